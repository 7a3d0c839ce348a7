import { centsOfWalletAmount, currencyPattern, isWalletAmount } from "./wallet-amount.ts";

// What the card wallet's client keeps of PayPal's answers: small typed views, read defensively.
// An answer of another shape is a WalletApiError (INVALID_RESPONSE), never a TypeError later.

/**
 * An error of the wallet's API: its HTTP status (0 when no answer came: a timeout, the network,
 * or an argument refused before sending), PayPal's error name (`UNPROCESSABLE_ENTITY`,
 * `AUTHENTICATION_FAILURE`, `invalid_client` …) and the first `details[].issue`
 * (`ORDER_NOT_APPROVED`, `REFUND_AMOUNT_EXCEEDED` …).
 */
export class WalletApiError extends Error {
  override readonly name: string;
  readonly status: number;
  readonly issue: string | undefined;
  readonly debugId: string | undefined;

  constructor(
    status: number,
    name: string,
    message: string,
    more: { issue?: string; debugId?: string; cause?: unknown } = {},
  ) {
    super(message, more.cause === undefined ? undefined : { cause: more.cause });
    this.name = name;
    this.status = status;
    this.issue = more.issue;
    this.debugId = more.debugId;
  }
}

export type WalletMoney = { amountCents: number; currency: string };
export type WalletCapture = WalletMoney & { id: string; status: string };
export type WalletRefund = WalletMoney & { id: string; status: string };

/** An order (Orders v2) as the shop needs it: its one purchase unit, payer and captures. */
export type WalletOrder = WalletMoney & {
  id: string;
  /** CREATED, APPROVED, COMPLETED (and PayPal's others: SAVED, VOIDED, PAYER_ACTION_REQUIRED). */
  status: string;
  referenceId: string | undefined;
  customId: string | undefined;
  payerId: string | undefined;
  /** Where the buyer approves it (the `approve` link). */
  approveUrl: string | undefined;
  captures: WalletCapture[];
  refunds: WalletRefund[];
};

/** A subscription (Subscriptions v1). */
export type WalletSubscription = {
  id: string;
  /** APPROVAL_PENDING, ACTIVE (and PayPal's others: APPROVED, SUSPENDED, CANCELLED, EXPIRED). */
  status: string;
  planId: string;
  quantity: number;
  customId: string | undefined;
  payerId: string | undefined;
  approveUrl: string | undefined;
  /** The shipping charged each cycle (`shipping_amount`, in the plan's currency). */
  shippingCents: number | undefined;
  /** The last cycle's payment (`billing_info.last_payment`), once one was made. */
  lastPayment: (WalletMoney & { time: string }) | undefined;
};

/** The OAuth token's answer. */
export type WalletToken = { accessToken: string; expiresInSeconds: number };

export type Json = Record<string, unknown>;

export const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);

export function malformed(what: string): WalletApiError {
  return new WalletApiError(0, "INVALID_RESPONSE", `the wallet answered an unexpected ${what}`);
}

export function object(value: unknown, what: string): Json {
  if (!isObject(value)) throw malformed(what);
  return value;
}

export function text(json: Json, key: string, what: string): string {
  const value = json[key];
  if (typeof value !== "string" || value === "" || value.length > 2048)
    throw malformed(`${what}.${key}`);
  return value;
}

function optionalText(json: Json, key: string, what: string): string | undefined {
  return json[key] === undefined ? undefined : text(json, key, what);
}

export function list(json: Json, key: string, what: string): unknown[] {
  const value = json[key] ?? [];
  if (!Array.isArray(value)) throw malformed(`${what}.${key}`);
  return value;
}

export function money(value: unknown, what: string): WalletMoney {
  const amount = object(value, what);
  const currency = amount.currency_code;
  if (
    !isWalletAmount(amount.value) ||
    typeof currency !== "string" ||
    !currencyPattern.test(currency)
  )
    throw malformed(what);
  return { amountCents: centsOfWalletAmount(amount.value), currency };
}

/** A capture or a refund: id, status and amount. */
function movement(value: unknown, what: string): WalletCapture {
  const json = object(value, what);
  return {
    id: text(json, "id", what),
    status: text(json, "status", what),
    ...money(json.amount, `${what}.amount`),
  };
}

