import { describe, expect, it } from "vitest";
import type { FormField } from "#generated/types.ts";
import { formFieldRules, formFieldTypes } from "#generated/form-fields.ts";
import { checkSubmission, checkValue } from "./form-checks.ts";
import { formValueSchema } from "./form-value-schema.ts";
import { formValidator } from "./form-validator.ts";

const fields: FormField[] = [
  { type: "text", name: "ime", required: true, maxLength: 10 },
  { type: "email", name: "email", required: true },
  { type: "phone", name: "telefon" },
  { type: "textarea", name: "poruka", maxLength: 20 },
  { type: "select", name: "tema", options: ["a", "b"] },
  { type: "checkboxes", name: "dani", required: true, options: ["pon", "uto"] },
  { type: "date", name: "datum" },
  { type: "number", name: "broj", minimum: 1, maximum: 5 },
  { type: "file", name: "cv", maxFiles: 2 },
];
const schema = formValueSchema(fields);
const valid = { ime: "Ana", email: "ana@example.com", dani: ["pon"] };
const cases: Record<string, unknown>[] = [
  valid,
  {},
  { ...valid, admin: true },
  { ...valid, ime: "" },
  { ...valid, ime: "x".repeat(11) },
  { ...valid, ime: 5 },
  { ...valid, email: "nije" },
  { ...valid, email: "a@b" },
  { ...valid, telefon: "<script>" },
  { ...valid, telefon: "+385 91 234 5678" },
  { ...valid, poruka: "y".repeat(21) },
  { ...valid, tema: "c" },
  { ...valid, tema: "a" },
  { ...valid, dani: [] },
  { ...valid, dani: ["ned"] },
  { ...valid, dani: ["pon", "pon"] },
  { ...valid, dani: "pon" },
  { ...valid, datum: "2026-02-30" },
  { ...valid, datum: "2026-02-28" },
  { ...valid, datum: "28.2.2026" },
  { ...valid, broj: 0 },
  { ...valid, broj: 6 },
  { ...valid, broj: "3" },
  { ...valid, cv: ["a", "b", "c"] },
  { ...valid, cv: [""] },
];
const summary = (errors: readonly { instancePath: string; keyword: string }[]) =>
  errors.map((error) => `${error.instancePath} ${error.keyword}`).sort();

describe("the browser's check of a submission (no compiled code under the CSP)", () => {
  it("finds what the server's ajv finds, at the same paths with the same keywords", () => {
    const validate = formValidator(schema);
    for (const data of cases) {
      validate(data);
      expect(summary(checkSubmission(schema, data)), JSON.stringify(data)).toEqual(
        summary(validate.errors ?? []),
      );
    }
  });

  it("knows every keyword of every field type's value rule", () => {
    for (const type of formFieldTypes) {
      const rule = formFieldRules[type];
      const field = { type, name: "x", required: true, options: ["a"] } as unknown as FormField;
      const value = formValueSchema([field]).properties.x ?? {};
      expect(() => checkValue(value, undefined, "/x"), type).not.toThrow();
      expect(Object.keys(rule.value).length).toBeGreaterThan(0);
    }
    expect(() => checkValue({ multipleOf: 2 }, 3, "/x")).toThrow(/multipleOf/);
  });
});
