import { Ajv2020, type ErrorObject, type ValidateFunction } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";
import { toFieldErrors, type FieldError, type Translate } from "#common/validation-messages.ts";
import type { FormValueSchema } from "./form-value-schema.ts";

// CommonJS: the function is module.exports.default under Node's ESM, the module itself in Vite
const addFormats = ((addFormatsModule as { default?: unknown }).default ??
  addFormatsModule) as typeof addFormatsModule.default;

let ajv: Ajv2020 | undefined;
const compiled = new Map<string, ValidateFunction>();
/** Past this many forms the cache starts over (a site has a handful; nobody may grow it). */
const maxCached = 200;

/** FNV-1a of the schema's JSON: the cache key of its compiled validator. */
export function schemaHash(schema: FormValueSchema): string {
  let hash = 0x811c9dc5;
  const text = JSON.stringify(schema);
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return `${(hash >>> 0).toString(16)}:${text.length}`;
}

/** The compiled validator of a submission schema, compiled once per distinct schema. */
export function formValidator(schema: FormValueSchema): ValidateFunction {
  const key = schemaHash(schema);
  const found = compiled.get(key);
  if (found) return found;
  ajv ??= addFormats(new Ajv2020({ allErrors: true, strict: true }));
  if (compiled.size >= maxCached) compiled.clear();
  const validate = ajv.compile(schema);
  compiled.set(key, validate);
  return validate;
}

/** A submission's field errors under its form's schema (empty when valid), with spec 5 texts. */
export function submissionErrors(
  schema: FormValueSchema,
  data: unknown,
  translate: Translate,
): FieldError[] {
  const validate = formValidator(schema);
  return validate(data) ? [] : toFieldErrors(validate.errors ?? ([] as ErrorObject[]), translate);
}
