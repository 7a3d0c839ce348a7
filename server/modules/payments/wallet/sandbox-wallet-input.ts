import { centsOfWalletAmount, currencyPattern, isWalletAmount } from "./wallet-amount.ts";

// What the wallet sandbox accepts (PayPal's request bodies, strictly): every field's type and
// size checked, an unknown or a missing one refused, each refusal a 400 INVALID_REQUEST with
// PayPal's `details`, never a 500.

/** One of PayPal's error details. */
export type Detail = {
  field?: string;
  value?: string;
  location?: "body" | "path" | "header" | "query";
  issue: string;
  description: string;
};

/** An answer of the sandbox that is not a success: its status and PayPal's error body. */
export class SandboxFault extends Error {
  readonly status: number;
  readonly body: Record<string, unknown>;
  constructor(status: number, body: Record<string, unknown>) {
    super(typeof body.name === "string" ? body.name : `HTTP ${status}`);
    this.status = status;
    this.body = body;
  }
}

export const invalidRequest = (details: Detail[]): SandboxFault =>
  new SandboxFault(400, {
    name: "INVALID_REQUEST",
    message: "Request is not well-formed, syntactically incorrect, or violates schema.",
    details,
  });

export const unprocessable = (issue: string, description: string, field?: string): SandboxFault =>
  new SandboxFault(422, {
    name: "UNPROCESSABLE_ENTITY",
    message:
      "The requested action could not be performed, semantically incorrect, or failed business validation.",
    details: [{ ...(field === undefined ? {} : { field, location: "body" }), issue, description }],
  });

export const resourceNotFound = (
  description = "The specified resource does not exist.",
): SandboxFault =>
  new SandboxFault(404, {
    name: "RESOURCE_NOT_FOUND",
    message: "The specified resource does not exist.",
    details: [{ location: "path", issue: "INVALID_RESOURCE_ID", description }],
  });

/** The largest body the sandbox reads. */
export const bodyLimit = 32 * 1024;

export type Json = Record<string, unknown>;
export const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const malformedJson = (description: string) =>
  invalidRequest([{ location: "body", issue: "MALFORMED_REQUEST_JSON", description }]);

/** The request's JSON body; `{}` for an empty one where that is allowed (capture, refund). */
export async function jsonBody(request: Request, { isEmptyAllowed = false } = {}): Promise<Json> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > bodyLimit) throw malformedJson(`The body is larger than ${bodyLimit} bytes.`);
  const bytes = new Uint8Array(await request.arrayBuffer());
  if (bytes.byteLength > bodyLimit)
    throw malformedJson(`The body is larger than ${bodyLimit} bytes.`);
  if (bytes.byteLength === 0) {
    if (isEmptyAllowed) return {};
    throw malformedJson("The request has no body.");
  }
  const type = (request.headers.get("content-type") ?? "").split(";", 1)[0]!.trim().toLowerCase();
  if (type !== "application/json")
    throw new SandboxFault(415, {
      name: "UNSUPPORTED_MEDIA_TYPE",
      message: "The request payload is not supported: send application/json.",
    });
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
  } catch {
    throw malformedJson("The body is not valid JSON.");
  }
  if (!isObject(parsed)) throw malformedJson("The body is not a JSON object.");
  return parsed;
}

/** Collects a body's details: each check adds one when it fails. */
export class Checks {
  readonly details: Detail[] = [];

  add(field: string, issue: string, description: string, value?: unknown): void {
    if (this.details.length >= 20) return;
    this.details.push({
      field,
      ...(typeof value === "string" ? { value: value.slice(0, 127) } : {}),
      location: "body",
      issue,
      description,
    });
  }

  /** Whether `json` has exactly the keys allowed, the required ones among them. */
  keys(json: Json, at: string, required: string[], optional: string[]): void {
    for (const key of required)
      if (!Object.hasOwn(json, key))
        this.add(`${at}/${key}`, "MISSING_REQUIRED_PARAMETER", "A required field is missing.");
    for (const key of Object.keys(json))
      if (!required.includes(key) && !optional.includes(key))
        this.add(`${at}/${key}`, "UNKNOWN_FIELD", "This field is not part of the request.");
  }

