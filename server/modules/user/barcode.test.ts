import { describe, expect, it } from "vitest";
import { isEan13 } from "./barcode.ts";

describe("isEan13", () => {
  it("accepts a code with its check digit and refuses one digit off", () => {
    expect(isEan13("3850000123455")).toBe(true);
    expect(isEan13("4006381333931")).toBe(true);
    expect(isEan13("3850000123456")).toBe(false);
    expect(isEan13("385000012345")).toBe(false);
    expect(isEan13("38500001234a5")).toBe(false);
  });
});
