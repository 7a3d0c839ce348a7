import { describe, expect, it } from "vitest";
import { routes } from "#generated/routes.ts";
import { createI18n } from "./i18n.ts";
import { languages } from "./languages.ts";

describe("createI18n", () => {
  it("interpolates single-brace placeholders", () => {
    const i18n = createI18n("hrv");
    expect(i18n.t("layout:header.switchTo", { language: "English" })).toBe(
      "Prebaci na jezik: English",
    );
  });

  it("speaks the request language and falls back to Croatian", () => {
    expect(createI18n("deu").t("errors:notFound")).toBe("Seite nicht gefunden");
    expect(createI18n("eng").t("layout:cookie.agree")).toBe("I agree");
    expect(createI18n("hrv").t("layout:cookie.agree")).toBe("Slažem se");
  });

  it("keeps two instances apart (one per request)", () => {
    const croatian = createI18n("hrv");
    const english = createI18n("eng");
    expect(croatian.t("errors:backHome")).toBe("Povratak na početnu");
    expect(english.t("errors:backHome")).toBe("Back to the home page");
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
