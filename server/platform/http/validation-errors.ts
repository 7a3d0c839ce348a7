import type { ErrorObject } from "ajv";
import { toFieldErrors } from "#common/validation-messages.ts";
import { translate } from "../i18n.ts";
import type { FieldError } from "./app-error.ts";

/** ajv errors -> field errors with the spec 5 messages in the request's language. */
export function validationFieldErrors(
  errors: ErrorObject[],
  language: string | undefined,
): FieldError[] {
  return toFieldErrors(errors, (key, vars) => translate(language, key, vars));
}
