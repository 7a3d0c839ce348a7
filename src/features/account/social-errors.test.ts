import { describe, expect, it } from "vitest";
import { isSocialErrorKey, socialErrorKey } from "./social-errors.ts";

describe("social login refusals the login page explains", () => {
  it("takes the API's own social key, else the fallback", () => {
    expect(socialErrorKey({ key: "api.socialDenied" }, "socialFailed")).toBe("socialDenied");
    expect(socialErrorKey({ key: "validation.required" }, "socialFailed")).toBe("socialFailed");
    expect(socialErrorKey({ key: undefined }, "socialProviderUnknown")).toBe(
      "socialProviderUnknown",
    );
  });

  it("accepts only known keys from the query (no message of the visitor's choosing)", () => {
    expect(isSocialErrorKey("socialStateInvalid")).toBe(true);
    expect(isSocialErrorKey("notFound")).toBe(false);
    expect(isSocialErrorKey(null)).toBe(false);
  });
});
