import type { ShouldRevalidateFunctionArgs } from "react-router";
import type { PaymentHandoff } from "./payment-handoff.ts";

/**
 * React Router skips reloading after a 4xx action; a cart that changed under the shopper (spec
 * 4: 409 cartChanged, or a member card no longer valid) must show its new lines and prices, so
 * that answer reloads. An order placed and handed to its payment (a hosted form, the card
 * wallet's buttons) ended the cart: reloading would leave the page for the empty cart.
 */
export function checkoutShouldRevalidate({
  actionResult,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  const result = actionResult as
    (PaymentHandoff & { cartChanged?: boolean; memberCardInvalid?: boolean }) | undefined;
  if (result?.cartChanged || result?.memberCardInvalid) return true;
  if (result?.wallet || result?.paymentForm) return false;
  return defaultShouldRevalidate;
}
