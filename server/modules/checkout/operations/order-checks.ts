import type { Cart, OrderConsent, OrderExpectation } from "#generated/types.ts";
import { AppError } from "../../../platform/http/app-error.ts";
import { type AssignedConsent, acceptedConsents } from "../../consents/assignments.ts";

// The checks of order placement that need no database (spec 4, 5): pure, so each is tested alone.

/**
 * spec 4 cart change detection: the shopper saw another cart when the item count differs, an
 * item is missing, or an item's finalPrice or quantity or the cart total differ. 409 cartChanged
 * with the current cart beside the error (the site replaces its copy and stops the order).
 */
export function assertCartUnchanged(cart: Cart, expected: OrderExpectation | undefined): void {
  if (!expected) return;
  const isSame =
    expected.items.length === cart.items.length &&
    expected.cartTotal === cart.prices.cartTotal &&
    expected.items.every((seen) => {
      const now = cart.items.find((item) => item.itemId === seen.itemId);
      return now !== undefined && now.qty === seen.qty && now.prices.finalPrice === seen.finalPrice;
    });
  if (!isSame) throw new AppError(409, "api.cartChanged", undefined, { cart });
}

/** The two checkout forms with consents (spec 3 assignments), in the order they ask. */
export const checkoutForms = ["checkoutAddress", "checkoutPayment"] as const;
export type CheckoutForm = (typeof checkoutForms)[number];

/** An order's consents: as its snapshot keeps them, and as the consent log records them. */
export type GivenOrderConsents = {
  snapshot: OrderConsent[];
  given: { form: CheckoutForm; consents: AssignedConsent[] }[];
};

/**
 * spec 5 consents: the ids accepted on the address and payment steps, each checked against its
 * form's assignment (an id neither asks for, or a required one missing, is a 400), kept with
 * the order's e-mail and the time (spec 7 consent log: accepted, statusTimestamp, email).
 */
export function orderConsents(input: {
  assignments: Readonly<Record<CheckoutForm, readonly AssignedConsent[]>>;
  ids: readonly string[] | undefined;
  email: string;
  language: string;
  now: Date;
}): GivenOrderConsents {
  const ids = input.ids ?? [];
  const asked = (form: CheckoutForm) => input.assignments[form].map((consent) => consent.key);
  // an id of neither form is refused by the first form's check, with its list of ids
  const formOf = (id: string) => checkoutForms.find((form) => asked(form).includes(id));
  const unknown = ids.filter((id) => formOf(id) === undefined);
  const statusTimestamp = input.now.toISOString();
  const given = checkoutForms.map((form) => {
    const mine = ids.filter((id) => formOf(id) === form);
    const consents = acceptedConsents({
      assignment: input.assignments[form],
      ids: form === "checkoutAddress" ? [...mine, ...unknown] : mine,
      language: input.language,
    });
    return { form, consents };
  });
  return {
    given,
    snapshot: given.flatMap(({ form, consents }) =>
      consents.map((consent) => ({
        id: consent.key,
        form,
        email: input.email,
        statusTimestamp,
      })),
    ),
  };
}

/**
 * The units an order takes from each product (decision 031): a line its product's, a bundle its
 * chosen components' (their quantity in the bundle times the line's); e-products too, when
 * their stock is counted. Sorted by product id, so concurrent orders lock rows in one order.
 */
export function stockNeeds(cart: Cart): { productId: number; qty: number }[] {
  const needs = new Map<number, number>();
  const add = (productId: number, qty: number) =>
    needs.set(productId, (needs.get(productId) ?? 0) + qty);
  for (const item of cart.items) {
    const components = item.productData.components;
    if (item.productData.format === "Bundle" && components)
      for (const component of components) add(component.productId, component.qty * item.qty);
    else add(item.productId, item.qty);
  }
  return [...needs.entries()]
    .sort(([a], [b]) => a - b)
    .map(([productId, qty]) => ({ productId, qty }));
}
