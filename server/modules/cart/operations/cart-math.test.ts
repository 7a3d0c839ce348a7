import { describe, expect, it } from "vitest";
import type { CustomOption } from "#generated/types.ts";
import {
  allocate,
  cartMoney,
  couponDiscount,
  optionSurcharge,
  taxIn,
  toCents,
} from "./cart-math.ts";

describe("cart money (decision 031)", () => {
  it("turns numeric prices into cents without float drift", () => {
    expect(toCents(24.9)).toBe(2490);
    expect(toCents(0.29)).toBe(29);
    expect(toCents(19.99)).toBe(1999);
  });

  it("allocates by largest remainder: whole parts that add up exactly", () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(460, [3600, 1000])).toEqual([360, 100]);
    expect(allocate(10, [1, 2])).toEqual([3, 7]); // 3.33 and 6.67: the larger remainder wins
    expect(allocate(5, [0, 0])).toEqual([0, 0]);
    expect(allocate(0, [4, 5])).toEqual([0, 0]);
    const parts = allocate(99_999, [1, 3, 7, 11, 13]);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(99_999);
  });

  it("takes the VAT a gross amount holds, per rate", () => {
    expect(taxIn(12_500, 2500)).toBe(2500);
    expect(taxIn(1000, 1300)).toBe(115); // 115.04
    expect(taxIn(900, 1300)).toBe(104); // 103.54
    expect(taxIn(0, 2500)).toBe(0);
  });

  it("discounts percent rounded and fixed at most the eligible rows", () => {
    expect(couponDiscount({ kind: "percent", amount: 10 }, 4605)).toBe(461); // 460.5
    expect(couponDiscount({ kind: "fixed", amount: 500 }, 300)).toBe(300);
    expect(couponDiscount({ kind: "fixed", amount: 500 }, 3000)).toBe(500);
    expect(couponDiscount({ kind: "percent", amount: 10 }, 0)).toBe(0);
  });

  it("adds option surcharges; a number option's times the typed number", () => {
    const options: CustomOption[] = [
      {
        option_title: "Gravura",
        option_type: "text",
        is_required: false,
        max_characters: 30,
        custom_option_values: [{ sku: "ENGRAVING", label: "Gravura", price: 8 }],
      },
      {
        option_title: "Boce",
        option_type: "number",
        is_required: false,
        max_characters: 1,
        custom_option_values: [{ sku: "EXTRA", label: "Boca", price: 24.9 }],
      },
    ];
    expect(optionSurcharge(options, undefined)).toBe(0);
    expect(optionSurcharge(options, { ENGRAVING: "Ana" })).toBe(800);
    expect(optionSurcharge(options, { ENGRAVING: "Ana", EXTRA: "3" })).toBe(800 + 7470);
    expect(optionSurcharge(options, { OTHER: "x" })).toBe(0);
  });

  it("prices a cart: loyalty, coupon spread, VAT per rate and delivery", () => {
    const lines = [
      { unitFinal: 2000, unitCharged: 1800, qty: 2, rateBasisPoints: 2500, isCouponEligible: true },
      { unitFinal: 1000, unitCharged: 1000, qty: 1, rateBasisPoints: 1300, isCouponEligible: true },
    ];
    const money = cartMoney({
      lines,
      coupon: { kind: "percent", amount: 10 },
      delivery: { priceCents: 500, freeFromCents: 5000, rate: 2500 },
    });
    // rows 4000 + 1000; charged 3600 + 1000; 10 % of 4600 = 460 spread 360 / 100
    expect(money.totals).toEqual({
      itemsTotal: 5000,
      coupon: 460,
      loyalty: 400,
      delivery: 500,
      cartTotal: 4140,
      orderTotal: 4640,
    });
    expect(money.couponParts).toEqual([360, 100]);
    expect(money.taxRates).toEqual([
      { rateBasisPoints: 2500, gross: 3240 + 500, tax: 748 },
      { rateBasisPoints: 1300, gross: 900, tax: 104 },
    ]);
    expect(money.tax).toEqual({
      itemsTotal: 800 + 115,
      coupon: 72 + 12, // 360 at 25 %, 100 at 13 % (11.50)
      loyalty: 80,
      delivery: 100,
      cartTotal: 648 + 104,
      orderTotal: 748 + 104,
    });
  });

  it("makes delivery free from its threshold of the cart total and skips ineligible lines", () => {
    const money = cartMoney({
      lines: [
        {
          unitFinal: 3000,
          unitCharged: 3000,
          qty: 1,
          rateBasisPoints: 2500,
          isCouponEligible: false,
        },
        {
          unitFinal: 1000,
          unitCharged: 1000,
          qty: 2,
          rateBasisPoints: 2500,
          isCouponEligible: true,
        },
      ],
      coupon: { kind: "fixed", amount: 5000 },
      delivery: { priceCents: 500, freeFromCents: 3000, rate: 2500 },
    });
    // the fixed coupon takes at most the eligible 2000; 5000 - 2000 = 3000 reaches the threshold
    expect(money.totals).toMatchObject({
      coupon: 2000,
      cartTotal: 3000,
      delivery: 0,
      orderTotal: 3000,
    });
    expect(money.couponParts).toEqual([0, 2000]);
    expect(money.taxRates).toEqual([{ rateBasisPoints: 2500, gross: 3000, tax: 600 }]);
  });
});