  /** A string of `min`..`max` characters (matching `pattern`), or undefined when absent. */
  text(json: Json, key: string, at: string, max: number, pattern?: RegExp): string | undefined {
    const value = json[key];
    if (value === undefined) return undefined;
    const isValid =
      typeof value === "string" &&
      value.length >= 1 &&
      value.length <= max &&
      (!pattern || pattern.test(value));
    if (!isValid)
      this.add(
        `${at}/${key}`,
        "INVALID_PARAMETER_SYNTAX",
        `Expected a string of 1 to ${max} characters${pattern ? ` matching ${pattern.source}` : ""}.`,
        value,
      );
    return isValid ? value : undefined;
  }

  /** A whole number from `min` to `max`, `fallback` when absent. */
  integer(json: Json, key: string, at: string, [min, max]: [number, number], fallback: number) {
    const value = json[key] === undefined ? fallback : json[key];
    if (Number.isSafeInteger(value) && (value as number) >= min && (value as number) <= max)
      return value as number;
    this.add(
      `${at}/${key}`,
      "INVALID_PARAMETER_VALUE",
      `Expected a whole number from ${min} to ${max}.`,
      typeof value === "string" ? value : JSON.stringify(value),
    );
    return fallback;
  }

  /** A boolean, `fallback` when absent. */
  flag(json: Json, key: string, at: string, fallback: boolean): boolean {
    const value = json[key] === undefined ? fallback : json[key];
    if (typeof value === "boolean") return value;
    this.add(`${at}/${key}`, "INVALID_PARAMETER_SYNTAX", "Expected true or false.");
    return fallback;
  }

  /** One of `values`, `fallback` when absent (undefined: required, checked by `keys`). */
  choice<T extends string>(json: Json, key: string, at: string, values: T[], fallback?: T) {
    const value = json[key] === undefined ? fallback : json[key];
    if (values.includes(value as T)) return value as T;
    if (value !== undefined)
      this.add(
        `${at}/${key}`,
        "INVALID_PARAMETER_VALUE",
        `Expected one of ${values.join(", ")}.`,
        value,
      );
    return undefined;
  }

  /** An amount object `{ currency_code, value }` with a positive value (or zero, if allowed). */
  amount(value: unknown, at: string, { isZeroAllowed = false } = {}): Money | undefined {
    if (!isObject(value)) {
      this.add(at, "INVALID_PARAMETER_SYNTAX", "Expected an object with currency_code and value.");
      return undefined;
    }
    const before = this.details.length;
    this.keys(value, at, ["currency_code", "value"], []);
    const currency = value.currency_code;
    if (currency !== undefined && (typeof currency !== "string" || !currencyPattern.test(currency)))
      this.add(
        `${at}/currency_code`,
        "INVALID_CURRENCY_CODE",
        "Expected three capital letters.",
        currency,
      );
    const amount = value.value;
    if (amount !== undefined && !isWalletAmount(amount))
      this.add(
        `${at}/value`,
        "DECIMAL_PRECISION",
        "Expected up to nine digits and up to two decimals.",
        amount,
      );
    else if (isWalletAmount(amount) && !isZeroAllowed && centsOfWalletAmount(amount) === 0)
      this.add(
        `${at}/value`,
        "CANNOT_BE_ZERO_OR_NEGATIVE",
        "The amount must be more than zero.",
        amount,
      );
    if (this.details.length > before) return undefined;
    return { currency_code: currency as string, value: amount as string };
  }

  /** The checked body, or the 400 with every detail found. */
  result<T>(value: T): T {
    if (this.details.length > 0) throw invalidRequest(this.details);
    return value;
  }
}

export type Money = { currency_code: string; value: string };

export type OrderRequest = {
  intent: "CAPTURE";
  unit: { reference_id: string; custom_id?: string; amount: Money };
};

