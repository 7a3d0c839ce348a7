import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  formAmount,
  isSignature,
  notificationSignature,
  refundAnswerSignature,
  refundSignature,
  requestSignature,
  returnSignature,
  statusSignature,
} from "./signatures.ts";

const key = { shopId: "MYSHOP", secretKey: "3DfEO2B5Jjm4VC1Q3vEh" };
// the protocol's formulas written out by hand (docs/research/wspay-protocol.md), to compare with
const sha512 = (text: string) => createHash("sha512").update(text).digest("hex");

describe("WSPay's amounts", () => {
  it("writes cents with a comma and two decimals, no thousands separator", () => {
    expect(formAmount(1700)).toBe("17,00");
    expect(formAmount(123_450)).toBe("1234,50");
    expect(formAmount(5)).toBe("0,05");
    expect(formAmount(0)).toBe("0,00");
    expect(() => formAmount(-1)).toThrow(RangeError);
    expect(() => formAmount(1.5)).toThrow(RangeError);
  });
});

describe("WSPay's signatures", () => {
  const k = key.secretKey;
  it("signs the form's request over the amount's digits", () => {
    expect(requestSignature(key, "2026-000123", 1700)).toBe(
      sha512(`MYSHOP${k}2026-000123${k}1700${k}`),
    );
    expect(requestSignature(key, "2026-000123", 1700)).not.toBe(
      requestSignature(key, "2026-000123", 1701),
    );
  });

  it("checks the browser's return over the cart, the outcome and the approval code", () => {
    const answer = { cartId: "2026-000123", success: "1", approvalCode: "A1B2C3" };
    expect(returnSignature(key, answer)).toBe(sha512(`MYSHOP${k}2026-000123${k}1${k}A1B2C3${k}`));
  });

  it("checks the callback over the action's outcome, the approval code and the gateway's id", () => {
    const answer = { actionSuccess: "1", approvalCode: "A1B2C3", wsPayOrderId: "f0e1" };
    expect(notificationSignature(key, answer)).toBe(
      sha512(`MYSHOP${k}1A1B2C3${k}MYSHOPA1B2C3f0e1`),
    );
  });

  it("signs a status check over the cart", () => {
    expect(statusSignature(key, "2026-000123")).toBe(
      sha512(`MYSHOP${k}2026-000123${k}MYSHOP2026-000123`),
    );
  });

  it("signs a refund over the transaction and the amount in cents, and checks its answer", () => {
    const request = {
      wsPayOrderId: "f0e1",
      stan: "123456",
      approvalCode: "A1B2C3",
      amount: "1525",
    };
    expect(refundSignature(key, request)).toBe(
      sha512(`MYSHOPf0e1${k}123456${k}A1B2C3${k}1525${k}f0e1`),
    );
    expect(refundSignature(key, { ...request, amount: "1526" })).not.toBe(
      refundSignature(key, request),
    );
    const answer = {
      stan: "123456",
      actionSuccess: "1",
      approvalCode: "A1B2C3",
      wsPayOrderId: "f0e1",
    };
    expect(refundAnswerSignature(key, answer)).toBe(sha512(`MYSHOP${k}1234561${k}A1B2C3f0e1`));
  });

  it("compares a received signature whatever its case, and refuses anything else", () => {
    const expected = statusSignature(key, "2026-000123");
    expect(isSignature(expected, expected)).toBe(true);
    expect(isSignature(expected.toUpperCase(), expected)).toBe(true);
    expect(isSignature(`${expected.slice(0, -1)}0`, expected)).toBe(expected.endsWith("0"));
    expect(isSignature(expected.slice(1), expected)).toBe(false);
    expect(isSignature(undefined, expected)).toBe(false);
    expect(isSignature(["x"], expected)).toBe(false);
  });
});