function approveLink(json: Json, what: string): string | undefined {
  const approve = list(json, "links", what).find(
    (link) => isObject(link) && (link.rel === "approve" || link.rel === "payer-action"),
  );
  return approve === undefined ? undefined : text(object(approve, what), "href", `${what}.links`);
}

export function orderView(value: unknown): WalletOrder {
  const json = object(value, "order");
  const units = list(json, "purchase_units", "order");
  if (units.length !== 1) throw malformed("order.purchase_units");
  const unit = object(units[0], "purchase unit");
  const payments = isObject(unit.payments) ? unit.payments : {};
  const payer = json.payer === undefined ? {} : object(json.payer, "order.payer");
  return {
    id: text(json, "id", "order"),
    status: text(json, "status", "order"),
    ...money(unit.amount, "purchase unit amount"),
    referenceId: optionalText(unit, "reference_id", "purchase unit"),
    customId: optionalText(unit, "custom_id", "purchase unit"),
    payerId: optionalText(payer, "payer_id", "order.payer"),
    approveUrl: approveLink(json, "order"),
    captures: list(payments, "captures", "payments").map((item) => movement(item, "capture")),
    refunds: list(payments, "refunds", "payments").map((item) => movement(item, "refund")),
  };
}

export function subscriptionView(value: unknown): WalletSubscription {
  const json = object(value, "subscription");
  const quantity = json.quantity ?? "1";
  const count = typeof quantity === "string" && /^\d{1,6}$/.test(quantity) ? Number(quantity) : NaN;
  if (!Number.isSafeInteger(count) || count < 1) throw malformed("subscription.quantity");
  const subscriber =
    json.subscriber === undefined ? {} : object(json.subscriber, "subscription.subscriber");
  const billing =
    json.billing_info === undefined ? {} : object(json.billing_info, "subscription.billing_info");
  const last =
    billing.last_payment === undefined
      ? undefined
      : object(billing.last_payment, "subscription.billing_info.last_payment");
  return {
    id: text(json, "id", "subscription"),
    status: text(json, "status", "subscription"),
    planId: text(json, "plan_id", "subscription"),
    quantity: count,
    customId: optionalText(json, "custom_id", "subscription"),
    payerId: optionalText(subscriber, "payer_id", "subscription.subscriber"),
    approveUrl: approveLink(json, "subscription"),
    shippingCents:
      json.shipping_amount === undefined
        ? undefined
        : money(json.shipping_amount, "subscription.shipping_amount").amountCents,
    lastPayment:
      last === undefined
        ? undefined
        : {
            ...money(last.amount, "subscription.billing_info.last_payment.amount"),
            time: text(last, "time", "subscription.billing_info.last_payment"),
          },
  };
}

export function refundView(value: unknown): WalletRefund {
  return movement(value, "refund");
}

export function tokenView(value: unknown): WalletToken {
  const json = object(value, "token");
  const expiresIn = json.expires_in;
  const type = json.token_type;
  if (typeof type !== "string" || type.toLowerCase() !== "bearer") throw malformed("token type");
  if (typeof expiresIn !== "number" || !Number.isSafeInteger(expiresIn) || expiresIn < 1)
    throw malformed("token lifetime");
  return { accessToken: text(json, "access_token", "token"), expiresInSeconds: expiresIn };
}

/** The error an unsuccessful answer carries: PayPal's `{ name, message, details }` or OAuth's. */
export function errorOfAnswer(status: number, body: unknown): WalletApiError {
  const json = isObject(body) ? body : {};
  const first = Array.isArray(json.details) ? (json.details as unknown[])[0] : undefined;
  const issue = isObject(first) && typeof first.issue === "string" ? first.issue : undefined;
  const str = (value: unknown) => (typeof value === "string" ? value.slice(0, 500) : undefined);
  const name = str(json.name) ?? str(json.error) ?? `HTTP_${status}`;
  const message =
    str(json.message) ?? str(json.error_description) ?? `the wallet answered ${status}`;
  return new WalletApiError(status, name, message, {
    ...(issue === undefined ? {} : { issue }),
    ...(typeof json.debug_id === "string" ? { debugId: json.debug_id } : {}),
  });
}
