import { describe, expect, it } from "vitest";
import { type CouponRow, couponProblem, isCouponEligible } from "./coupon-rules.ts";

const now = new Date("2026-11-26T12:00:00Z");
const coupon = (values: Partial<CouponRow> = {}): CouponRow => ({
  id: 1,
  siteId: "s",
  code: "WELCOME10",
  kind: "percent",
  amount: 10,
  minItemsTotalCents: 0,
  validFrom: null,
  validTo: null,
  usageLimit: null,
  perCustomerLimit: null,
  productIds: [],
  categoryIds: [],
  usedCount: 0,
  isActive: true,
  ...values,
});
const fine = { now, itemsTotal: 5000, hasEligibleLine: true, customerUses: 0 };

describe("coupon conditions (issue 17)", () => {
  it("applies when every condition holds", () => {
    expect(couponProblem(coupon(), fine)).toBeUndefined();
  });

  it("is not found when inactive or outside its window", () => {
    expect(couponProblem(coupon({ isActive: false }), fine)).toBe("api.couponNotFound");
    expect(couponProblem(coupon({ validTo: new Date("2026-11-25T00:00:00Z") }), fine)).toBe(
      "api.couponNotFound",
    );
    expect(couponProblem(coupon({ validFrom: new Date("2026-11-27T00:00:00Z") }), fine)).toBe(
      "api.couponNotFound",
    );
  });

  it("is used up at its overall or per-customer limit", () => {
    expect(couponProblem(coupon({ usageLimit: 3, usedCount: 3 }), fine)).toBe("api.couponUsedUp");
    expect(couponProblem(coupon({ usageLimit: 3, usedCount: 2 }), fine)).toBeUndefined();
    expect(couponProblem(coupon({ perCustomerLimit: 1 }), { ...fine, customerUses: 1 })).toBe(
      "api.couponUsedUp",
    );
  });

  it("needs its minimum and an eligible line", () => {
    const minimum = coupon({ minItemsTotalCents: 5001 });
    expect(couponProblem(minimum, fine)).toBe("api.couponMinimum");
    expect(couponProblem(coupon(), { ...fine, hasEligibleLine: false })).toBe(
      "api.couponNotApplicable",
    );
  });

  it("scopes by product, a variant's parent, or category (ancestors included)", () => {
    const scoped = coupon({ productIds: [7], categoryIds: [3] });
    expect(isCouponEligible(scoped, [{ id: 8, categoryIds: [] }])).toBe(false);
    expect(
      isCouponEligible(scoped, [
        { id: 8, categoryIds: [] },
        { id: 7, categoryIds: [] },
      ]),
    ).toBe(true);
    expect(isCouponEligible(scoped, [{ id: 9, categoryIds: [1, 3] }, undefined])).toBe(true);
    expect(isCouponEligible(coupon(), [undefined])).toBe(true);
  });
});
