// DO NOT EDIT: generated from schemas/form-fields/*.schema.json by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import type { LocalisedLabel } from "./types.ts";

/** Every form field type (schemas/form-fields/). */
export const formFieldTypes = [
  "checkboxes",
  "date",
  "email",
  "file",
  "number",
  "phone",
  "select",
  "text",
  "textarea",
] as const;
export type FormFieldType = (typeof formFieldTypes)[number];

/** How a field type's settings become the schema of its value: a setting lands at `at`. */
export type FormFieldRule = {
  label: LocalisedLabel;
  value: Readonly<Record<string, unknown>>;
  settings: Readonly<Record<string, { at: string; default?: unknown }>>;
};

export const formFieldRules: { readonly [T in FormFieldType]: FormFieldRule } = {
  checkboxes: {
    label: { hr: "Potvrdni okviri", en: "Checkboxes", de: "Kontrollkästchen" },
    value: {
      type: "array",
      uniqueItems: true,
      maxItems: 50,
      items: { type: "string", maxLength: 100 },
    },
    settings: { options: { at: "/items/enum" } },
  },
  date: {
    label: { hr: "Datum", en: "Date", de: "Datum" },
    value: { type: "string", format: "date", maxLength: 10 },
    settings: {},
  },
  email: {
    label: { hr: "E-pošta", en: "E-mail", de: "E-Mail" },
    value: { type: "string", format: "email", maxLength: 254 },
    settings: {},
  },
  file: {
    label: { hr: "Datoteka", en: "File", de: "Datei" },
    value: { type: "array", maxItems: 10, items: { type: "string", minLength: 1, maxLength: 200 } },
    settings: { maxFiles: { at: "/maxItems", default: 1 } },
  },
  number: {
    label: { hr: "Broj", en: "Number", de: "Zahl" },
    value: { type: "number" },
    settings: { minimum: { at: "/minimum" }, maximum: { at: "/maximum" } },
  },
  phone: {
    label: { hr: "Telefon", en: "Phone", de: "Telefon" },
    value: { type: "string", pattern: "^\\+?[0-9 ()/-]{6,30}$", maxLength: 30 },
    settings: {},
  },
  select: {
    label: { hr: "Padajući izbor", en: "Select", de: "Auswahl" },
    value: { type: "string", maxLength: 100 },
    settings: { options: { at: "/enum" } },
  },
  text: {
    label: { hr: "Tekst", en: "Text", de: "Text" },
    value: { type: "string" },
    settings: { maxLength: { at: "/maxLength", default: 200 } },
  },
  textarea: {
    label: { hr: "Dulji tekst", en: "Long text", de: "Langer Text" },
    value: { type: "string" },
    settings: { maxLength: { at: "/maxLength", default: 2000 } },
  },
};
