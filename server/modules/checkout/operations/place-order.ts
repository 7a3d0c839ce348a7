import { eq } from "drizzle-orm";
import type { Cart, OrderCreateRequest } from "#generated/types.ts";
import type { Db } from "../../../db/client.ts";
import { orders } from "../../../db/schema-shop.ts";
import { AppError } from "../../../platform/http/app-error.ts";
import { checkedReturns } from "../../payments/payment-provider.ts";
import { paymentProviders } from "../../payments/providers.ts";
import { type OrderMailSettings, orderMailsOf } from "../documents/order-mails.ts";
import { openCart, type CartRow } from "../../cart/operations/cart-session.ts";
import type { CartCurrencies } from "../../cart/operations/price-cart.ts";
import { type CheckoutCall, priced } from "./checkout-call.ts";
import { checkoutCustomer } from "./checkout-customer.ts";
import { checkDeliveryChoice } from "./delivery-methods.ts";
import { type DeliveryContext, offeredDeliveryMethods } from "./delivery-step.ts";
import { takeCouponUse } from "./coupon-use.ts";
import { assertCartUnchanged, orderConsents, stockNeeds } from "./order-checks.ts";
import { orderSnapshot } from "./order-snapshot.ts";
import { writeOrder } from "./order-write.ts";
import { assignmentOf } from "../../consents/assignments.ts";
import { logConsents } from "../../consents/consent-log.ts";
import { offeredPaymentMethods } from "./payment-methods.ts";
import type { ShopData } from "../../cart/operations/shop-data.ts";

/** What placing answers: the order's number, whether this call made it, what sold out. */
export type Placed = { number: string; isNew: boolean; soldOut: number[] };

/** What the order's transaction needs that is read before it (PGlite runs one at a time). */
export type PlaceInput = {
  call: CheckoutCall;
  body: OrderCreateRequest;
  context: DeliveryContext;
  currencies: CartCurrencies;
  shop: ShopData;
  /** Brand, SendEmailTo and DefaultLanguage for the order's mails. */
  mailSettings: OrderMailSettings;
};

const outOfStock = (left: number, cart: Cart): AppError => {
  const error = new AppError(409, "api.outOfStock", undefined, { cart });
  error.vars = { qty: left };
  return error;
};

/**
 * The cart locked for the order; for a cart that already has its order (a double click, a retry
 * after a timeout, two tabs: spec 4, decision 031) that order's number instead.
 */
async function lockCart(
  tx: Db,
  input: PlaceInput,
): Promise<{ cart: CartRow } | { existing: string }> {
  const { body, call } = input;
  try {
    const cart = await openCart(tx, {
      siteId: call.site.id,
      cartId: body.cartId,
      protectCode: body.protectCode,
      forUpdate: true,
    });
    return { cart };
  } catch (error) {
    // openCart checks the protect code before it refuses an archived cart
    if (!(error instanceof AppError) || error.key !== "api.cartArchived") throw error;
    const [order] = await tx
      .select({ number: orders.number })
      .from(orders)
      .where(eq(orders.cartId, body.cartId));
    if (!order) throw error;
    return { existing: order.number };
  }
}

/**
 * spec 4 order placement in one transaction (decision 031): the checks (cart, address, methods,
 * consents, changes), the coupon use, then in one statement the stock, number, order, lines,
 * queued mails and archived cart (order-write.ts). Anything thrown rolls all of it back.
 */
