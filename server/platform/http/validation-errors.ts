import type { ErrorObject } from "ajv";
import { maxFieldErrors, toFieldErrors } from "#common/validation-messages.ts";
import { translate } from "../i18n.ts";
import type { FieldError } from "./app-error.ts";

/**
 * ajv errors -> field errors with the spec 5 messages in the request's language, at most `limit`
 * of them (maxFieldErrors by default): an error body stays small whatever the input (issue 6 §2).
 */
export function validationFieldErrors(
  errors: readonly ErrorObject[],
  language: string | undefined,
  limit = maxFieldErrors,
): FieldError[] {
  return toFieldErrors(errors, (key, vars) => translate(language, key, vars), limit);
}

/**
 * Appends the field errors of one request part (headers, params, query, body) to `fields`, each
 * path prefixed with the part, until `fields` holds maxFieldErrors. A loop, not
 * `fields.push(...list)`: spreading an unbounded list into a call overflows the stack.
 */
export function collectFieldErrors(
  fields: FieldError[],
  part: string,
  errors: readonly ErrorObject[],
  language: string | undefined,
): void {
  const room = maxFieldErrors - fields.length;
  if (room <= 0) return;
  for (const field of validationFieldErrors(errors, language, room))
    fields.push({ ...field, path: `/${part}${field.path}` });
}
