import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { languages } from "#generated/languages.ts";
import { routes } from "#generated/routes.ts";
import { checkLanguageTable, type LanguageTable } from "./gen-languages.ts";
import { schemasDir } from "./paths.ts";

const source = JSON.parse(
  readFileSync(path.join(schemasDir, "languages.json"), "utf8"),
) as LanguageTable;

const names = { hr: "Hrvatski", en: "Croatian" };
const table = (): LanguageTable => ({
  default: "hrv",
  languages: [
    { code: "hrv", code2: "hr", name: "Hrvatski", names, prefix: "" },
    { code: "eng", code2: "en", name: "English", names, prefix: "/en" },
  ],
});

describe("the language table (schemas/languages.json)", () => {
  it("is the source of generated/languages.ts and of the route table's prefixes", () => {
    expect(Object.keys(languages)).toEqual(source.languages.map((language) => language.code));
    expect(routes.prefixes).toEqual(
      Object.fromEntries(source.languages.map((language) => [language.code2, language.prefix])),
    );
    const byDefault = source.languages.find((language) => language.code === source.default);
    expect(routes.defaultLanguage).toBe(byDefault?.code2);
    expect(Object.values(languages).map((language) => language.position)).toEqual([1, 2, 3]);
  });

  it("accepts a consistent table", () => {
    expect(() => checkLanguageTable(table())).not.toThrow();
  });

  it("rejects duplicates, a default with a prefix or not in the table, and missing names", () => {
    const twice = table();
    twice.languages.push({ ...twice.languages[1]!, code: "enx" });
    expect(() => checkLanguageTable(twice)).toThrow(/code2 "en" is used twice/);
    const prefixed = table();
    prefixed.languages[0]!.prefix = "/hr";
    expect(() => checkLanguageTable(prefixed)).toThrow(/only the default language/);
    expect(() => checkLanguageTable({ ...table(), default: "deu" })).toThrow(/not in the table/);
    const unnamed = table();
    unnamed.languages[1]!.names = { hr: "Engleski" };
    expect(() => checkLanguageTable(unnamed)).toThrow(/names lacks en/);
  });
});
