import { describe, expect, it } from "vitest";
import {
  cartCookieMaxAge,
  cartSessionCookies,
  clearCartCookies,
  readCartSession,
} from "./cart-cookies.ts";

const session = { cartId: "0b7e1c7e-5d1a-4c55-9f43-3c3f2f0f8a11", protectCode: "ab".repeat(16) };

describe("cart cookies (spec 3, 9: cartId and protectCode, one year)", () => {
  it("live one year, HttpOnly and SameSite=Lax; Secure only on https", () => {
    expect(cartCookieMaxAge).toBe(31_536_000);
    const plain = cartSessionCookies(session, { isSecure: false });
    expect(plain).toEqual([
      `cartId=${session.cartId}; Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax`,
      `protectCode=${session.protectCode}; Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax`,
    ]);
    for (const cookie of cartSessionCookies(session, { isSecure: true }))
      expect(cookie).toMatch(/; Secure$/);
  });

  it("are deleted together", () => {
    expect(clearCartCookies({ isSecure: false })).toEqual([
      "cartId=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax",
      "protectCode=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax",
    ]);
  });

  it("are read only when both are there and well formed", () => {
    const header = `locale=hr; cartId=${session.cartId}; protectCode=${session.protectCode}`;
    expect(readCartSession(header)).toEqual(session);
    expect(readCartSession(`cartId=${session.cartId}`)).toBeUndefined();
    expect(readCartSession(`cartId=x; protectCode=${session.protectCode}`)).toBeUndefined();
    expect(readCartSession(`cartId=${session.cartId}; protectCode=ABC`)).toBeUndefined();
    expect(readCartSession(null)).toBeUndefined();
  });
});
