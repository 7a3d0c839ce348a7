import { describe, expect, it } from "vitest";
import { pageVaryCookies, personalCookies } from "#common/page-cache-cookies.ts";
import { flashCookieName, sessionCookies } from "#src/features/auth/session-cookies.ts";
import { cartSessionCookies } from "#src/features/cart/cart-cookies.ts";
import { currencyCookieName } from "#common/shopper-currency.ts";
import { cookieConsentName } from "#src/features/layout/cookie-consent.ts";
import { localeCookie } from "./site-options.ts";

const nameOf = (cookie: string): string => cookie.split("=")[0] ?? "";

describe("cookies the page cache knows (common/page-cache-cookies.ts)", () => {
  it("keys pages by the cookies that change their HTML or Set-Cookie", () => {
    expect(pageVaryCookies).toContain(cookieConsentName);
    expect(pageVaryCookies).toContain(nameOf(localeCookie("hr", { isSecure: false })));
    // spec 3: prices in the chosen currency
    expect(pageVaryCookies).toContain(currencyCookieName);
  });

  it("never caches a page for a session or a flash message", () => {
    const security = { isSecure: false };
    for (const cookie of sessionCookies({ accessToken: "a", refreshToken: "r" }, security))
      expect(personalCookies).toContain(nameOf(cookie));
    expect(personalCookies).toContain(flashCookieName);
  });

  it("never caches a page for a shopper with a cart (spec 4: its count and modal are in it)", () => {
    const session = { cartId: "0b7e1c7e-5d1a-4c55-9f43-3c3f2f0f8a11", protectCode: "0".repeat(32) };
    const names = cartSessionCookies(session, { isSecure: false }).map(nameOf);
    expect(names).toEqual(["cartId", "protectCode"]);
    for (const name of names) expect(personalCookies).toContain(name);
  });
});
