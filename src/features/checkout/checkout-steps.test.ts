import { describe, expect, it } from "vitest";
import { furthestStep, neighbours, shownStep, stepsOf } from "./checkout-steps.ts";

const start = { isDigitalOnly: false, hasAddress: false, hasDelivery: false };

describe("checkout steps (spec 2, 4)", () => {
  it("skips shipping for an e-product cart", () => {
    expect(stepsOf(true)).toEqual(["address", "payment"]);
    expect(stepsOf(false)).toEqual(["address", "shipping", "payment"]);
    expect(furthestStep({ isDigitalOnly: true, hasAddress: true, hasDelivery: false })).toBe(
      "payment",
    );
  });

  it("never opens a step before the ones it needs", () => {
    expect(shownStep("payment", start)).toBe("address");
    expect(shownStep("payment", { ...start, hasAddress: true })).toBe("shipping");
    expect(shownStep("shipping", { ...start, isDigitalOnly: true, hasAddress: true })).toBe(
      "payment",
    );
  });

  it("opens an earlier step on request and the furthest one without a request", () => {
    const done = { ...start, hasAddress: true, hasDelivery: true };
    expect(shownStep("address", done)).toBe("address");
    expect(shownStep(null, done)).toBe("payment");
    expect(shownStep("nonsense", done)).toBe("payment");
  });

  it("knows the step before and after", () => {
    expect(neighbours("payment", false)).toEqual({ previous: "shipping", next: undefined });
    expect(neighbours("payment", true)).toEqual({ previous: "address", next: undefined });
    expect(neighbours("address", false)).toEqual({ previous: undefined, next: "shipping" });
  });
});
