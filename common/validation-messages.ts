import type { ErrorObject } from "ajv";
import type { validation } from "#locales/hr/validation.ts";

/** A message key of spec 5, e.g. "validation.required". */
export type ValidationKey = `validation.${keyof typeof validation}`;
export type MessageVars = Record<string, string | number>;
/** Looks a key up in the request's or the page's language (a plain object lookup). */
export type Translate = (key: ValidationKey, vars: MessageVars) => string;
/** One invalid value: a JSON pointer into the input, the message key and its translated text. */
export type FieldError = { path: string; key: ValidationKey; message: string };

/** Replaces `{name}` with vars.name (spec 5 writes `{length}`, `{value}`); unknown names stay. */
export function interpolate(text: string, vars: MessageVars = {}): string {
  return text.replace(/\{(\w+)\}/g, (match, name: string) =>
    Object.hasOwn(vars, name) ? String(vars[name]) : match,
  );
}

/**
 * A Translate over a plain messages object such as locales/hr/validation.ts. A rule that names
 * another field (sameAs: `{value}` is that field's code, e.g. `password`) names it by its label
 * in `fieldLabels` (a form's labels, e.g. locales/hr/account.ts fields: "Lozinka"), as the
 * user sees it.
 */
export function translateWith(
  messages: Record<string, string> | ((name: string) => string | undefined),
  fieldLabels: Readonly<Record<string, string>> = {},
): Translate {
  const messageOf = typeof messages === "function" ? messages : (name: string) => messages[name];
  return (key, vars) => {
    const { field } = vars;
    const label =
      typeof field === "string" && Object.hasOwn(fieldLabels, field)
        ? fieldLabels[field]
        : undefined;
    const named = label === undefined ? vars : { ...vars, value: label };
    return interpolate(messageOf(key.slice("validation.".length)) ?? key, named);
  };
}

// Errors that only summarise the errors of their subschemas, which ajv reports as well.
const summaries = new Set(["if", "propertyNames"]);

const escapePointer = (name: string): string => name.replace(/~/g, "~0").replace(/\//g, "~1");

const param = (error: ErrorObject, name: string): unknown =>
  (error.params as Record<string, unknown>)[name];

const text = (value: unknown): string =>
  Array.isArray(value) ? value.map((item) => JSON.stringify(item)).join(", ") : String(value);

// Rules whose spec 5 message is their own, by the schema file that states them.
const keysBySchema: Record<string, Partial<Record<string, ValidationKey>>> = {
  // spec 5, 9: "Slug minimum 4 characters (slugTooShort, invalidSlug)"
  "/common/page-slug.schema.json/": {
    minLength: "validation.slugTooShort",
    pattern: "validation.invalidSlug",
  },
  // issue 18: a new password is not blank
  "/common/new-password.schema.json/": { pattern: "validation.passwordBlank" },
};

function ownKey(error: ErrorObject): ValidationKey | undefined {
  for (const [file, keys] of Object.entries(keysBySchema))
    if (error.schemaPath.includes(file)) return keys[error.keyword];
  return undefined;
}

/** The key and the values its message needs, for one ajv error. */
function keyAndVars(error: ErrorObject): [ValidationKey, MessageVars] {
  const own = ownKey(error);
  if (own) return [own, {}];
  const limit = param(error, "limit");
  switch (error.keyword) {
    case "required":
      return ["validation.required", { property: text(param(error, "missingProperty")) }];
    case "minLength":
    case "maxLength":
      return [`validation.${error.keyword}`, { length: text(limit), limit: text(limit) }];
    case "minimum":
    case "maximum":
    case "minItems":
    case "maxItems":
    case "minProperties":
    case "maxProperties":
      return [`validation.${error.keyword}`, { limit: text(limit) }];
    case "format": {
      const format = text(param(error, "format"));
      return format === "email" ? ["validation.email", {}] : ["validation.format", { format }];
    }
    case "type":
      return ["validation.type", { type: text(param(error, "type")) }];
    case "enum":
      return ["validation.enum", { values: text(param(error, "allowedValues")) }];
    case "const":
      return ["validation.enum", { values: text([param(error, "allowedValue")]) }];
    case "pattern":
    case "uniqueItems":
      return [`validation.${error.keyword}`, {}];
    case "additionalProperties":
      return [
        "validation.additionalProperties",
        { property: text(param(error, "additionalProperty")) },
      ];
    // spec 5 form rules (codegen/form-keywords.ts)
    case "sameAs":
      return [
        "validation.sameAs",
        { value: text(param(error, "field")), field: text(param(error, "field")) },
      ];
    case "repeatOf":
      return ["validation.repeatPassword", {}];
    case "differentFrom":
      return ["validation.differentPassword", {}];
    case "lettersOnly":
      return ["validation.alphaSpecialCharsValidator", {}];
    case "oib":
      return ["validation.oib", {}];
    default:
      return ["validation.unknownRule", { rule: error.keyword }];
  }
}

/** Where the error is: the missing or unknown property itself, else ajv's instancePath. */
function pathOf(error: ErrorObject): string {
  const base =
    error.propertyName === undefined
      ? error.instancePath
      : `${error.instancePath}/${escapePointer(error.propertyName)}`;
  const child =
    error.keyword === "required"
      ? param(error, "missingProperty")
      : error.keyword === "additionalProperties"
        ? param(error, "additionalProperty")
        : undefined;
  return typeof child === "string" ? `${base}/${escapePointer(child)}` : base;
}

/**
 * At most this many field errors per input: a 500,000-item array yields as many ajv errors, and
 * neither the reply nor the work to build it may grow with the input (issue 6 §2). The first 20
 * are plenty for a person to correct and for a form to mark its fields.
 */
export const maxFieldErrors = 20;

/**
 * Maps ajv errors to field errors with the spec 5 messages, e.g. a missing `handlers` becomes
 * {path: "/handlers", key: "validation.required", message: "Unos ovog polja je obavezan"}.
 * Pure: the caller passes translate (translateWith(messages)). Stops after
 * `limit` field errors (maxFieldErrors by default).
 */
export function toFieldErrors(
  errors: readonly ErrorObject[],
  translate: Translate,
  limit = maxFieldErrors,
): FieldError[] {
  const fields: FieldError[] = [];
  const seen = new Set<string>();
  for (const error of errors) {
    if (fields.length >= limit) break;
    if (summaries.has(error.keyword)) continue;
    const [key, vars] = keyAndVars(error);
    const path = pathOf(error);
    if (seen.has(`${path} ${key}`)) continue; // e.g. the same pattern failing in two branches
    seen.add(`${path} ${key}`);
    fields.push({ path, key, message: translate(key, vars) });
  }
  return fields;
}
