import { describe, expect, it } from "vitest";
import { lastOrderCookie, readCheckoutConsents, readLastOrder } from "./checkout-cookies.ts";

const cartId = "0b7c7d4e-3f0a-4b8e-9a47-2a6f0c1d9e55";
const protectCode = "0123456789abcdef0123456789abcdef";

describe("checkout cookies", () => {
  it("keeps only the address step's consents it asks for", () => {
    const header = "checkoutConsents=privacy%2Cnewsletter%2Cinvented%2Cprivacy";
    expect(readCheckoutConsents(header, ["privacy", "newsletter"])).toEqual([
      "privacy",
      "newsletter",
    ]);
    expect(readCheckoutConsents(null, ["privacy"])).toEqual([]);
  });

  it("keeps the credentials of the cart an order was placed with", () => {
    const cookie = lastOrderCookie({ cartId, protectCode }, { isSecure: false });
    expect(cookie).toContain("HttpOnly");
    const header = cookie.split(";")[0] ?? "";
    expect(readLastOrder(header)).toEqual({ cartId, protectCode });
    expect(readLastOrder("lastOrder=nonsense")).toBeUndefined();
  });
});
