import type {
  AddressForm,
  Cart,
  CheckoutSettings,
  OrderConsent,
  OrderLine,
  OrderSnapshot,
} from "#generated/types.ts";
import type { CheckoutCustomer } from "./checkout-customer.ts";
import type { DeliveryMethodRow, PaymentMethodRow } from "../../cart/operations/shop-data.ts";
import { toDeliveryMethod } from "./delivery-methods.ts";
import { toPaymentMethod } from "./payment-methods.ts";

/** A cart line as it was sold (issue 17: the order keeps what the cart showed). */
export function toOrderLine(item: Cart["items"][number]): OrderLine {
  const { productData, prices } = item;
  return {
    productId: item.productId,
    sku: productData.sku,
    name: productData.name,
    qty: item.qty,
    unitPrice: prices.finalPrice,
    row: prices.row,
    rateBasisPoints: prices.rateBasisPoints,
    ...(productData.variantLabel ? { variantLabel: productData.variantLabel } : {}),
    ...(productData.personalizations ? { personalizations: productData.personalizations } : {}),
    ...(productData.components ? { components: productData.components } : {}),
    options: item.options,
  };
}

/** What an order keeps of its cart and checkout (schemas/entities/order-snapshot.schema.json). */
export function orderSnapshot(input: {
  cart: Cart;
  customer: CheckoutCustomer & { billing: AddressForm };
  delivery: { method: DeliveryMethodRow; branchId: string | null } | null;
  payment: PaymentMethodRow;
  settings: CheckoutSettings;
  consents: OrderConsent[];
  couponId: number | null;
  instructions: string;
  languageCode: string;
}): OrderSnapshot {
  const { cart, customer, delivery, payment, languageCode } = input;
  const offered = delivery && toDeliveryMethod(delivery.method, { cart, languageCode });
  const branch = delivery?.method.branches.find((each) => each.id === delivery.branchId) ?? null;
  return {
    lines: cart.items.map(toOrderLine),
    prices: cart.prices,
    billingAddress: { ...customer.billing, type: "Main" },
    // an e-product order ships nothing; else the Shipping address (the billing one's copy)
    shippingAddress: cart.digitalOnly ? null : (customer.shipping ?? customer.billing),
    customer: customer.customer,
    delivery: offered && {
      id: offered.id,
      code: offered.code,
      name: offered.name,
      price: cart.prices.delivery,
      branch,
    },
    payment: {
      id: payment.id,
      code: payment.code,
      kind: payment.kind,
      name: toPaymentMethod(payment, languageCode).name,
    },
    // the shop's details as set: the slip adds the order's number (documents/hub3.ts)
    bankTransfer: payment.kind === "bankTransfer" ? (input.settings.bankTransfer ?? null) : null,
    consents: input.consents,
    coupon:
      cart.coupon && input.couponId !== null
        ? { id: input.couponId, code: cart.coupon.code }
        : null,
    memberCardBarcode: cart.memberCardBarcode,
    instructions: input.instructions,
  };
}
