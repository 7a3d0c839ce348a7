import validateLogin from "#generated/validators/requests/login.js";
import type { LoginRequest } from "#generated/types.ts";
import { toFieldErrors, type Translate } from "#common/validation-messages.ts";

export const loginFieldNames = ["username", "password"] as const;
export type LoginFieldName = (typeof loginFieldNames)[number];
/** The first spec 5 message of each invalid field, e.g. {username: "Unos ovog polja je obavezan"}. */
export type LoginFieldErrors = Partial<Record<LoginFieldName, string>>;

/**
 * The login form as the generated validator sees it: the e-mail trimmed, and an empty field
 * left out, so it reads as missing ('Unos ovog polja je obavezan') rather than too short.
 */
export function readLoginForm(form: FormData): Partial<LoginRequest> {
  const username = form.get("username");
  const password = form.get("password");
  const input: Partial<LoginRequest> = {};
  if (typeof username === "string" && username.trim() !== "") input.username = username.trim();
  if (typeof password === "string" && password !== "") input.password = password;
  return input;
}

/** spec 5 login rules (username e-mail required, password required, min 8) per field. */
export function loginFieldErrors(
  input: Partial<LoginRequest>,
  translate: Translate,
): LoginFieldErrors | undefined {
  if (validateLogin(input)) return undefined;
  const errors: LoginFieldErrors = {};
  for (const field of toFieldErrors(validateLogin.errors ?? [], translate)) {
    const name = loginFieldNames.find((candidate) => field.path === `/${candidate}`);
    if (name && !errors[name]) errors[name] = field.message;
  }
  return errors;
}

/** Whether the input passed loginFieldErrors, as a type guard for the API call. */
export function isCompleteLogin(input: Partial<LoginRequest>): input is LoginRequest {
  return input.username !== undefined && input.password !== undefined;
}