/** POST /v2/checkout/orders: one purchase unit to capture. */
export function orderRequest(body: Json): OrderRequest {
  const checks = new Checks();
  checks.keys(body, "", ["intent", "purchase_units"], []);
  if (body.intent !== undefined && body.intent !== "CAPTURE")
    checks.add(
      "/intent",
      "INVALID_PARAMETER_VALUE",
      "The sandbox captures: intent is CAPTURE.",
      body.intent,
    );
  const units = body.purchase_units;
  let unit: OrderRequest["unit"] | undefined;
  if (units !== undefined && (!Array.isArray(units) || units.length !== 1))
    checks.add("/purchase_units", "INVALID_ARRAY_LENGTH", "Expected exactly one purchase unit.");
  else if (Array.isArray(units)) {
    const first: unknown = units[0];
    if (!isObject(first))
      checks.add("/purchase_units/0", "INVALID_PARAMETER_SYNTAX", "Expected an object.");
    else {
      checks.keys(first, "/purchase_units/0", ["reference_id", "amount"], ["custom_id"]);
      const referenceId = checks.text(first, "reference_id", "/purchase_units/0", 256);
      const customId = checks.text(first, "custom_id", "/purchase_units/0", 127);
      const amount =
        first.amount === undefined
          ? undefined
          : checks.amount(first.amount, "/purchase_units/0/amount");
      if (referenceId !== undefined && amount !== undefined)
        unit = {
          reference_id: referenceId,
          ...(customId === undefined ? {} : { custom_id: customId }),
          amount,
        };
    }
  }
  return checks.result({ intent: "CAPTURE", unit: unit! });
}

export type SubscriptionRequest = {
  plan_id: string;
  quantity: string;
  custom_id?: string;
  shipping_amount?: Money;
};

/**
 * POST /v1/billing/subscriptions: a plan, a quantity (1 to 1000), the shop's own id and the
 * shipping charged each cycle (zero allowed).
 */
export function subscriptionRequest(body: Json): SubscriptionRequest {
  const checks = new Checks();
  checks.keys(body, "", ["plan_id"], ["quantity", "custom_id", "shipping_amount"]);
  const planId = checks.text(body, "plan_id", "", 50, /^P-[A-Za-z0-9-]{1,48}$/);
  const customId = checks.text(body, "custom_id", "", 127);
  const raw = body.quantity ?? "1";
  const count =
    typeof raw === "string" && /^\d{1,4}$/.test(raw)
      ? Number(raw)
      : Number.isSafeInteger(raw)
        ? (raw as number)
        : NaN;
  if (!(count >= 1 && count <= 1000))
    checks.add(
      "/quantity",
      "INVALID_PARAMETER_VALUE",
      "Expected a whole number from 1 to 1000.",
      raw,
    );
  const shipping =
    body.shipping_amount === undefined
      ? undefined
      : checks.amount(body.shipping_amount, "/shipping_amount", { isZeroAllowed: true });
  return checks.result({
    plan_id: planId!,
    quantity: String(count),
    ...(customId === undefined ? {} : { custom_id: customId }),
    ...(shipping === undefined ? {} : { shipping_amount: shipping }),
  });
}

/** POST /v2/checkout/orders/{id}/capture: nothing, or an empty object. */
export function captureRequest(body: Json): void {
  const checks = new Checks();
  checks.keys(body, "", [], []);
  checks.result(undefined);
}

/** POST /v2/payments/captures/{id}/refund: an amount, or nothing for all that is left. */
export function refundRequest(body: Json): { amount?: Money } {
  const checks = new Checks();
  checks.keys(body, "", [], ["amount"]);
  const amount = body.amount === undefined ? undefined : checks.amount(body.amount, "/amount");
  return checks.result(amount === undefined ? {} : { amount });
}

/** A path's id: what the sandbox makes (capitals, digits, a dash), else no such resource. */
export function pathId(value: string): string {
  if (!/^[A-Z0-9-]{1,64}$/.test(value)) throw resourceNotFound();
  return value;
}
