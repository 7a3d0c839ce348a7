import type { PaymentMethod } from "#generated/types.ts";
import type { PaymentMethodRow, ShopData } from "../../cart/operations/shop-data.ts";
import { localised } from "../../catalog/operations/catalog-data.ts";

/**
 * The payment methods checkout offers (spec 7 getApplicablePaymentMethods), in their order: cash
 * on delivery and bank transfer are done at once; a card goes to the card gateway (WSPay, or the
 * sandbox gateway on this server without one: decision 045).
 */
export function offeredPaymentMethods(shop: ShopData): PaymentMethodRow[] {
  return shop.paymentMethods.filter((method) => method.isActive);
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
