import { and, eq, sql } from "drizzle-orm";
import type { Services } from "../../../platform/services.ts";
import type { SandboxKey } from "../sandbox-keys.ts";
import { centsOfWalletAmount, walletAmount } from "./wallet-amount.ts";
import {
  type Money,
  type OrderRequest,
  resourceNotFound,
  unprocessable,
} from "./sandbox-wallet-input.ts";
import {
  type Capture,
  idOf,
  isKind,
  type Kind,
  type Movement,
  now,
  type OrderResource,
  type PaymentResource,
  rowOf,
  save,
  t,
  type Tx,
} from "./sandbox-wallet-resources.ts";

// The wallet sandbox's orders (sandbox_wallet_orders): created once per PayPal-Request-Id, read
// as GET answers them, captured and refunded, as are a subscription's payments. Every change of
// a row is made under its row lock, so two captures of one order, or two refunds of one capture,
// on any instances, queue up and the second sees the first.

/** Inserts a resource unless its id exists (a repeated request), then answers the stored one. */
export async function insertOnce(
  services: Services,
  kind: Kind,
  resource: { id: string; status?: string },
  status = resource.status ?? "",
): Promise<Record<string, unknown>> {
  await services.db
    .insert(t)
    .values(rowOf(kind, resource, status))
    .onConflictDoNothing();
  const [row] = await services.db
    .select({ resource: t.resource })
    .from(t)
    .where(and(eq(t.id, resource.id), isKind(kind)));
  if (!row) throw resourceNotFound("The request id belongs to another kind of resource.");
  return row.resource;
}

export function createOrder(
  services: Services,
  key: SandboxKey,
  base: string,
  request: OrderRequest,
  requestId: string | undefined,
): Promise<Record<string, unknown>> {
  const id = idOf(key, "order", requestId);
  const time = now();
  const order: OrderResource = {
    id,
    intent: request.intent,
    status: "CREATED",
    purchase_units: [request.unit],
    create_time: time,
    update_time: time,
    links: [
      { href: `${base}/v2/checkout/orders/${id}`, rel: "self", method: "GET" },
      { href: `${base}/approval/${id}`, rel: "approve", method: "GET" },
    ],
  };
  return insertOnce(services, "order", order);
}

/** A resource as GET answers it; an unknown id (or one of the other kind) is a 404. */
export async function readResource(
  services: Services,
  kind: Kind,
  id: string,
): Promise<Record<string, unknown>> {
  const resource = await findResource(services.db, kind, id);
  if (!resource) throw resourceNotFound(`The ${kind} ${id} does not exist.`);
  return resource;
}

/** A resource of `kind` as stored, or undefined. */
export async function findResource(
  db: Services["db"] | Tx,
  kind: Kind,
  id: string,
): Promise<Record<string, unknown> | undefined> {
  const [row] = await db
    .select({ resource: t.resource })
    .from(t)
    .where(and(eq(t.id, id), isKind(kind)));
  return row?.resource;
}

/** Captures an approved order (once: the row is locked, a second capture finds it COMPLETED). */
export function captureOrder(
  services: Services,
  key: SandboxKey,
  base: string,
  id: string,
  requestId: string | undefined,
): Promise<OrderResource> {
  const captureId = idOf(key, `capture\n${id}`, requestId);
  return services.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ resource: t.resource })
      .from(t)
      .where(and(eq(t.id, id), isKind("order")))
      .for("update");
    if (!row) throw resourceNotFound(`The order ${id} does not exist.`);
    const order = row.resource as OrderResource;
    const unit = order.purchase_units[0];
    if (order.status === "COMPLETED") {
      // the same PayPal-Request-Id again (a retry after a lost answer): the first one's result
      if (requestId !== undefined && unit.payments?.captures[0]?.id === captureId) return order;
      throw unprocessable("ORDER_ALREADY_CAPTURED", "The order has already been captured.");
    }
    if (order.status !== "APPROVED")
      throw unprocessable("ORDER_NOT_APPROVED", "The buyer has not approved the order yet.");
    const time = now();
    const capture: Capture = {
      id: captureId,
      status: "COMPLETED",
      amount: unit.amount,
      final_capture: true,
      ...(unit.custom_id === undefined ? {} : { custom_id: unit.custom_id }),
      create_time: time,
      update_time: time,
      links: [
        { href: `${base}/v2/payments/captures/${captureId}/refund`, rel: "refund", method: "POST" },
        { href: `${base}/v2/checkout/orders/${id}`, rel: "up", method: "GET" },
      ],
    };
    const captured: OrderResource = {
      ...order,
      status: "COMPLETED",
      purchase_units: [{ ...unit, payments: { captures: [capture] } }],
      update_time: time,
      links: order.links.filter((link) => link.rel === "self"),
    };
    await save(tx, id, captured);
    return captured;
  });
}

