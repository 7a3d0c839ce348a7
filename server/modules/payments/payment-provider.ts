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
 * A way an order is paid (decision 045): the payment method's kind picks it. Cash on delivery and
 * bank transfer are done at once; a card goes to its gateway, which alone can pay the order (its
 * notification, or its status check when the shopper is back first).
 */
export type PaymentProvider = {
  /**
   * What the shopper's browser gets for an order waiting for this provider (spec 3 order create
   * result html): a hosted form that submits itself, or "" when there is nothing to pay now.
   * `attempt`: order/create's first answer, its repeated call (the same answer), or the shopper
   * paying again for the same order.
   */
  start(
    services: Services,
    order: OrderRow,
    returns: PaymentReturns,
    attempt: "first" | "repeated" | "again",
  ): Promise<string>;
  /** The shopper's browser back from the provider: recorded, never trusted to pay. */
  readReturn(services: Services, order: OrderRow, answer: Record<string, string>): Promise<void>;
};
