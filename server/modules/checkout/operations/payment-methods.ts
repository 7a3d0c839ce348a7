import type { PaymentMethod } from "#generated/types.ts";
import type { PaymentMethodRow, ShopData } from "../../cart/operations/shop-data.ts";
import { localised } from "../../catalog/operations/catalog-data.ts";

// Card payment needs a provider to hand the order to (the payments issue); until one is wired,
// a card method is not offered, so no order can wait for a payment that cannot happen.
const doneAtOnce: readonly string[] = ["cashOnDelivery", "bankTransfer"];

/** The payment methods checkout offers (spec 7 getApplicablePaymentMethods), in their order. */
export function offeredPaymentMethods(shop: ShopData): PaymentMethodRow[] {
  return shop.paymentMethods.filter(
    (method) => method.isActive && doneAtOnce.includes(method.kind),
  );
}

/** A method as checkout offers it (spec 3): texts in the language; paymentType 'HPF' or null. */
export function toPaymentMethod(method: PaymentMethodRow, languageCode: string): PaymentMethod {
  return {
    id: method.id,
    code: method.code,
    kind: method.kind,
    name: localised(method.name, languageCode) || method.code,
    description: localised(method.description, languageCode),
    paymentType: method.paymentType === "HPF" ? "HPF" : null,
  };
}
