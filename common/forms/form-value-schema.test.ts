import { describe, expect, it } from "vitest";
import type { FormField } from "#generated/types.ts";
import { formFieldTypes } from "#generated/form-fields.ts";
import { translateWith } from "#common/validation-messages.ts";
import { hr } from "#locales/hr/index.ts";
import { formValueSchema } from "./form-value-schema.ts";
import { formValidator, schemaHash, submissionErrors } from "./form-validator.ts";
import { formValues } from "./form-values.ts";

const fields: FormField[] = [
  { type: "text", name: "ime", required: true, maxLength: 10 },
  { type: "email", name: "email", required: true },
  { type: "phone", name: "telefon" },
  { type: "textarea", name: "poruka" },
  { type: "select", name: "tema", options: ["a", "b"] },
  { type: "checkboxes", name: "dani", required: true, options: ["pon", "uto"] },
  { type: "date", name: "datum" },
  { type: "number", name: "broj", minimum: 1, maximum: 5 },
  { type: "file", name: "cv", maxFiles: 2 },
];
const schema = formValueSchema(fields);
const translate = translateWith(hr.validation, {});
const valid = { ime: "Ana", email: "ana@example.com", dani: ["pon"] };
const pathsOf = (data: unknown) => submissionErrors(schema, data, translate).map((e) => e.path);

describe("formValueSchema", () => {
  it("has one property per field, nothing else, the required ones required", () => {
    expect(Object.keys(schema.properties)).toEqual(fields.map((field) => field.name));
    expect(schema.required).toEqual(["ime", "email", "dani"]);
    expect(schema.additionalProperties).toBe(false);
  });

  it("puts each type's settings where its value rule says, with defaults", () => {
    expect(schema.properties.ime).toEqual({ type: "string", maxLength: 10, minLength: 1 });
    expect(schema.properties.poruka).toEqual({ type: "string", maxLength: 2000 });
    expect(schema.properties.tema).toMatchObject({ type: "string", enum: ["a", "b"] });
    expect(schema.properties.dani).toMatchObject({ items: { enum: ["pon", "uto"] }, minItems: 1 });
    expect(schema.properties.broj).toEqual({ type: "number", minimum: 1, maximum: 5 });
    expect(schema.properties.cv).toMatchObject({ type: "array", maxItems: 2 });
    expect(schema.properties.email).toMatchObject({ format: "email", maxLength: 254 });
  });

  it("covers every field type of schemas/form-fields", () => {
    expect([...new Set(fields.map((field) => field.type))].sort()).toEqual([...formFieldTypes]);
  });

  it("accepts a good submission and refuses each bad value at its field, in Croatian", () => {
    expect(pathsOf(valid)).toEqual([]);
    expect(pathsOf({ ...valid, admin: true })).toEqual(["/admin"]);
    expect(pathsOf({ ...valid, ime: "" })).toEqual(["/ime"]);
    expect(pathsOf({ ...valid, ime: "x".repeat(11) })).toEqual(["/ime"]);
    expect(pathsOf({ ...valid, ime: 5 })).toEqual(["/ime"]);
    expect(pathsOf({ ...valid, email: "nije" })).toEqual(["/email"]);
    expect(pathsOf({ ...valid, telefon: "<script>" })).toEqual(["/telefon"]);
    expect(pathsOf({ ...valid, tema: "c" })).toEqual(["/tema"]);
    expect(pathsOf({ ...valid, dani: [] })).toEqual(["/dani"]);
    expect(pathsOf({ ...valid, dani: ["ned"] })).toEqual(["/dani/0"]);
    expect(pathsOf({ ...valid, datum: "31.12.2026" })).toEqual(["/datum"]);
    expect(pathsOf({ ...valid, broj: 6 })).toEqual(["/broj"]);
    expect(pathsOf({ ...valid, cv: ["a", "b", "c"] })).toEqual(["/cv"]);
    expect(pathsOf({ email: "a@b.hr", dani: ["pon"] })).toEqual(["/ime"]);
    const [message] = submissionErrors(schema, { ...valid, ime: "" }, translate);
    expect(message?.message).toMatch(/[a-zčćšž]/i);
    expect(message?.message).not.toMatch(/must/);
  });

  it("compiles each distinct schema once", () => {
    expect(formValidator(formValueSchema(fields))).toBe(formValidator(schema));
    const other = formValueSchema([{ type: "text", name: "ime" }]);
    expect(schemaHash(other)).not.toBe(schemaHash(schema));
    expect(formValidator(other)).not.toBe(formValidator(schema));
  });
});

describe("formValues", () => {
  it("reads a posted form by the form's fields", () => {
    const form = new FormData();
    form.append("ime", " Ana ");
    form.append("broj", "3");
    form.append("dani", "pon");
    form.append("dani", "uto");
    form.append("poruka", "");
    form.append("cv", new File(["%PDF-"], "cv.pdf"));
    form.append("cv", new File([], ""));
    form.append("admin", "true");
    expect(formValues(fields, form)).toEqual({
      ime: "Ana",
      broj: 3,
      dani: ["pon", "uto"],
      cv: ["cv.pdf"],
    });
    const notNumber = new FormData();
    notNumber.append("broj", "tri");
    expect(formValues(fields, notNumber)).toEqual({ broj: "tri" });
  });
});
