import type { PaymentMethod } from "#generated/types.ts";
import type { PaymentMethodRow, ShopData } from "../../cart/operations/shop-data.ts";
import { localised } from "../../catalog/operations/catalog-data.ts";

const paymentTypes = ["HPF", "WALLET"] as const;

/**
 * The payment methods checkout offers (spec 7 getApplicablePaymentMethods), in their order: cash
 * on delivery and bank transfer are done at once; a card goes to the card gateway (WSPay, or the
 * sandbox gateway on this server without one), the card wallet to its buttons (decision 045).
 */
export function offeredPaymentMethods(shop: ShopData): PaymentMethodRow[] {
  return shop.paymentMethods.filter((method) => method.isActive);
}

/**
 * A method as checkout offers it (spec 3): texts in the language; paymentType 'HPF' (a hosted
 * form), 'WALLET' (the card wallet's buttons) or null (done at once).
 */
export function toPaymentMethod(method: PaymentMethodRow, languageCode: string): PaymentMethod {
  return {
    id: method.id,
    code: method.code,
    kind: method.kind,
    name: localised(method.name, languageCode) || method.code,
    description: localised(method.description, languageCode),
    paymentType: paymentTypes.find((type) => type === method.paymentType) ?? null,
  };
}
