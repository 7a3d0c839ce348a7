import { describe, expect, it } from "vitest";
import { elements } from "#generated/elements.ts";
import { translateWith } from "#common/validation-messages.ts";
import { validation } from "#locales/hr/validation.ts";
import { generatedValidator, matchesCondition, pointerPath } from "./validator.ts";

const translate = translateWith(validation);

describe("rjsf validator over the generated validators", () => {
  it("reports a missing hero title inline, in Croatian, at its field", () => {
    const validator = generatedValidator({ validate: elements.hero.validate, translate });
    const { errors, errorSchema } = validator.validateFormData(
      { image: "/images/demo/peka-960.jpg" },
      {},
    );
    expect(errors).toEqual([
      expect.objectContaining({ property: ".title", message: "Unos ovog polja je obavezan" }),
    ]);
    expect(errorSchema).toEqual({ title: { __errors: ["Unos ovog polja je obavezan"] } });
  });

  it("finds nested errors and never fills defaults into the editor's data", () => {
    const validator = generatedValidator({ validate: elements.hero.validate, translate });
    const data = {
      title: "Konoba",
      image: "/a.jpg",
      cta: { label: "", link: { kind: "page", href: "/x" } },
    };
    const { errors } = validator.validateFormData(data, {});
    expect(errors.map((error) => error.property)).toEqual([".cta.label"]);
    expect(data).not.toHaveProperty("overlay");
  });

  it("keeps only the errors a form shows (the mobile form: its overrides)", () => {
    const validator = generatedValidator({
      validate: elements.spacer.validate,
      translate,
      prepare: (overrides) => ({ ...(overrides as object) }),
      keep: (path) => path[0] === "height",
    });
    expect(validator.validateFormData({ height: 900 }, {}).errors).toHaveLength(1);
    expect(validator.validateFormData({ height: 24 }, {}).errors).toHaveLength(0);
  });

  it("matches the `if` conditions rjsf asks about", () => {
    const youtube = { properties: { provider: { const: "youtube" } } };
    expect(matchesCondition(youtube, { provider: "youtube" })).toBe(true);
    expect(matchesCondition(youtube, { provider: "vimeo" })).toBe(false);
    expect(matchesCondition({ required: ["a"] }, {})).toBe(false);
  });

  it("reads JSON pointers with escapes", () => {
    expect(pointerPath("/cta/link/href")).toEqual(["cta", "link", "href"]);
    expect(pointerPath("/a~1b/c~0d")).toEqual(["a/b", "c~d"]);
  });
});
