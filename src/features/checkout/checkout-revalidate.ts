import type { ShouldRevalidateFunctionArgs } from "react-router";

/**
 * React Router skips reloading after a 4xx action; a cart that changed under the shopper (spec
 * 4: 409 cartChanged, or a member card no longer valid) must show its new lines and prices, so
 * that answer reloads.
 */
export function checkoutShouldRevalidate({
  actionResult,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  const result = actionResult as { cartChanged?: boolean; memberCardInvalid?: boolean } | undefined;
  if (result?.cartChanged || result?.memberCardInvalid) return true;
  return defaultShouldRevalidate;
}
