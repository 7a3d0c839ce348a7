import type { Cart, DeliveryMethod } from "#generated/types.ts";
import { AppError } from "../../../platform/http/app-error.ts";
import type { DeliveryMethodRow, ShopData } from "../../cart/operations/shop-data.ts";
import { localised } from "../../catalog/operations/catalog-data.ts";

/** The site's active delivery methods in their order. */
export function activeDeliveryMethods(shop: ShopData): DeliveryMethodRow[] {
  return shop.deliveryMethods.filter((method) => method.isActive);
}

/** A method's price for a cart: free from its threshold of the cart total after discounts. */
export function deliveryPriceFor(method: DeliveryMethodRow, cart: Cart): number {
  const isFree = method.freeFromCents !== null && cart.prices.cartTotal >= method.freeFromCents;
  return isFree ? 0 : method.priceCents;
}

/**
 * The methods that deliver a cart to a country (spec 7 getApplicableDeliveryMethods): active, with
 * the country among theirs (none listed: every allowed country); none for an e-product cart.
 */
export function applicableDeliveryMethods(input: {
  methods: readonly DeliveryMethodRow[];
  cart: Cart;
  country: string;
}): DeliveryMethodRow[] {
  if (input.cart.digitalOnly) return [];
  return input.methods.filter(
    (method) => method.countries.length === 0 || method.countries.includes(input.country),
  );
}

/** A method as checkout offers it (spec 3): texts in the language, priced for this cart. */
export function toDeliveryMethod(
  method: DeliveryMethodRow,
  input: { cart: Cart; languageCode: string },
): DeliveryMethod {
  const price = deliveryPriceFor(method, input.cart);
  const converted = input.cart.prices.converted;
  return {
    id: method.id,
    code: method.code,
    name: localised(method.name, input.languageCode) || method.code,
    description: localised(method.description, input.languageCode),
    price,
    basePrice: method.priceCents,
    freeFrom: method.freeFromCents,
    ...(converted
      ? { converted: { price: Math.round(price * converted.rate), currency: converted.currency } }
      : {}),
    options: { branches: method.branches },
  };
}

/**
 * spec 5 shipping: the method must be one offered (shippingMethodNotFound) and, when it has
 * branches, one of them must be chosen (shippingBranchUndefined). Answers the branch.
 */
export function checkDeliveryChoice(input: {
  offered: readonly DeliveryMethodRow[];
  methodId: number;
  branchId: string | null | undefined;
}): { method: DeliveryMethodRow; branchId: string | null } {
  const method = input.offered.find((candidate) => candidate.id === input.methodId);
  if (!method) throw new AppError(400, "api.shippingMethodNotFound");
  if (method.branches.length === 0) return { method, branchId: null };
  const branch = method.branches.find((candidate) => candidate.id === input.branchId);
  if (!branch) throw new AppError(400, "api.shippingBranchUndefined");
  return { method, branchId: branch.id };
}
