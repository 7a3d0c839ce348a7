import {
  type Json,
  list,
  malformed,
  money,
  object,
  text,
  type WalletMoney,
} from "./wallet-views.ts";

// What the card wallet's client keeps of PayPal's Catalog Products v1 and Subscriptions v1 plan
// and transaction answers, read as defensively as wallet-views.ts reads orders.

export type WalletInterval = "DAY" | "WEEK" | "MONTH" | "YEAR";

/** A catalog product (only its id: the shop keeps the rest). */
export type WalletProduct = { id: string };

/** A plan (Subscriptions v1) by its REGULAR billing cycle: its price each `intervalCount` intervals. */
export type WalletPlan = WalletMoney & {
  id: string;
  /** CREATED, ACTIVE or INACTIVE: only an ACTIVE plan takes subscriptions. */
  status: string;
  name: string;
  interval: WalletInterval;
  intervalCount: number;
  /** Whether a subscription to it may have a quantity above one. */
  quantitySupported: boolean;
};

/** A payment of a subscription: its id is refunded as a capture's. */
export type WalletTransaction = WalletMoney & {
  id: string;
  /** COMPLETED, PARTIALLY_REFUNDED, REFUNDED (and PayPal's others: DECLINED, PENDING). */
  status: string;
  /** When it was made (ISO 8601, as the wallet wrote it). */
  time: string;
};

const intervals: readonly string[] = ["DAY", "WEEK", "MONTH", "YEAR"];

export function productView(value: unknown): WalletProduct {
  return { id: text(object(value, "product"), "id", "product") };
}

/** A plan; one without a REGULAR billing cycle at a fixed price is not one the shop can sell. */
export function planView(value: unknown): WalletPlan {
  const json = object(value, "plan");
  const regular = list(json, "billing_cycles", "plan").filter(
    (cycle): cycle is Json => object(cycle, "billing cycle").tenure_type === "REGULAR",
  );
  if (regular.length !== 1) throw malformed("plan.billing_cycles");
  const [cycle] = regular as [Json];
  const frequency = object(cycle.frequency, "billing cycle frequency");
  const unit = frequency.interval_unit;
  const count = frequency.interval_count ?? 1;
  if (typeof unit !== "string" || !intervals.includes(unit))
    throw malformed("billing cycle frequency.interval_unit");
  if (!Number.isSafeInteger(count) || (count as number) < 1 || (count as number) > 365)
    throw malformed("billing cycle frequency.interval_count");
  const scheme = object(cycle.pricing_scheme, "billing cycle pricing_scheme");
  const supported = json.quantity_supported ?? false;
  if (typeof supported !== "boolean") throw malformed("plan.quantity_supported");
  return {
    id: text(json, "id", "plan"),
    status: text(json, "status", "plan"),
    name: text(json, "name", "plan"),
    ...money(scheme.fixed_price, "billing cycle fixed_price"),
    interval: unit as WalletInterval,
    intervalCount: count as number,
    quantitySupported: supported,
  };
}

/** A subscription's transactions (their gross amounts). */
export function transactionsView(value: unknown): WalletTransaction[] {
  const json = object(value, "transaction list");
  return list(json, "transactions", "transaction list").map((item) => {
    const transaction = object(item, "transaction");
    const breakdown = object(
      transaction.amount_with_breakdown,
      "transaction.amount_with_breakdown",
    );
    return {
      id: text(transaction, "id", "transaction"),
      status: text(transaction, "status", "transaction"),
      ...money(breakdown.gross_amount, "transaction gross_amount"),
      time: text(transaction, "time", "transaction"),
    };
  });
}
