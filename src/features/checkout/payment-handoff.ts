import { centsOf } from "#common/amount-text.ts";
import { formatMoney } from "#common/money.ts";
import type { OrderCreateResult, WalletApprovalDetails, WalletProvider } from "#generated/types.ts";

/** The card wallet's buttons for an order (spec 3 wallet provider), with what the page says. */
export type WalletHandoff = WalletProvider & { orderSlug: string; amount: string };

/**
 * What a page does with an order's payment once it is placed (spec 4 order placement, decision
 * 045): insert and submit a hosted form, or draw the card wallet's buttons.
 */
export type PaymentHandoff = { paymentForm?: string; wallet?: WalletHandoff };

/**
 * The handoff of an order/create (or pay again) answer, or nothing when the order is done at once.
 * The wallet's amount is written in the currency its buttons script charges (its `currency`).
 */
export function paymentHandoff(result: OrderCreateResult, code2: string): PaymentHandoff | null {
  const wallet = result.walletProvider;
  if (wallet) {
    const currency = new URL(wallet.scriptUrl, "http://script.invalid").searchParams.get(
      "currency",
    );
    const amount = formatMoney(centsOf(wallet.total) / 100, {
      language: code2,
      currency: currency ?? "EUR",
    });
    return { wallet: { ...wallet, orderSlug: result.orderSlug, amount } };
  }
  return typeof result.html === "string" && result.html !== ""
    ? { paymentForm: result.html }
    : null;
}

/**
 * The wallet's approval as the buttons' hidden form posts it (intent walletApproved), or null
 * for another post. The API checks the ids' shapes.
 */
export function walletApprovalOf(form: FormData): WalletApprovalDetails | null {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" && value !== "" ? value : undefined;
  };
  const orderID = text("orderID");
  if (form.get("intent") !== "walletApproved" || orderID === undefined) return null;
  const payerID = text("payerID");
  const subscriptionID = text("subscriptionID");
  return {
    orderID,
    ...(payerID === undefined ? {} : { payerID }),
    ...(subscriptionID === undefined ? {} : { subscriptionID }),
  };
}
