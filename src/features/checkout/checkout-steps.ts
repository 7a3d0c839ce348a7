/** The checkout's steps (spec 2: address, shipping, payment, shown one at a time). */
export const checkoutSteps = ["address", "shipping", "payment"] as const;
export type CheckoutStep = (typeof checkoutSteps)[number];

/** What the cart and the shopper already have: how far the checkout may go. */
export type CheckoutProgress = {
  /** Only e-products: no shipping step (spec 4). */
  isDigitalOnly: boolean;
  /** The address step was passed: addresses saved and its required consents accepted. */
  hasAddress: boolean;
  /** A delivery method is saved on the cart. */
  hasDelivery: boolean;
};

/** The steps this cart goes through: an e-product cart skips shipping (spec 4). */
export function stepsOf(isDigitalOnly: boolean): CheckoutStep[] {
  return isDigitalOnly ? ["address", "payment"] : [...checkoutSteps];
}

/** The furthest step the shopper may open now. */
export function furthestStep(progress: CheckoutProgress): CheckoutStep {
  if (!progress.hasAddress) return "address";
  if (progress.isDigitalOnly || progress.hasDelivery) return "payment";
  return "shipping";
}

/**
 * The step to show for a requested one (the `step` query): itself when the shopper may open it,
 * else the furthest open step (a bookmark of the payment step with no address lands on the
 * address step).
 */
export function shownStep(requested: string | null, progress: CheckoutProgress): CheckoutStep {
  const steps = stepsOf(progress.isDigitalOnly);
  const furthest = furthestStep(progress);
  const wanted = steps.find((step) => step === requested);
  if (!wanted) return furthest;
  return steps.indexOf(wanted) <= steps.indexOf(furthest) ? wanted : furthest;
}

/** The step before and after one (back and next), undefined at the ends. */
export function neighbours(
  step: CheckoutStep,
  isDigitalOnly: boolean,
): { previous: CheckoutStep | undefined; next: CheckoutStep | undefined } {
  const steps = stepsOf(isDigitalOnly);
  const index = steps.indexOf(step);
  return { previous: steps[index - 1], next: steps[index + 1] };
}
