import type { ErrorObject } from "ajv";
import { describe, expect, it } from "vitest";
import validateGetByHandlers from "#generated/validators/requests/get-by-handlers.js";
import validateUrlOnLanguage from "#generated/validators/requests/url-on-language.js";
import validateHeading from "#generated/validators/elements/heading.js";
import validateRegisterForm from "#generated/validators/forms/register.js";
import { account } from "#locales/hr/account.ts";
import validateLanguage from "#generated/validators/entities/language.js";
import { validation as de } from "#locales/de/validation.ts";
import { validation as en } from "#locales/en/validation.ts";
import { validation as hr } from "#locales/hr/validation.ts";
import { interpolate, toFieldErrors, translateWith } from "./validation-messages.ts";

const croatian = translateWith(hr);

function errorsOf(
  validate: { (data: unknown): boolean; errors?: ErrorObject[] | null },
  data: unknown,
): ErrorObject[] {
  expect(validate(data)).toBe(false);
  return validate.errors ?? [];
}

describe("toFieldErrors", () => {
  it("reports a missing property at its own path with the spec 5 message", () => {
    const fields = toFieldErrors(errorsOf(validateGetByHandlers, {}), croatian);
    expect(fields).toEqual([
      { path: "/handlers", key: "validation.required", message: "Unos ovog polja je obavezan" },
    ]);
  });

  it("fills {length} into maxLength and lists every invalid field", () => {
    const fields = toFieldErrors(
      errorsOf(validateHeading, { text: "x".repeat(201), level: 9 }),
      croatian,
    );
    expect(fields).toEqual([
      {
        path: "/text",
        key: "validation.maxLength",
        message: "Najveći dopušteni broj znakova je 200",
      },
      { path: "/level", key: "validation.maximum", message: "Najveća dopuštena vrijednost je 6" },
    ]);
  });

  it("names enum values, patterns and unknown properties", () => {
    const fields = toFieldErrors(
      errorsOf(validateGetByHandlers, { handlers: ["nav"], extra: true }),
      croatian,
    );
    expect(fields.map(({ path, key }) => ({ path, key }))).toEqual([
      { path: "/extra", key: "validation.additionalProperties" },
      { path: "/handlers/0", key: "validation.enum" },
    ]);
    expect(fields[1]?.message).toContain('"header-section", "footer-section", "cookie-section"');
    const pattern = toFieldErrors(
      errorsOf(validateUrlOnLanguage, { slug: "x", targetLanguage: "EN" }),
      croatian,
    );
    expect(pattern[0]).toEqual({
      path: "/targetLanguage",
      key: "validation.minLength",
      message: "Najmanji dopušteni broj znakova je 3",
    });
    expect(pattern[1]).toMatchObject({ path: "/targetLanguage", key: "validation.pattern" });
  });

  it("points property-name errors at the offending name", () => {
    const language = {
      id: 1,
      name: "Hrvatski",
      code: "hrv",
      code2: "hr",
      names: { "EN!": "Croatian" },
    };
    const fields = toFieldErrors(errorsOf(validateLanguage, language), croatian);
    expect(fields.map((field) => field.path)).toContain("/names/EN!");
    expect(fields.map((field) => field.key)).not.toContain("validation.unknownRule");
  });

  it("maps the email format to the spec message and unknown rules to the developer fallback", () => {
    const base = { instancePath: "/email", schemaPath: "#", message: "" };
    const fields = toFieldErrors(
      [
        { ...base, keyword: "format", params: { format: "email" } },
        { ...base, instancePath: "/x", keyword: "multipleOf", params: { multipleOf: 2 } },
      ],
      croatian,
    );
    expect(fields).toEqual([
      {
        path: "/email",
        key: "validation.email",
        message: "Unesite uzorak adrese elektroničke pošte",
      },
      {
        path: "/x",
        key: "validation.unknownRule",
        message: "Provjera nije prošla (pravilo multipleOf nema poruku)",
      },
    ]);
  });

  it("uses the translate function it is given", () => {
    const fields = toFieldErrors(errorsOf(validateGetByHandlers, {}), translateWith(en));
    expect(fields[0]?.message).toBe("This field is required");
  });
});

describe("sameAs names the other field as the form shows it", () => {
  const form = {
    firstName: "Ana",
    lastName: "Kovač",
    email: "ana@example.com",
    password: "Zelena-Livada-42",
    confirmedPassword: "Zelena-Livada-43",
  };

  it("by its label when the form gives its labels", () => {
    const fields = toFieldErrors(
      errorsOf(validateRegisterForm, form),
      translateWith(hr, account.fields),
    );
    expect(fields).toEqual([
      {
        path: "/confirmedPassword",
        key: "validation.sameAs",
        message: "Unos mora biti jednak polju Lozinka",
      },
    ]);
  });

  it("by its code without labels (the API)", () => {
    const [field] = toFieldErrors(errorsOf(validateRegisterForm, form), croatian);
    expect(field?.message).toBe("Unos mora biti jednak polju password");
  });
});

describe("interpolate", () => {
  it("replaces {name} and keeps unknown placeholders", () => {
    expect(interpolate("Najmanje {length}, {other}", { length: 8 })).toBe("Najmanje 8, {other}");
  });
});

describe("validation locales", () => {
  const placeholders = (text: string): string[] =>
    [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? "").sort();

  it("use the same placeholders as the Croatian source", () => {
    for (const [key, text] of Object.entries(hr)) {
      const name = key as keyof typeof hr;
      expect(placeholders(en[name]), `en ${key}`).toEqual(placeholders(text));
      expect(placeholders(de[name]), `de ${key}`).toEqual(placeholders(text));
    }
  });

  it("keep the spec 5 texts", () => {
    expect(hr.required).toBe("Unos ovog polja je obavezan");
    expect(hr.email).toBe("Unesite uzorak adrese elektroničke pošte");
    expect(hr.alphaSpecialCharsValidator).toBe(
      "Unos sadrži posebne znakove! Koristite samo slova.",
    );
    expect(hr.minLength).toContain("{length}");
    expect(hr.sameAs).toContain("{value}");
  });
});
