import type { OrderCreateResult } from "#generated/types.ts";
import { AppError } from "../../platform/http/app-error.ts";
import type { OrderRow } from "../checkout/operations/order-view.ts";
import type { Services } from "../../platform/services.ts";

/** Where a gateway sends the shopper back (order/create's successURL and failureURL). */
export type PaymentReturns = { successURL: string; failureURL: string };

/** An absolute http(s) address. */
const isWebAddress = (value: string | undefined): value is string =>
  URL.canParse(value ?? "") && /^https?:$/.test(new URL(value ?? "").protocol);

/** The return addresses a gateway needs, or a 400 paymentReturnsMissing before anything is written. */
export function checkedReturns(returns: Partial<PaymentReturns>): PaymentReturns {
  const { successURL, failureURL } = returns;
  if (!isWebAddress(successURL) || !isWebAddress(failureURL))
    throw new AppError(400, "api.paymentReturnsMissing");
  return { successURL, failureURL };
}

/**
 * What the shopper's browser gets for an order (spec 3 order create result): html, a hosted
 * form that submits itself ("" when there is nothing to pay now), or, null, with the card
 * wallet's walletProvider for its buttons.
 */
export type PaymentStart = Pick<OrderCreateResult, "html" | "walletProvider">;

/** What a provider answered a refund: given back, refused (with its reason) or no answer. */
export type RefundAnswer = {
  provider: string;
  verdict: "accepted" | "declined" | "unanswered";
  reason: string;
  /** What was sent and answered, with no secret in it. */
  payload: Record<string, unknown>;
};

/**
 * A way an order is paid (decision 045): the payment method's kind picks it. Cash on delivery and
 * bank transfer are done at once; a card goes to its gateway, which alone can pay the order (its
 * notification, or its status check when the shopper is back first).
 */
export type PaymentProvider = {
  /** Whether the provider alone pays an order (it waits for its word), or the shop marks it. */
  paysOrders: boolean;
  /**
   * What the shopper's browser gets for an order waiting for this provider (PaymentStart).
   * `attempt`: order/create's first answer, its repeated call (the same answer), or the shopper
   * paying again for the same order.
   */
  start(
    services: Services,
    order: OrderRow,
    returns: PaymentReturns,
    attempt: "first" | "repeated" | "again",
  ): Promise<PaymentStart>;
  /** The shopper's browser back from the provider: recorded, never trusted to pay. */
  readReturn(services: Services, order: OrderRow, answer: Record<string, string>): Promise<void>;
  /**
   * Asks the provider whether an order still waiting was paid after all (its message lost, the
   * shopper gone) and settles it if so: the expiry's last question before it releases the order.
   * Logs and answers nothing when the provider does not answer.
   */
  reconcile?: (services: Services, order: OrderRow) => Promise<void>;
  /** Gives back part of a paid order; absent where the provider takes no refunds. */
  refund?: (services: Services, order: OrderRow, amountCents: number) => Promise<RefundAnswer>;
};