/**
 * The next refund of a capture (or of a subscription's payment) that took `taken` and has been
 * refunded `refunds` so far: `amount`, or (none) all that is left; never more than is left.
 */
function nextRefund(
  taken: Money,
  refunds: Movement[],
  amount: Money | undefined,
  ids: { refundId: string; captureId: string; base: string },
): { refund: Movement; isLast: boolean } {
  const leftCents =
    centsOfWalletAmount(taken.value) -
    refunds.reduce((sum, refund) => sum + centsOfWalletAmount(refund.amount.value), 0);
  if (leftCents <= 0)
    throw unprocessable("CAPTURE_FULLY_REFUNDED", "The capture has already been fully refunded.");
  if (amount && amount.currency_code !== taken.currency_code)
    throw unprocessable(
      "REFUND_CURRENCY_MISMATCH",
      `The refund's currency must be the capture's, ${taken.currency_code}.`,
    );
  const cents = amount ? centsOfWalletAmount(amount.value) : leftCents;
  if (cents > leftCents)
    throw unprocessable(
      "REFUND_AMOUNT_EXCEEDED",
      `The refund exceeds what is left of the capture (${walletAmount(leftCents)}).`,
    );
  const time = now();
  const { refundId, captureId, base } = ids;
  const refund: Movement = {
    id: refundId,
    status: "COMPLETED",
    amount: { currency_code: taken.currency_code, value: walletAmount(cents) },
    create_time: time,
    update_time: time,
    links: [
      { href: `${base}/v2/payments/refunds/${refundId}`, rel: "self", method: "GET" },
      { href: `${base}/v2/payments/captures/${captureId}`, rel: "up", method: "GET" },
    ],
  };
  return { refund, isLast: cents === leftCents };
}

/**
 * Refunds part or (no amount) the rest of a capture, or of a subscription's payment (whose
 * transaction id PayPal refunds as a capture's); refunds never add up to more than it took.
 */
export function refundCapture(
  services: Services,
  key: SandboxKey,
  base: string,
  captureId: string,
  amount: Money | undefined,
  requestId: string | undefined,
): Promise<Movement> {
  const refundId = idOf(key, `refund\n${captureId}`, requestId);
  const ids = { refundId, captureId, base };
  const holder = { purchase_units: [{ payments: { captures: [{ id: captureId }] } }] };
  return services.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: t.id, resource: t.resource })
      .from(t)
      .where(and(isKind("order"), sql`${t.resource} @> ${JSON.stringify(holder)}::jsonb`))
      .for("update");
    if (!row) {
      const [paid] = await tx
        .select({ resource: t.resource })
        .from(t)
        .where(and(eq(t.id, captureId), isKind("payment")))
        .for("update");
      if (!paid) throw resourceNotFound(`The capture ${captureId} does not exist.`);
      const payment = paid.resource as PaymentResource;
      const repeated = payment.refunds.find((refund) => refund.id === refundId);
      if (repeated) return repeated;
      const taken = payment.amount_with_breakdown.gross_amount;
      const { refund, isLast } = nextRefund(taken, payment.refunds, amount, ids);
      await save(tx, captureId, {
        ...payment,
        status: isLast ? "REFUNDED" : "PARTIALLY_REFUNDED",
        refunds: [...payment.refunds, refund],
      });
      return refund;
    }
    const order = row.resource as OrderResource;
    const unit = order.purchase_units[0];
    const payments = unit.payments!;
    const capture = payments.captures.find((item) => item.id === captureId)!;
    const refunds = payments.refunds ?? [];
    const repeated = refunds.find((refund) => refund.id === refundId);
    if (repeated) return repeated;
    const { refund, isLast } = nextRefund(capture.amount, refunds, amount, ids);
    const refunded: Capture = {
      ...capture,
      status: isLast ? "REFUNDED" : "PARTIALLY_REFUNDED",
      update_time: refund.update_time,
    };
    const captures = payments.captures.map((item) => (item.id === captureId ? refunded : item));
    await save(tx, row.id, {
      ...order,
      purchase_units: [{ ...unit, payments: { captures, refunds: [...refunds, refund] } }],
      update_time: refund.update_time,
    });
    return refund;
  });
}
