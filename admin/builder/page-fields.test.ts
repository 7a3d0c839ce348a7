import { describe, expect, it } from "vitest";
import { translateWith } from "#common/validation-messages.ts";
import { validation } from "#locales/hr/validation.ts";
import { ApiError } from "#src/lib/api-error.ts";
import { pageFieldErrors, serverFieldErrors } from "./page-fields.ts";

const translate = translateWith(validation);

describe("pageFieldErrors", () => {
  it("accepts a title and a slug of at least 4 lower-case letters, digits and hyphens", () => {
    expect(pageFieldErrors({ title: "Kontakt", slug: "kontakt-2" }, translate)).toEqual({});
  });

  it("says which field is wrong with the spec 5 messages", () => {
    expect(pageFieldErrors({ title: "", slug: "" }, translate)).toEqual({
      title: validation.required,
      slug: validation.required,
    });
    expect(pageFieldErrors({ title: "Kontakt", slug: "abc" }, translate)).toEqual({
      slug: validation.slugTooShort,
    });
    expect(pageFieldErrors({ title: "Kontakt", slug: "Nova Ponuda" }, translate)).toEqual({
      slug: validation.invalidSlug,
    });
  });
});

describe("serverFieldErrors", () => {
  it("puts a taken slug and the 400 paths on their fields", () => {
    const taken = new ApiError({ message: "zauzeto", status: 409, key: "api.slugTaken" });
    expect(serverFieldErrors(taken)).toEqual({ slug: "zauzeto" });
    const invalid = new ApiError({
      message: "neispravno",
      status: 400,
      fields: [{ path: "/body/title", message: "predugo" }],
    });
    expect(serverFieldErrors(invalid)).toEqual({ title: "predugo" });
  });
});
