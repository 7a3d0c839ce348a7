import { describe, expect, it } from "vitest";
import validateFinderDecide from "#generated/validators/operations/finderDecide.body.js";
import { validationFieldErrors } from "./validation-errors.ts";
import { maxCheckedItems, validateBounded } from "./bounded-input.ts";
import { isValidHost } from "./request-guards.ts";

describe("validateBounded", () => {
  it("cuts a huge array before ajv: the schema's maxItems, a bounded number of errors", () => {
    const route = Array.from({ length: 500_000 }, (_, index) => index);
    const errors = validateBounded(validateFinderDecide, { route }) ?? [];
    expect(errors.length).toBeLessThanOrEqual(maxCheckedItems + 2);
    expect(errors.some((error) => error.keyword === "maxItems")).toBe(true);
    const fields = validationFieldErrors(errors, "hrv");
    expect(fields).toHaveLength(20);
    expect(fields[0]?.message).toBe("Najveći dopušteni broj stavki je 8");
  });

  it("leaves valid and small inputs to the validator as they are", () => {
    expect(validateBounded(validateFinderDecide, { route: ["o-nama"] })).toBeUndefined();
    expect(validateBounded(validateFinderDecide, { route: [1] })?.[0]?.keyword).toBe("type");
  });

  it("survives nesting deeper than the stack", () => {
    let deep: unknown = [];
    for (let level = 0; level < 100_000; level += 1) deep = [deep];
    expect(validateBounded(validateFinderDecide, { route: deep })).toBeDefined();
  });
});

describe("isValidHost", () => {
  it("takes names, addresses and ports", () => {
    for (const host of ["localhost", "localhost:3000", "example.com.", "127.0.0.1", "[::1]:80"])
      expect(isValidHost(host), host).toBe(true);
  });

  it("refuses what names no host", () => {
    for (const host of ["", "my_app", "-bad.com", "a@x", "a..b", "x:99999", "[zz]", undefined])
      expect(isValidHost(host), String(host)).toBe(false);
  });
});
