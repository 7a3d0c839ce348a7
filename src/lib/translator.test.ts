import { describe, expect, it } from "vitest";
import { routes } from "#generated/routes.ts";
import { resources } from "./i18n.ts";
import { languages } from "./languages.ts";
import { fillText, textAt, translatorOf } from "./translator.ts";

describe("translatorOf (decision 043)", () => {
  it("fills single-brace placeholders, and leaves one without a value empty", () => {
    expect(translatorOf("hr", "layout")("header.switchTo", { language: "English" })).toBe(
      "Prebaci na jezik: English",
    );
    expect(fillText("{count} proizvoda, { count } opet", { count: 3 })).toBe("3 proizvoda, 3 opet");
    expect(fillText("od {min} do {max}", { min: 1 })).toBe("od 1 do ");
    expect(fillText("bez {mjesta}")).toBe("bez {mjesta}");
  });

  it("speaks the page's language, one namespace or several, and keeps languages apart", () => {
    expect(translatorOf("de", "errors")("notFound")).toBe("Seite nicht gefunden");
    expect(translatorOf("en", "layout")("cookie.agree")).toBe("I agree");
    expect(translatorOf("hr", "layout")("cookie.agree")).toBe("Slažem se");
    expect(translatorOf("hr", "errors")("backHome")).toBe("Povratak na početnu");
    expect(translatorOf("en", "errors")("backHome")).toBe("Back to the home page");
    // the first namespace holding the key answers
    const both = translatorOf("en", ["catalog", "api"]);
    expect(both("totalRecords", { count: 2 })).toBe(
      fillText(resources.en.catalog.totalRecords, { count: 2 }),
    );
    expect(both("invalidInput")).toBe(resources.en.api.invalidInput);
  });

  it("falls back to Croatian, then to the key; keeps one function per language and namespaces", () => {
    expect(textAt({ a: { b: "x" } }, "a.b")).toBe("x");
    expect(textAt({ a: { b: "x" } }, "a")).toBeUndefined();
    expect(textAt({ a: { b: "x" } }, "a.b.c")).toBeUndefined();
    const english = translatorOf("en", "layout") as (key: string) => string;
    expect(english("no.such.text")).toBe("no.such.text");
    expect(translatorOf("en", "layout")).toBe(translatorOf("en", "layout"));
    expect(translatorOf("en", "layout")).not.toBe(translatorOf("de", "layout"));
  });

  it("answers every text of every language as it is written, for each key of the source", () => {
    const keys = (tree: object, prefix = ""): string[] =>
      Object.entries(tree).flatMap(([key, value]) =>
        typeof value === "string" ? [`${prefix}${key}`] : keys(value as object, `${prefix}${key}.`),
      );
    for (const code2 of ["hr", "en", "de"] as const)
      for (const namespace of Object.keys(resources.hr) as (keyof typeof resources.hr)[]) {
        const translate = translatorOf(code2, namespace) as (key: string) => string;
        for (const key of keys(resources.hr[namespace]))
          expect(translate(key)).toBe(textAt(resources[code2][namespace], key));
      }
  });
});

describe("languages", () => {
  it("use the URL prefixes of the route table (spec 2)", () => {
    const prefixes: Record<string, string> = routes.prefixes;
    for (const language of Object.values(languages)) {
      expect({ code2: language.code2, prefix: prefixes[language.code2] }).toEqual({
        code2: language.code2,
        prefix: language.prefix,
      });
    }
  });
});
