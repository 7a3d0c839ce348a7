import { describe, expect, it } from "vitest";
import {
  cookieChoiceValue,
  cookieConsentValue,
  newVisitorId,
  parseCookieChoice,
  visitorLogEmail,
} from "./cookie-consent.ts";

describe("the cookie consent cookie", () => {
  it("lasts 30 days (spec 9: 2592000 s) for the whole site", () => {
    expect(cookieConsentValue()).toBe(
      "cookieNotice=accepted; Path=/; Max-Age=2592000; SameSite=Lax",
    );
  });

  it("keeps a choice of categories with the visitor's id, and reads it back", () => {
    const visitorId = newVisitorId();
    expect(visitorId).toMatch(/^[0-9a-f]{32}$/);
    expect(newVisitorId()).not.toBe(visitorId);
    const value = cookieChoiceValue({ visitorId, accepted: ["analytics", "marketing-ads"] });
    expect(value).toBe(`c.${visitorId}.analytics.marketing-ads`);
    expect(parseCookieChoice(value)).toEqual({
      visitorId,
      accepted: ["analytics", "marketing-ads"],
    });
    expect(parseCookieChoice(`c.${visitorId}`)).toEqual({ visitorId, accepted: [] });
    expect(visitorLogEmail(visitorId)).toBe(`cookie-${visitorId}@visitor.invalid`);
  });

  it("reads the old answer and junk as necessary cookies only", () => {
    for (const junk of [
      undefined,
      "accepted",
      "c.short.analytics",
      "c.x",
      `c.${"a".repeat(32)}.<b>`,
      `c.${"A".repeat(32)}`,
    ])
      expect(parseCookieChoice(junk)).toEqual({ visitorId: null, accepted: [] });
  });
});
