import { describe, expect, it } from "vitest";
import { createI18n } from "./i18n.ts";
import { memoiseTranslations } from "./memo-translations.ts";

describe("memoiseTranslations", () => {
  it("answers what i18next answers, interpolation included", () => {
    const plain = createI18n("eng");
    const remembered = memoiseTranslations(createI18n("eng"));
    const t = plain.getFixedT(null, "layout");
    const memo = remembered.getFixedT(null, "layout");
    for (const round of [1, 2]) {
      expect(memo("header.languages"), `round ${round}`).toBe(t("header.languages"));
      expect(memo("header.switchTo", { language: "Deutsch" })).toBe(
        t("header.switchTo", { language: "Deutsch" }),
      );
      expect(memo("header.switchTo", { language: "Hrvatski" })).toBe(
        t("header.switchTo", { language: "Hrvatski" }),
      );
    }
    expect(memo("header.switchTo", { language: "Deutsch" })).toContain("Deutsch");
  });

  it("remembers a text: i18next is not asked again", () => {
    const instance = memoiseTranslations(createI18n("eng"));
    const t = instance.getFixedT(null, "layout");
    const first = t("header.languages");
    instance.addResource("en", "layout", "header.languages", "changed");
    expect(t("header.languages")).toBe(first);
    expect(instance.getFixedT(null, "layout")).toBe(t);
    // a key it has not seen yet is looked up
    instance.addResource("en", "layout", "footer.social", "fresh");
    expect(t("footer.social")).toBe("fresh");
  });

  it("leaves calls with object or function options to i18next", () => {
    const instance = memoiseTranslations(createI18n("eng"));
    // an object among the options (i18next would format it): typed loosely on purpose
    const t = instance.getFixedT(null, "layout") as unknown as (
      key: string,
      options: object,
    ) => string;
    const options = { language: { toString: () => "Deutsch" } };
    const first = t("header.switchTo", options);
    instance.addResource("en", "layout", "header.switchTo", "to {language}");
    expect(t("header.switchTo", options)).not.toBe(first);
  });
});
