import type { ErrorObject } from "ajv";
import { toFieldErrors, type Translate } from "#common/validation-messages.ts";
import type { ApiError } from "#src/lib/api-error.ts";

/** Field name -> the first spec 5 message of that field. */
export type FieldErrors = Record<string, string>;

type Validator = ((data: unknown) => boolean) & { errors?: ErrorObject[] | null };

/**
 * The named text fields of a posted form: trimmed (passwords as typed), an empty field left out
 * so the generated validator reports it as missing ('Unos ovog polja je obavezan').
 */
export function readFields(
  form: FormData,
  names: readonly string[],
  { untrimmed = [] }: { untrimmed?: readonly string[] } = {},
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const name of names) {
    const value = form.get(name);
    if (typeof value !== "string") continue;
    const text = untrimmed.includes(name) ? value : value.trim();
    if (text !== "") fields[name] = text;
  }
  return fields;
}

/** The form field an error's JSON pointer names; by default its last part. */
export type FieldNameOf = (path: string) => string;
const lastPart: FieldNameOf = (path) => path.split("/").pop() ?? "";

/** The first message of each field, named by nameOf. */
function byField(
  fields: readonly { path: string; message: string }[],
  nameOf: FieldNameOf,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of fields) {
    const name = nameOf(field.path);
    if (name && !errors[name]) errors[name] = field.message;
  }
  return errors;
}

/** Runs a generated form validator (schemas/forms/); undefined when the input is valid. */
export function formErrors(
  validate: Validator,
  input: unknown,
  translate: Translate,
  nameOf: FieldNameOf = lastPart,
): FieldErrors | undefined {
  if (validate(input)) return undefined;
  return byField(toFieldErrors(validate.errors ?? [], translate), nameOf);
}

/** Field errors the API reported (`/body/details/firstName` -> firstName), by last path part. */
export function apiFieldErrors(
  error: Pick<ApiError, "fields">,
  nameOf: FieldNameOf = lastPart,
): FieldErrors {
  return byField(error.fields, nameOf);
}
