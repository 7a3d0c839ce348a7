import {
  Checks,
  type Detail,
  invalidRequest,
  isObject,
  type Json,
  type Money,
  unprocessable,
} from "./sandbox-wallet-input.ts";

// What the wallet sandbox accepts of PayPal's Catalog Products v1 and Subscriptions v1 plans,
// strictly as sandbox-wallet-input.ts does for orders: a product; a plan of one REGULAR billing
// cycle at a fixed price; the time range of a subscription's transactions. A malformed request
// is a 400 INVALID_REQUEST with every detail found, a well-formed one PayPal would refuse for its
// meaning a 422, never a 500.

export type ProductType = "PHYSICAL" | "DIGITAL" | "SERVICE";
export type ProductRequest = { name: string; type: ProductType; description?: string };

/** POST /v1/catalogs/products: a name and a type (and a description). */
export function productRequest(body: Json): ProductRequest {
  const checks = new Checks();
  checks.keys(body, "", ["name", "type"], ["description"]);
  const name = checks.text(body, "name", "", 127);
  const type = checks.choice(body, "type", "", ["PHYSICAL", "DIGITAL", "SERVICE"]);
  const description = checks.text(body, "description", "", 256);
  return checks.result({
    name: name!,
    type: type!,
    ...(description === undefined ? {} : { description }),
  });
}

export type Interval = "DAY" | "WEEK" | "MONTH" | "YEAR";

/** The most intervals between two payments, per unit (PayPal's limits). */
export const mostIntervals: Record<Interval, number> = { DAY: 365, WEEK: 52, MONTH: 12, YEAR: 1 };

/** The sandbox's billing cycle: the one REGULAR cycle of a plan, at a fixed price. */
export type BillingCycle = {
  frequency: { interval_unit: Interval; interval_count: number };
  tenure_type: "REGULAR";
  sequence: 1;
  /** How many times it runs; 0 is until cancelled. */
  total_cycles: number;
  pricing_scheme: { version?: 1; fixed_price: Money; create_time?: string; update_time?: string };
};

export type PlanRequest = {
  product_id: string;
  name: string;
  status: "CREATED" | "ACTIVE";
  description?: string;
  billing_cycles: [BillingCycle];
  payment_preferences: {
    auto_bill_outstanding: boolean;
    setup_fee_failure_action: "CONTINUE" | "CANCEL";
    payment_failure_threshold: number;
  };
  quantity_supported: boolean;
};

/** A product id as PayPal writes them (and as the sandbox makes them). */
export const productIdPattern = /^PROD-[A-Z0-9]{1,45}$/;

/** One billing cycle's syntax; its tenure and sequence are judged with the others'. */
function billingCycle(checks: Checks, value: unknown, at: string) {
  if (!isObject(value)) {
    checks.add(at, "INVALID_PARAMETER_SYNTAX", "Expected a billing cycle object.");
    return undefined;
  }
  const before = checks.details.length;
  checks.keys(
    value,
    at,
    ["frequency", "tenure_type", "sequence"],
    ["total_cycles", "pricing_scheme"],
  );
  const tenure = checks.choice(value, "tenure_type", at, ["REGULAR", "TRIAL"]);
  const sequence = checks.integer(value, "sequence", at, [1, 99], 1);
  const totalCycles = checks.integer(value, "total_cycles", at, [0, 999], 1);
  let frequency: BillingCycle["frequency"] | undefined;
  const rawFrequency = value.frequency;
  if (rawFrequency !== undefined && !isObject(rawFrequency))
    checks.add(`${at}/frequency`, "INVALID_PARAMETER_SYNTAX", "Expected a frequency object.");
  else if (rawFrequency !== undefined) {
    checks.keys(rawFrequency, `${at}/frequency`, ["interval_unit"], ["interval_count"]);
    const units: Interval[] = ["DAY", "WEEK", "MONTH", "YEAR"];
    const unit = checks.choice(rawFrequency, "interval_unit", `${at}/frequency`, units);
    const limit: [number, number] = [1, unit ? mostIntervals[unit] : 365];
    const count = checks.integer(rawFrequency, "interval_count", `${at}/frequency`, limit, 1);
    if (unit) frequency = { interval_unit: unit, interval_count: count };
  }
  let fixedPrice: Money | undefined;
  const scheme = value.pricing_scheme;
  if (scheme === undefined && tenure === "REGULAR")
    checks.add(
      `${at}/pricing_scheme`,
      "MISSING_REQUIRED_PARAMETER",
      "A regular billing cycle needs a pricing scheme.",
    );
  else if (scheme !== undefined && !isObject(scheme))
    checks.add(`${at}/pricing_scheme`, "INVALID_PARAMETER_SYNTAX", "Expected an object.");
  else if (scheme !== undefined) {
    // the sandbox prices fixed: no tiers, no pricing model
    checks.keys(scheme, `${at}/pricing_scheme`, ["fixed_price"], []);
    if (scheme.fixed_price !== undefined)
      fixedPrice = checks.amount(scheme.fixed_price, `${at}/pricing_scheme/fixed_price`);
  }
  if (checks.details.length > before || !frequency || !tenure) return undefined;
  return { tenure, sequence, total_cycles: totalCycles, frequency, fixedPrice };
}

/**
 * POST /v1/billing/plans: a product, a name, one REGULAR billing cycle at a fixed price (the
 * sandbox bills no trial), payment preferences, and whether a subscription may have a quantity.
 */
