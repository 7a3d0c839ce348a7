import type { ErrorObject } from "ajv";
import type { FormValueSchema } from "./form-value-schema.ts";

// The browser checks a submission without compiling code: the site's CSP has no 'unsafe-eval',
// which ajv's compiler needs. This reads the few keywords formValueSchema writes (from the
// x-form-field rules) and answers ajv's error objects, so the messages are the server's; the
// server's ajv stays the judge, and form-checks.test.ts holds the two to the same answers.

type Schema = Readonly<Record<string, unknown>>;
type Check = (schema: Schema, value: unknown, at: string) => ErrorObject[];

const error = (
  at: string,
  keyword: string,
  params: Record<string, unknown>,
  message: string,
): ErrorObject => ({ instancePath: at, schemaPath: `#/${keyword}`, keyword, params, message });

const email =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;
/** A real calendar date, YYYY-MM-DD (ajv-formats' "date"). */
function isDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

const typeOf = (value: unknown) =>
  Array.isArray(value) ? "array" : value === null ? "null" : typeof value;

/** Each keyword formValueSchema's values use; any other one throws (the check is then skipped). */
const keywords: Record<string, Check> = {
  type: (schema, value, at) => {
    const actual = typeOf(value);
    const ok = schema.type === actual || (schema.type === "integer" && Number.isInteger(value));
    return ok ? [] : [error(at, "type", { type: schema.type }, `must be ${String(schema.type)}`)];
  },
  minLength: (schema, value, at) =>
    typeof value === "string" && [...value].length < Number(schema.minLength)
      ? [error(at, "minLength", { limit: schema.minLength }, "too short")]
      : [],
  maxLength: (schema, value, at) =>
    typeof value === "string" && [...value].length > Number(schema.maxLength)
      ? [error(at, "maxLength", { limit: schema.maxLength }, "too long")]
      : [],
  pattern: (schema, value, at) =>
    typeof value === "string" && !new RegExp(String(schema.pattern), "u").test(value)
      ? [error(at, "pattern", { pattern: schema.pattern }, "must match pattern")]
      : [],
  format: (schema, value, at) => {
    if (typeof value !== "string") return [];
    const ok =
      schema.format === "email"
        ? email.test(value)
        : schema.format === "date"
          ? isDate(value)
          : undefined;
    if (ok === undefined) throw new Error(`format ${String(schema.format)}`);
    return ok ? [] : [error(at, "format", { format: schema.format }, "must match format")];
  },
  enum: (schema, value, at) =>
    (schema.enum as unknown[]).includes(value)
      ? []
      : [
          error(
            at,
            "enum",
            { allowedValues: schema.enum },
            "must be equal to one of the allowed values",
          ),
        ],
  minimum: (schema, value, at) =>
    typeof value === "number" && value < Number(schema.minimum)
      ? [error(at, "minimum", { comparison: ">=", limit: schema.minimum }, "too small")]
      : [],
  maximum: (schema, value, at) =>
    typeof value === "number" && value > Number(schema.maximum)
      ? [error(at, "maximum", { comparison: "<=", limit: schema.maximum }, "too large")]
      : [],
  minItems: (schema, value, at) =>
    Array.isArray(value) && value.length < Number(schema.minItems)
      ? [error(at, "minItems", { limit: schema.minItems }, "too few")]
      : [],
  maxItems: (schema, value, at) =>
    Array.isArray(value) && value.length > Number(schema.maxItems)
      ? [error(at, "maxItems", { limit: schema.maxItems }, "too many")]
      : [],
  uniqueItems: (schema, value, at) => {
    if (!Array.isArray(value) || schema.uniqueItems !== true) return [];
    const j = value.findIndex((item, index) => value.indexOf(item) !== index);
    return j < 0 ? [] : [error(at, "uniqueItems", { i: value.indexOf(value[j]), j }, "duplicates")];
  },
  items: (schema, value, at) =>
    Array.isArray(value)
      ? value.flatMap((item, index) => checkValue(schema.items as Schema, item, `${at}/${index}`))
      : [],
};

/** The errors of one value under its field's schema. */
export function checkValue(schema: Schema, value: unknown, at: string): ErrorObject[] {
  const found: ErrorObject[] = [];
  for (const keyword of Object.keys(schema)) {
    const check = keywords[keyword];
    if (!check) throw new Error(`form-checks.ts does not know the keyword ${keyword}`);
    // as ajv: a value of the wrong type is reported by `type` alone
    if (keyword !== "type" && found.some((each) => each.keyword === "type")) continue;
    found.push(...check(schema, value, at));
  }
  return found;
}

/** A submission's errors under its form's schema, as ajv with allErrors would list them. */
export function checkSubmission(schema: FormValueSchema, data: unknown): ErrorObject[] {
  if (typeof data !== "object" || data === null || Array.isArray(data))
    return [error("", "type", { type: "object" }, "must be object")];
  const record = data as Record<string, unknown>;
  const found: ErrorObject[] = [];
  for (const name of schema.required)
    if (record[name] === undefined)
      found.push(error("", "required", { missingProperty: name }, "must have required property"));
  for (const [name, value] of Object.entries(record)) {
    const property = schema.properties[name];
    if (!property)
      found.push(
        error(
          "",
          "additionalProperties",
          { additionalProperty: name },
          "must NOT have additional properties",
        ),
      );
    else if (value !== undefined) found.push(...checkValue(property, value, `/${name}`));
  }
  return found;
}
