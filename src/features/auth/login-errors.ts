import type { ApiError } from "#src/lib/api-error.ts";
import { loginFieldNames, type LoginFieldErrors } from "./login-form.ts";

type Notifications = { unknowUserOrPassword: string };

/**
 * spec 8: the text under 'Prijava nije uspjela' (INVALID_LOGIN). 'Unknown username or password!'
 * (or the API's key for it) maps to core.notifications.unknowUserOrPassword; anything else shows
 * the server's own message, already in the request language.
 */
export function loginErrorMessage(
  error: Pick<ApiError, "key" | "message">,
  notifications: Notifications,
): string {
  if (
    error.key === "api.unknownUserOrPassword" ||
    error.message === "Unknown username or password!"
  ) {
    return notifications.unknowUserOrPassword;
  }
  return error.message;
}

/** Field errors the API reported itself ({path: "/body/username"}), per form field. */
export function apiFieldErrors(error: Pick<ApiError, "fields">): LoginFieldErrors {
  const errors: LoginFieldErrors = {};
  for (const field of error.fields) {
    const name = loginFieldNames.find((candidate) => field.path === `/body/${candidate}`);
    if (name && !errors[name]) errors[name] = field.message;
  }
  return errors;
}
