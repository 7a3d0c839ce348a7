import { describe, expect, it } from "vitest";
import { cookieConsentValue } from "./cookie-consent.ts";

describe("the cookie consent cookie", () => {
  it("lasts 30 days (spec 9: 2592000 s) for the whole site", () => {
    expect(cookieConsentValue()).toBe(
      "cookieNotice=accepted; Path=/; Max-Age=2592000; SameSite=Lax",
    );
  });
});