export function planRequest(body: Json): PlanRequest {
  const checks = new Checks();
  checks.keys(
    body,
    "",
    ["product_id", "name", "billing_cycles", "payment_preferences"],
    ["status", "description", "quantity_supported"],
  );
  const productId = checks.text(body, "product_id", "", 50, productIdPattern);
  const name = checks.text(body, "name", "", 127);
  const description = checks.text(body, "description", "", 127);
  // PayPal makes a plan CREATED or ACTIVE; INACTIVE is only ever reached by deactivating one
  const status = checks.choice(body, "status", "", ["CREATED", "ACTIVE"], "ACTIVE");
  const quantitySupported = checks.flag(body, "quantity_supported", "", false);

  const rawCycles = body.billing_cycles;
  const cycles: NonNullable<ReturnType<typeof billingCycle>>[] = [];
  if (
    rawCycles !== undefined &&
    (!Array.isArray(rawCycles) || rawCycles.length < 1 || rawCycles.length > 12)
  )
    checks.add("/billing_cycles", "INVALID_ARRAY_LENGTH", "Expected 1 to 12 billing cycles.");
  else if (Array.isArray(rawCycles))
    rawCycles.forEach((raw: unknown, index) => {
      const cycle = billingCycle(checks, raw, `/billing_cycles/${index}`);
      if (cycle?.tenure === "TRIAL")
        checks.add(
          `/billing_cycles/${index}/tenure_type`,
          "INVALID_PARAMETER_VALUE",
          "The sandbox bills regular cycles only: a plan has no trial.",
          "TRIAL",
        );
      if (cycle) cycles.push(cycle);
    });

  let preferences: PlanRequest["payment_preferences"] | undefined;
  const rawPreferences = body.payment_preferences;
  if (rawPreferences !== undefined && !isObject(rawPreferences))
    checks.add("/payment_preferences", "INVALID_PARAMETER_SYNTAX", "Expected an object.");
  else if (rawPreferences !== undefined) {
    const at = "/payment_preferences";
    // the sandbox charges no setup fee
    const optional = [
      "auto_bill_outstanding",
      "setup_fee_failure_action",
      "payment_failure_threshold",
    ];
    checks.keys(rawPreferences, at, [], optional);
    const action = checks.choice(
      rawPreferences,
      "setup_fee_failure_action",
      at,
      ["CONTINUE", "CANCEL"],
      "CANCEL",
    );
    preferences = {
      auto_bill_outstanding: checks.flag(rawPreferences, "auto_bill_outstanding", at, true),
      setup_fee_failure_action: action ?? "CANCEL",
      payment_failure_threshold: checks.integer(
        rawPreferences,
        "payment_failure_threshold",
        at,
        [0, 999],
        0,
      ),
    };
  }
  checks.result(undefined);

  // well-formed: what PayPal refuses for its meaning
  const regular = cycles.filter((cycle) => cycle.tenure === "REGULAR");
  if (regular.length === 0)
    throw unprocessable(
      "MISSING_REGULAR_BILLING_CYCLE",
      "Plan should have at least one regular billing cycle.",
    );
  if (regular.length > 1)
    throw unprocessable(
      "MULTIPLE_REGULAR_BILLING_CYCLES_NOT_SUPPORTED",
      "Only one regular billing cycle is allowed.",
    );
  const [cycle] = regular as [(typeof regular)[0]];
  if (cycle.sequence !== 1)
    throw unprocessable(
      "INVALID_BILLING_CYCLE_SEQUENCE",
      "Billing cycle sequence should start with `1` and be consecutive.",
    );
  return {
    product_id: productId!,
    name: name!,
    status: status!,
    ...(description === undefined ? {} : { description }),
    billing_cycles: [
      {
        frequency: cycle.frequency,
        tenure_type: "REGULAR",
        sequence: 1,
        total_cycles: cycle.total_cycles,
        pricing_scheme: { fixed_price: cycle.fixedPrice! },
      },
    ],
    payment_preferences: preferences!,
    quantity_supported: quantitySupported,
  };
}

/** PayPal's date-time (RFC 3339 with seconds), as its query parameters take it. */
const dateTimePattern =
  /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])[Tt]([01]\d|2[0-3]):[0-5]\d:([0-5]\d|60)(\.\d+)?([Zz]|[+-]\d{2}:\d{2})$/;

/** Whether a date-time's day is in its month (Date.parse takes 2026-02-31 as 3 March). */
function isCalendarDay(value: string): boolean {
  const [year, month, day] = value.slice(0, 10).split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day)).getUTCDate() === day;
}

/** GET /v1/billing/subscriptions/{id}/transactions: start_time and end_time, both required. */
export function transactionsQuery(url: URL): { start: number; end: number } {
  const details: Detail[] = [];
  const times: number[] = [];
  for (const name of ["start_time", "end_time"]) {
    const values = url.searchParams.getAll(name);
    const value = values[0];
    const time = value === undefined ? NaN : Date.parse(value);
    if (values.length === 0)
      details.push({
        field: name,
        location: "query",
        issue: "MISSING_REQUIRED_PARAMETER",
        description: "A required field is missing.",
      });
    else if (
      values.length > 1 ||
      value!.length < 20 ||
      value!.length > 64 ||
      !dateTimePattern.test(value!) ||
      !isCalendarDay(value!) ||
      !Number.isFinite(time)
    )
      details.push({
        field: name,
        value: value!.slice(0, 127),
        location: "query",
        issue: "INVALID_PARAMETER_SYNTAX",
        description: "Expected one date and time such as 2026-01-31T12:00:00Z.",
      });
    times.push(time);
  }
  const [start, end] = times as [number, number];
  if (details.length === 0 && start > end)
    details.push({
      field: "end_time",
      location: "query",
      issue: "INVALID_PARAMETER_VALUE",
      description: "The end time is before the start time.",
    });
  if (details.length > 0) throw invalidRequest(details);
  return { start, end };
}
