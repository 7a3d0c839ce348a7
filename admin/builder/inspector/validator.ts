import type { ErrorObject } from "ajv";
import {
  ErrorSchemaBuilder,
  type RJSFValidationError,
  type ValidationData,
  type ValidatorType,
} from "@rjsf/utils";
import { toFieldErrors, type Translate } from "#common/validation-messages.ts";

/** A generated standalone validator (generated/validators/elements/*.js): no compiler at run time. */
export type GeneratedValidate = ((data: unknown) => boolean) & { errors?: ErrorObject[] | null };

/** "/cta/link/href" -> ["cta", "link", "href"] (JSON pointer to rjsf's path). */
export function pointerPath(pointer: string): string[] {
  return pointer
    .split("/")
    .slice(1)
    .map((part) => part.replace(/~1/g, "/").replace(/~0/g, "~"));
}

/** The field errors of props under a generated validator, messages in the editor's language. */
export function propsErrors(validate: GeneratedValidate, props: unknown, translate: Translate) {
  // the validators fill in defaults (ajv useDefaults): never on the editor's own data. A JSON
  // copy, as the draft is saved: a key rjsf left undefined (a form field's setting of the type
  // it had before) is no property, not an additional one
  const copy: unknown = JSON.parse(JSON.stringify(props ?? {}));
  return validate(copy) ? [] : toFieldErrors(validate.errors ?? [], translate);
}

/**
 * Minimal matching for rjsf's isValid, which it asks only to pick `if` branches and options
 * (the video element's `if: {properties: {provider: {const}}}`): const, enum, type, required,
 * properties. Validation itself always runs the generated validator.
 */
export function matchesCondition(schema: unknown, value: unknown): boolean {
  if (typeof schema !== "object" || schema === null) return true;
  const rule = schema as Record<string, unknown>;
  if ("const" in rule && JSON.stringify(rule.const) !== JSON.stringify(value)) return false;
  if (
    Array.isArray(rule.enum) &&
    !rule.enum.some((item) => JSON.stringify(item) === JSON.stringify(value))
  )
    return false;
  const record =
    typeof value === "object" && value !== null ? (value as Record<string, unknown>) : undefined;
  if (Array.isArray(rule.required) && !rule.required.every((key) => record && key in record))
    return false;
  if (rule.properties && typeof rule.properties === "object") {
    for (const [key, sub] of Object.entries(rule.properties as Record<string, unknown>)) {
      if (record && key in record && !matchesCondition(sub, record[key])) return false;
    }
  }
  return true;
}

/**
 * An rjsf validator over a generated standalone validator (no ajv compiler in the browser).
 * `prepare` turns the form's data into what the validator checks (the mobile form: desktop
 * props with the overrides on top); `keep` picks the errors this form shows.
 */
export function generatedValidator({
  validate,
  translate,
  prepare = (data) => data,
  keep = () => true,
}: {
  validate: GeneratedValidate;
  translate: Translate;
  prepare?: (formData: unknown) => unknown;
  keep?: (path: string[]) => boolean;
}): ValidatorType {
  return {
    validateFormData(formData): ValidationData<unknown> {
      const builder = new ErrorSchemaBuilder();
      const errors: RJSFValidationError[] = [];
      for (const field of propsErrors(validate, prepare(formData), translate)) {
        const path = pointerPath(field.path);
        if (!keep(path)) continue;
        builder.addErrors(field.message, path);
        const property = path.length > 0 ? `.${path.join(".")}` : "";
        errors.push({
          name: field.key,
          property,
          message: field.message,
          stack: `${property} ${field.message}`.trim(),
        });
      }
      return { errors, errorSchema: builder.ErrorSchema };
    },
    isValid: (schema, formData) => matchesCondition(schema, formData),
    rawValidation<Result>(_schema: unknown, formData?: unknown) {
      const copy = structuredClone(prepare(formData) ?? {});
      return validate(copy) ? {} : { errors: (validate.errors ?? []) as Result[] };
    },
  };
}
