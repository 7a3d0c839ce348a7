import {
  amountOf,
  boundedText,
  type Idempotent,
  invalid,
  pathId,
  requestIdOf,
} from "./wallet-api-checks.ts";
import {
  planView,
  productView,
  transactionsView,
  type WalletInterval,
  type WalletPlan,
  type WalletProduct,
  type WalletTransaction,
} from "./wallet-views-billing.ts";

// The wallet client's recurring billing (PayPal's Catalog Products v1 and Subscriptions v1):
// the product and plan a subscription is sold by, and the payments a subscription made. Its
// calls go through wallet-api.ts's `call` (the token, the retry on a refused one).

export type CreateCatalogProductInput = Idempotent & {
  /** 1 to 127 characters. */
  name: string;
  type: "PHYSICAL" | "DIGITAL" | "SERVICE";
};

/** A plan of one REGULAR billing cycle, charged until the subscription is cancelled. */
export type CreatePlanInput = Idempotent & {
  productId: string;
  /** 1 to 127 characters. */
  name: string;
  /** The price of a cycle (of one unit, when the plan takes a quantity). */
  amountCents: number;
  currency: string;
  interval: WalletInterval;
  /** Intervals between two payments: 1 (the default) to 365 days, 52 weeks, 12 months, 1 year. */
  intervalCount?: number;
  /** Whether a subscription may have a quantity above one; true by default. */
  quantitySupported?: boolean;
};

/** A time range (ISO 8601 date-times, or dates). */
export type TransactionsRange = { startTime: string | Date; endTime: string | Date };

export type WalletBillingApi = {
  createCatalogProduct(input: CreateCatalogProductInput): Promise<WalletProduct>;
  createPlan(input: CreatePlanInput): Promise<WalletPlan>;
  getPlan(id: string): Promise<WalletPlan>;
  /** The subscription's payments made from `startTime` to `endTime`. */
  listSubscriptionTransactions(id: string, range: TransactionsRange): Promise<WalletTransaction[]>;
};

type Call = (
  method: "GET" | "POST",
  path: string,
  request?: { body?: unknown; requestId?: string },
) => Promise<unknown>;

/** The most intervals between two payments, per unit (PayPal's limits). */
const mostIntervals: Record<WalletInterval, number> = { DAY: 365, WEEK: 52, MONTH: 12, YEAR: 1 };

const productTypes: readonly string[] = ["PHYSICAL", "DIGITAL", "SERVICE"];

const dateTimePattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

/** A range's end as the query's ISO 8601 date-time. */
function isoTime(value: string | Date, what: string): string {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) throw invalid(`${what} is not a valid date`);
    return value.toISOString();
  }
  if (
    typeof value !== "string" ||
    !dateTimePattern.test(value) ||
    !Number.isFinite(Date.parse(value))
  )
    throw invalid(`${what} is an ISO 8601 date-time such as 2026-01-31T12:00:00Z`);
  return value;
}

/** The billing calls of a client whose API calls `call` makes. */
export function billingCalls(call: Call): WalletBillingApi {
  return {
    async createCatalogProduct(input) {
      const name = boundedText(input.name, "name", 127);
      if (name === undefined) throw invalid("a product has a name");
      if (!productTypes.includes(input.type))
        throw invalid(`a product's type is ${productTypes.join(", ")}`);
      const body = { name, type: input.type };
      const answer = await call("POST", "/v1/catalogs/products", {
        body,
        requestId: requestIdOf(input),
      });
      return productView(answer);
    },
    async createPlan(input) {
      if (typeof input.productId !== "string" || !/^[A-Za-z0-9_-]{6,50}$/.test(input.productId))
        throw invalid(`not a product id: ${JSON.stringify(input.productId)}`);
      const name = boundedText(input.name, "name", 127);
      if (name === undefined) throw invalid("a plan has a name");
      if (!Number.isSafeInteger(input.amountCents) || input.amountCents < 1)
        throw invalid("a plan's price is a whole number of cents above zero");
      const price = amountOf(input.amountCents, input.currency);
      if (!Object.hasOwn(mostIntervals, input.interval))
        throw invalid(`an interval is ${Object.keys(mostIntervals).join(", ")}`);
      const most = mostIntervals[input.interval];
      const count = input.intervalCount ?? 1;
      if (!Number.isSafeInteger(count) || count < 1 || count > most)
        throw invalid(`a plan's interval count is 1 to ${most} for ${input.interval}`);
      const quantitySupported = input.quantitySupported ?? true;
      if (typeof quantitySupported !== "boolean") throw invalid("quantitySupported is a boolean");
      const body = {
        product_id: input.productId,
        name,
        status: "ACTIVE",
        billing_cycles: [
          {
            frequency: { interval_unit: input.interval, interval_count: count },
            tenure_type: "REGULAR",
            sequence: 1,
            // until the subscription is cancelled
            total_cycles: 0,
            pricing_scheme: { fixed_price: price },
          },
        ],
        payment_preferences: {
          auto_bill_outstanding: true,
          setup_fee_failure_action: "CANCEL",
          payment_failure_threshold: 0,
        },
        quantity_supported: quantitySupported,
      };
      return planView(
        await call("POST", "/v1/billing/plans", { body, requestId: requestIdOf(input) }),
      );
    },
    async getPlan(id) {
      return planView(await call("GET", `/v1/billing/plans/${pathId(id)}`));
    },
    async listSubscriptionTransactions(id, range) {
      const query = new URLSearchParams({
        start_time: isoTime(range.startTime, "startTime"),
        end_time: isoTime(range.endTime, "endTime"),
      });
      const path = `/v1/billing/subscriptions/${pathId(id)}/transactions?${query}`;
      return transactionsView(await call("GET", path));
    },
  };
}
