import { describe, expect, it } from "vitest";
import { translateWith } from "#common/validation-messages.ts";
import { validation } from "#locales/hr/validation.ts";
import { ApiError } from "#src/lib/api-error.ts";
import { mediaFieldErrors, serverMediaErrors, usageOf } from "./media-fields.ts";

const translate = translateWith(validation);

describe("mediaFieldErrors", () => {
  it("accepts texts within the limits, empty ones too", () => {
    expect(mediaFieldErrors({ title: "", description: "Terasa", caption: "" }, translate)).toEqual(
      {},
    );
  });

  it("says which text is too long", () => {
    const errors = mediaFieldErrors(
      { title: "x".repeat(201), description: "ok", caption: "y".repeat(501) },
      translate,
    );
    expect(Object.keys(errors).sort()).toEqual(["caption", "title"]);
    expect(errors.title).toMatch(/200/);
  });
});

describe("serverMediaErrors", () => {
  it("puts the 400 paths on their fields", () => {
    const invalid = new ApiError({
      message: "neispravno",
      status: 400,
      fields: [{ path: "/body/description", message: "predugo" }],
    });
    expect(serverMediaErrors(invalid)).toEqual({ description: "predugo" });
  });
});

describe("usageOf", () => {
  const usage = [
    { kind: "page", key: "restoran", language_code: "hrv", title: "Restoran", where: "draft" },
  ];
  const error = { status: 409, message: "Ne može se obrisati dok se koristi", key: "api.inUse" };

  it("reads where a refused delete says the item is used", () => {
    expect(usageOf(409, { error, usage })).toEqual(usage);
  });

  it("ignores other answers", () => {
    expect(usageOf(404, { error, usage })).toBeUndefined();
    expect(usageOf(409, { error })).toBeUndefined();
  });
});
