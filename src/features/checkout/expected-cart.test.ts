import { describe, expect, it } from "vitest";
import { expectedFields, readExpected } from "./expected-cart.ts";

const form = (entries: [string, string][]) => {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
};

describe("expected cart (spec 4 change detection)", () => {
  it("round-trips what the shopper saw", () => {
    const fields = expectedFields({
      prices: { cartTotal: 4550 } as never,
      items: [
        { itemId: 7, qty: 2, prices: { finalPrice: 1500 } },
        { itemId: 9, qty: 1, prices: { finalPrice: 1550 } },
      ] as never,
    });
    expect(fields).toEqual({ total: "4550", items: ["7:2:1500", "9:1:1550"] });
    const posted = form([
      ["expectedTotal", fields.total],
      ...fields.items.map((item): [string, string] => ["expectedItem", item]),
    ]);
    expect(readExpected(posted)).toEqual({
      cartTotal: 4550,
      items: [
        { itemId: 7, qty: 2, finalPrice: 1500 },
        { itemId: 9, qty: 1, finalPrice: 1550 },
      ],
    });
  });

  it("refuses malformed or missing fields", () => {
    expect(readExpected(form([["expectedItem", "7:2:1500"]]))).toBeUndefined();
    expect(readExpected(form([["expectedTotal", "100"]]))).toBeUndefined();
    expect(
      readExpected(
        form([
          ["expectedTotal", "100"],
          ["expectedItem", "7:0:100"],
        ]),
      ),
    ).toBeUndefined();
    expect(
      readExpected(
        form([
          ["expectedTotal", "-1"],
          ["expectedItem", "7:1:100"],
        ]),
      ),
    ).toBeUndefined();
    expect(
      readExpected(
        form([
          ["expectedTotal", "10.5"],
          ["expectedItem", "7:1:100"],
        ]),
      ),
    ).toBeUndefined();
  });
});
