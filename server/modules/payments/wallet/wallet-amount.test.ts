import { describe, expect, it } from "vitest";
import { centsOfWalletAmount, isWalletAmount, walletAmount } from "./wallet-api.ts";

// The wallet's money: PayPal's "17.00" against the shop's integer cents, exactly.

describe("walletAmount", () => {
  it("writes cents with a point and two decimals", () => {
    expect(walletAmount(1700)).toBe("17.00");
    expect(walletAmount(1750)).toBe("17.50");
    expect(walletAmount(5)).toBe("0.05");
    expect(walletAmount(50)).toBe("0.50");
    expect(walletAmount(0)).toBe("0.00");
    expect(walletAmount(123_456_789)).toBe("1234567.89");
    expect(walletAmount(99_999_999_999)).toBe("999999999.99");
  });

  it("refuses what is not a whole number of cents in range", () => {
    for (const cents of [-1, 1.5, 0.1 + 0.2, NaN, Infinity, 100_000_000_000, 2 ** 60])
      expect(() => walletAmount(cents), String(cents)).toThrow(RangeError);
  });
});

describe("centsOfWalletAmount", () => {
  it("reads whole amounts and one or two decimals", () => {
    expect(centsOfWalletAmount("17.00")).toBe(1700);
    expect(centsOfWalletAmount("17.5")).toBe(1750);
    expect(centsOfWalletAmount("17")).toBe(1700);
    expect(centsOfWalletAmount("0.05")).toBe(5);
    expect(centsOfWalletAmount("0.1")).toBe(10);
    expect(centsOfWalletAmount("007.10")).toBe(710);
    expect(centsOfWalletAmount("999999999.99")).toBe(99_999_999_999);
  });

  it("is exact where a float is not (0.29 * 100 is 28.999999999999996)", () => {
    expect(centsOfWalletAmount("0.29")).toBe(29);
    expect(centsOfWalletAmount("1.15")).toBe(115);
    expect(centsOfWalletAmount("4.35")).toBe(435);
    expect(centsOfWalletAmount("10000000.01")).toBe(1_000_000_001);
  });

  it("refuses anything else", () => {
    const junk = [
      "",
      ".5",
      "17.",
      "1.005",
      "-1.00",
      "+1.00",
      "1e3",
      "1,00",
      " 1.00",
      "1.00 ",
      "0x10",
      "1000000000.00",
      "١٧.٠٠",
      "Infinity",
      "NaN",
    ];
    for (const value of junk)
      expect(() => centsOfWalletAmount(value), JSON.stringify(value)).toThrow(RangeError);
    expect(() => centsOfWalletAmount(17 as unknown as string)).toThrow(RangeError);
    expect(() => centsOfWalletAmount(null as unknown as string)).toThrow(RangeError);
  });

  it("round-trips every cent up to a hundred euros, and large amounts", () => {
    for (let cents = 0; cents <= 10_000; cents++)
      expect(centsOfWalletAmount(walletAmount(cents))).toBe(cents);
    for (const cents of [99_999_999_999, 12_345_678_901, 1_000_000_000])
      expect(centsOfWalletAmount(walletAmount(cents))).toBe(cents);
  });

  it("agrees with isWalletAmount", () => {
    expect(isWalletAmount("17.00")).toBe(true);
    expect(isWalletAmount("17.001")).toBe(false);
    expect(isWalletAmount(17)).toBe(false);
  });
});
