import { createHash } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { expect } from "vitest";
import type { Cart, DeliveryMethod, OrderCreateResult, PaymentMethod } from "#generated/types.ts";
import { orders, paymentEvents, sandboxGatewayKeys } from "#server/db/schema-shop.ts";
import { data, type Session, useShopServer } from "./shop-client.ts";

// Card orders through the sandbox gateway (issue 20, decision 045), for the payment tests: the
// signatures are computed here from the protocol's formulas, not by the code under test.

export const sha512 = (text: string) => createHash("sha512").update(text).digest("hex");
export const consents = ["privacy", "terms"];

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'" };
const decoded = (value: string) =>
  value.replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => entities[name] ?? "");

/** The hidden fields of a hosted form (order/create's html). */
export const fieldsOf = (html: string): Record<string, string> =>
  Object.fromEntries(
    [...html.matchAll(/name="(\w+)" value="([^"]*)"/g)].map((match) => [
      match[1]!,
      decoded(match[2]!),
    ]),
  );

/** A shop server with the helpers of a card order's life: order, sandbox, notification. */
export function useCardShop() {
  const shop = useShopServer();
  const { suite, db, post, put, addItem, setGuest, testProduct } = shop;

  async function sandboxKey() {
    const [key] = await db()
      .select()
      .from(sandboxGatewayKeys)
      .where(eq(sandboxGatewayKeys.provider, "wspay"));
    if (!key) throw new Error("the sandbox has no key yet");
    return key;
  }

  const returns = () => ({
    successURL: `${suite.server.url}/naplata/uspjeh`,
    failureURL: `${suite.server.url}/naplata/neuspjeh`,
  });

  /**
   * A guest's card order of one product at `price` EUR: its session, form fields and row; or
   * the same order paid by another of the demo's methods (`method`: its code), or of `qty` units
   * of a product of the test's own.
   */
  async function cardOrder(
    price = 12.5,
    coupon?: string,
    method = "card",
    lines: { product?: number; qty?: number } = {},
  ) {
    const product = lines.product ?? (await testProduct({ stock: 3, price }));
    const session: Session = await addItem(undefined, product, lines.qty ?? 1);
    data<Cart>(await setGuest(session));
    if (coupon) data<Cart>(await post("/api/v2/cart/applyCoupon", { ...session, code: coupon }));
    const delivery = data<DeliveryMethod[]>(
      await post("/api/v2/checkout/getApplicableDeliveryMethods", session),
    );
    const payment = data<PaymentMethod[]>(
      await post("/api/v2/checkout/getApplicablePaymentMethods", session),
    );
    const card = payment.find((offered) => offered.code === method);
    if (method === "card") expect(card).toMatchObject({ kind: "card", paymentType: "HPF" });
    const courier = delivery.find((method) => method.code === "courier");
    data<Cart>(
      await put("/api/v2/checkout/saveDeliveryMethod", {
        ...session,
        deliveryMethodId: courier?.id,
      }),
    );
    data<Cart>(
      await put("/api/v2/checkout/savePaymentMethod", { ...session, paymentMethodId: card?.id }),
    );
    const result = data<OrderCreateResult>(
      await post("/api/v2/order/create", { ...session, consents, ...returns() }),
    );
    const [order] = await db().select().from(orders).where(eq(orders.number, result.orderSlug));
    if (!order) throw new Error("no order");
    return { session, product, result, fields: fieldsOf(result.html ?? ""), order };
  }

  const eventsOf = (orderId: number) =>
    db()
      .select({
        kind: paymentEvents.kind,
        verdict: paymentEvents.verdict,
        change: paymentEvents.change,
        amountCents: paymentEvents.amountCents,
      })
      .from(paymentEvents)
      .where(eq(paymentEvents.orderId, orderId))
      .orderBy(asc(paymentEvents.id));

  const statusOf = async (orderId: number) =>
    (await db().select().from(orders).where(eq(orders.id, orderId)))[0]?.paymentStatus;

  /** A form post to the sandbox, as the shopper's browser makes it; the redirect is not followed. */
  const sandboxPost = (path: string, fields: Record<string, string>) =>
    fetch(suite.server.url + path, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields).toString(),
      redirect: "manual",
    });

  /** A notification signed with the sandbox's key (the protocol's formula), or as given. */
  async function notification(cartId: string, fields: Record<string, string> = {}) {
    const key = await sandboxKey();
    const message: Record<string, string> = {
      ShopID: key.shopId,
      ShoppingCartID: cartId,
      WsPayOrderId: "6c2d7e1a-0000-4000-8000-000000000001",
      ApprovalCode: "AB12CD",
      ActionSuccess: "1",
      Amount: "0,00",
      CurrencyCode: "978",
      ...fields,
    };
    const k = key.secretKey;
    const { ShopID, ActionSuccess, ApprovalCode, WsPayOrderId } = message;
    message.Signature ??= sha512(
      `${ShopID}${k}${ActionSuccess}${ApprovalCode}${k}${ShopID}${ApprovalCode}${WsPayOrderId}`,
    );
    return post("/api/v2/payments/wspay/notification", message);
  }
  return { ...shop, sandboxKey, returns, cardOrder, eventsOf, statusOf, sandboxPost, notification };
}
