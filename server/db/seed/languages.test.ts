import { describe, expect, it } from "vitest";
import { api as apiDe } from "#locales/de/api.ts";
import { api as apiEn } from "#locales/en/api.ts";
import { api as apiHr } from "#locales/hr/api.ts";
import { defaultLanguage, languages } from "#generated/languages.ts";
import { translate } from "../../platform/i18n.ts";
import { homePath, languageCodeOf } from "./paths.ts";
import { languageRows } from "./reference-data.ts";
import { siteOptionRows } from "./site-options.ts";

// The language table is written once (schemas/languages.json); the seed and the server read it.
describe("the seed and the server use the one language table", () => {
  it("seeds exactly the table's languages, in its order", () => {
    expect(languageRows).toEqual(
      Object.values(languages).map(({ name, code, code2, names, position }) => ({
        name,
        code,
        code2,
        names,
        position,
      })),
    );
  });

  it("links seed content by the table's codes and prefixes", () => {
    for (const language of Object.values(languages)) {
      expect(languageCodeOf[language.code2]).toBe(language.code);
      expect(homePath(language.code2)).toBe(language.prefix || "/");
    }
  });

  it("seeds DefaultLanguage and AllowedLanguages from the table", () => {
    const option = (key: string) => siteOptionRows.find((row) => row.key === key)?.value;
    expect(option("DefaultLanguage")).toBe(defaultLanguage);
    expect(option("AllowedLanguages")).toBe(Object.keys(languages).join(","));
  });

  it("answers server messages in every language of the table, the default as fallback", () => {
    const byCode2 = { hr: apiHr, en: apiEn, de: apiDe };
    for (const language of Object.values(languages)) {
      expect(translate(language.code, "api.notFound")).toBe(byCode2[language.code2].notFound);
    }
    expect(translate("xyz", "api.notFound")).toBe(
      byCode2[languages[defaultLanguage].code2].notFound,
    );
  });
});
