import { createHash, timingSafeEqual } from "node:crypto";

// WSPay's form protocol, version 2.0 (docs/research/wspay-protocol.md): every signature is the
// lowercase hex SHA-512 of values and the shop's secret key joined without separators.

/** The shop's identity at the gateway: its ShopID and the secret key the gateway issued. */
export type WspayKey = { shopId: string; secretKey: string };

const sha512 = (parts: readonly string[]): string =>
  createHash("sha512").update(parts.join(""), "utf8").digest("hex");

/** An amount in cents as the form writes it: "17,00", "1234,50" (no thousands separator). */
export function formAmount(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`not an amount: ${cents}`);
  return `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, "0")}`;
}

/** The form's request: ShopID, key, ShoppingCartID, key, the amount's digits ("1700"), key. */
export function requestSignature(key: WspayKey, cartId: string, cents: number): string {
  const digits = formAmount(cents).replace(",", "");
  const { shopId, secretKey } = key;
  return sha512([shopId, secretKey, cartId, secretKey, digits, secretKey]);
}

/** The browser's return (success, error and cancel alike). */
export function returnSignature(
  key: WspayKey,
  answer: { cartId: string; success: string; approvalCode: string },
): string {
  const { shopId, secretKey } = key;
  const { cartId, success, approvalCode } = answer;
  return sha512([
    shopId,
    secretKey,
    cartId,
    secretKey,
    success,
    secretKey,
    approvalCode,
    secretKey,
  ]);
}

/** The server-to-server callback, and the status check's answer. */
export function notificationSignature(
  key: WspayKey,
  answer: { actionSuccess: string; approvalCode: string; wsPayOrderId: string },
): string {
  const { shopId, secretKey } = key;
  const { actionSuccess, approvalCode, wsPayOrderId } = answer;
  return sha512([
    shopId,
    secretKey,
    actionSuccess,
    approvalCode,
    secretKey,
    shopId,
    approvalCode,
    wsPayOrderId,
  ]);
}

/** The status check's request. */
export function statusSignature(key: WspayKey, cartId: string): string {
  const { shopId, secretKey } = key;
  return sha512([shopId, secretKey, cartId, secretKey, shopId, cartId]);
}

/** A refund's request as WSPay takes it (docs/research/wspay-protocol.md section 6), signed. */
export type WspayRefundRequest = {
  Version: "2.0";
  ShopID: string;
  WsPayOrderId: string;
  ApprovalCode: string;
  STAN: string;
  /** In cents, digits only ("1525"). */
  Amount: string;
  Signature: string;
};

/** A refund's request (docs/research/wspay-protocol.md section 6); its Amount is in cents ("1525"). */
export function refundSignature(
  key: WspayKey,
  request: { wsPayOrderId: string; stan: string; approvalCode: string; amount: string },
): string {
  const { shopId, secretKey } = key;
  const { wsPayOrderId, stan, approvalCode, amount } = request;
  return sha512([
    shopId,
    wsPayOrderId,
    secretKey,
    stan,
    secretKey,
    approvalCode,
    secretKey,
    amount,
    secretKey,
    wsPayOrderId,
  ]);
}

/** A refund's answer. */
export function refundAnswerSignature(
  key: WspayKey,
  answer: { stan: string; actionSuccess: string; approvalCode: string; wsPayOrderId: string },
): string {
  const { shopId, secretKey } = key;
  const { stan, actionSuccess, approvalCode, wsPayOrderId } = answer;
  return sha512([shopId, secretKey, stan, actionSuccess, secretKey, approvalCode, wsPayOrderId]);
}

/** Whether a signature a message carries is the expected one, in time independent of where they differ. */
export function isSignature(received: unknown, expected: string): boolean {
  if (typeof received !== "string") return false;
  const a = Buffer.from(received.toLowerCase());
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