export async function placeOrder(tx: Db, input: PlaceInput): Promise<Placed> {
  const { call, body, currencies, shop } = input;
  const locked = await lockCart(tx, input);
  if ("existing" in locked) return { number: locked.existing, isNew: false, soldOut: [] };
  let { cart } = locked;
  const customer = await checkoutCustomer(tx, { cart, user: call.user });
  let view = await priced(tx, { call, cart, currencies, shop });
  if (view.items.length === 0) throw new AppError(400, "api.cartEmpty");
  if (view.digitalOnly && cart.deliveryMethodId !== null) {
    // an e-product cart ships nothing: a method chosen before is not charged
    cart = { ...cart, deliveryMethodId: null, deliveryBranchId: null };
    view = await priced(tx, { call, cart, currencies, shop });
  }
  const { billing } = customer;
  if (!billing) throw new AppError(400, "api.addressMissing");
  let delivery = null;
  if (!view.digitalOnly) {
    if (cart.deliveryMethodId === null) throw new AppError(400, "api.shippingMethodUndefined");
    const offered = offeredDeliveryMethods({
      context: input.context,
      shop,
      cart: view,
      customer,
    });
    delivery = checkDeliveryChoice({
      offered,
      methodId: cart.deliveryMethodId,
      branchId: cart.deliveryBranchId,
    });
  }
  const payment = offeredPaymentMethods(shop).find((method) => method.id === cart.paymentMethodId);
  if (!payment) throw new AppError(400, "api.paymentMethodUndefined");
  // a card's gateway sends the shopper back to these pages (decision 045)
  if (paymentProviders[payment.kind].paysOrders) checkedReturns(body);
  const now = new Date();
  const email = customer.email;
  const consents = orderConsents({
    assignments: {
      checkoutAddress: await assignmentOf(tx, call.site.id, "checkoutAddress"),
      checkoutPayment: await assignmentOf(tx, call.site.id, "checkoutPayment"),
    },
    ids: body.consents,
    email,
    language: call.languageCode,
    now,
  });
  assertCartUnchanged(view, body.expected);
  const unavailable = view.items.find((item) => !item.isAvailable);
  if (unavailable) throw outOfStock(unavailable.stock ?? 0, view);

  // the cart row is locked already: taking the coupon's use first keeps the locks every order
  // waits for (a product's stock, the year's number) for the order's one write and its commit
  const couponId = view.coupon ? cart.couponId : null;
  if (couponId !== null) {
    const isTaken = await takeCouponUse(tx, { couponId, email, userId: customer.userId });
    if (!isTaken) throw new AppError(409, "api.couponUsedUp", undefined, { cart: view });
  }
  const snapshot = orderSnapshot({
    cart: view,
    customer: { ...customer, billing },
    delivery,
    payment,
    settings: input.context.settings,
    consents: consents.snapshot,
    couponId,
    instructions: body.orderMessage ?? cart.instructions,
    languageCode: call.languageCode,
  });
  const { short, soldOut, number } = await writeOrder(tx, {
    row: {
      siteId: call.site.id,
      cartId: cart.id,
      userId: customer.userId,
      email,
      languageCode: call.languageCode,
      currencyId: view.prices.currency.id,
      status: "new",
      // an order its provider pays waits for the provider's word (decision 045)
      paymentStatus: paymentProviders[payment.kind].paysOrders ? "awaiting" : "unpaid",
      paymentKind: payment.kind,
      totalCents: view.prices.orderTotal,
      snapshot,
      createdAt: now,
      updatedAt: now,
    },
    needs: stockNeeds(view),
    lines: snapshot.lines.map((line) => ({
      productId: line.productId,
      sku: line.sku,
      name: line.name,
      qty: line.qty,
      unitPriceCents: line.unitPrice,
      rowTotalCents: line.row,
      taxRateBasisPoints: line.rateBasisPoints,
      options: line.options,
    })),
    couponUse:
      couponId === null
        ? null
        : {
            couponId,
            email: email.toLowerCase(),
            userId: customer.userId,
            createdAt: now,
          },
    mails: orderMailsOf({ email, language: call.languageCode }, input.mailSettings),
  });
  if (short) throw outOfStock(short.left, view);
  for (const { form, consents: given } of consents.given)
    await logConsents(tx, given, {
      siteId: call.site.id,
      assignedTo: form,
      email,
      userId: customer.userId,
      orderNumber: number,
      at: now,
    });
  return { number, isNew: true, soldOut };
}
