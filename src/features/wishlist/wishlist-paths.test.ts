import { describe, expect, it } from "vitest";
import { parseToggle, toggleValue } from "./wishlist-paths.ts";

describe("the toggle value a heart posts", () => {
  it("carries the product, the asked state and the page there and back", () => {
    expect(parseToggle(toggleValue(42, true, "/shop/vina?sort=priceAsc"))).toEqual({
      productId: 42,
      wished: true,
      back: "/shop/vina?sort=priceAsc",
    });
    expect(parseToggle(toggleValue(7, false, ""))).toEqual({
      productId: 7,
      wished: false,
      back: "",
    });
  });

  it("is refused when it is anything else", () => {
    const refused = [null, "", "42", "42:true", "0:true:/", "-1:true:/", "42:yes:/", "1e3:true:/"];
    for (const value of [...refused, " 42:true:/", "12345678901:true:/"])
      expect(parseToggle(value), String(value)).toBeUndefined();
  });
});
