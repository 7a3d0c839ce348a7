import { and, eq } from "drizzle-orm";
import { parseSiteOptions } from "#common/site-options.ts";
import { optionsKey, checkedLine } from "../../modules/cart/operations/add-rules.ts";
import { createCart } from "../../modules/cart/operations/cart-session.ts";
import type { CartCurrencies } from "../../modules/cart/operations/price-cart.ts";
import { readShopData } from "../../modules/cart/operations/shop-data.ts";
import type { CheckoutCall } from "../../modules/checkout/operations/checkout-call.ts";
import { type PlaceInput, placeOrder } from "../../modules/checkout/operations/place-order.ts";
import { loadUser, userColumns } from "../../platform/http/authenticate.ts";
import type { Db } from "../client.ts";
import { addresses, catalogProducts, countries, currencies, sites, users } from "../schema.ts";
import {
  cartItems,
  carts,
  orders,
  shopCoupons,
  shopDeliveryMethods,
  shopPaymentMethods,
} from "../schema-shop.ts";
import { backdateOrder, type OrderHistory } from "./shop-order-history.ts";
import { demoCheckoutSettings } from "./shop.ts";
import { siteOptionRows } from "./site-options.ts";
import { demoAccounts } from "./users.ts";

type DemoOrder = {
  lines: [sku: string, qty: number][];
  delivery: { code: "pickup" | "locker" | "courier"; branchId?: string };
  payment: "cod" | "bank";
  coupon?: string;
  history: OrderHistory;
};

/**
 * The demo shopper's past orders (issue 17), so the profile's 'Moje narudžbe' and the back
 * office's order list are not empty on a fresh start. DASKA-MASL stays at its 3 units.
 */
export const demoOrders: DemoOrder[] = [
  {
    lines: [
      ["VIN-BABIC-20", 2],
      ["VIN-HVAR-21", 1],
    ],
    delivery: { code: "courier" },
    payment: "cod",
    history: { daysAgo: 23, status: "delivered", paid: false },
  },
  {
    lines: [
      ["ULJE-OBL-500", 2],
      ["DEL-MED-LAV", 1],
      ["VIN-TERAN-21", 1],
    ],
    delivery: { code: "locker", branchId: "locker-zagreb-1" },
    payment: "bank",
    history: { daysAgo: 10, status: "shipped", paid: true },
  },
  {
    lines: [
      ["DEL-TART-CRN", 2],
      ["ULJE-LEC-500", 1],
    ],
    delivery: { code: "pickup", branchId: "konoba" },
    payment: "bank",
    coupon: "WELCOME10",
    history: { daysAgo: 2, status: "new", paid: false },
  },
];

const byEmail = (role: "shopper" | "back-office") => {
  const account = demoAccounts.find((candidate) => candidate.role === role);
  if (!account) throw new Error(`seed: no demo ${role}`);
  return account.email;
};

const shopperAddress = {
  firstName: "Ivan",
  lastName: "Horvat",
  contactEmail: byEmail("shopper"),
  contactPhone: "+385 91 555 0199",
  country: "HR",
  city: "Zagreb",
  zipCode: "10000",
};

/** The shopper's billing (Main) address at home and a Shipping address at the office. */
const addressRows = [
  { ...shopperAddress, type: "Main" as const, street: "Ilica", houseNumber: "42" },
  { ...shopperAddress, type: "Shipping" as const, street: "Savska cesta", houseNumber: "32" },
];

/**
 * What create-order.ts reads from services before its transaction, read here from the seed's
 * transaction: the site, the shopper as the signed-in user, EUR, the checkout settings,
 * countries, the shop's tax classes and methods and the mail options.
 */
async function placeInputBase(tx: Db, siteId: string): Promise<Omit<PlaceInput, "body">> {
  const [site] = await tx.select().from(sites).where(eq(sites.id, siteId));
  const [shopper] = await tx
    .select(userColumns)
    .from(users)
    .where(eq(users.email, byEmail("shopper")));
  if (!site || !shopper) throw new Error("seed: the site or the demo shopper is missing");
  const [main] = await tx
    .select({ id: currencies.id, label: currencies.label, symbol: currencies.symbol })
    .from(currencies)
    .where(eq(currencies.id, site.mainCurrencyId));
  if (!main) throw new Error("seed: the site's main currency is missing");
  const call: CheckoutCall = {
    site,
    languageCode: "hrv",
    user: await loadUser(tx, shopper),
  };
  const currencyView: CartCurrencies = { main: { ...main, rate: 1 }, converted: undefined };
  return {
    call,
    context: {
      settings: demoCheckoutSettings,
      countries: await tx.select().from(countries).orderBy(countries.name),
    },
    currencies: currencyView,
    shop: await readShopData(tx, siteId),
    mailSettings: parseSiteOptions(siteOptionRows),
  };
}

/** A cart of the shopper with the order's lines, delivery, payment and coupon chosen. */
async function fillCart(
  tx: Db,
  input: { siteId: string; userId: number; order: DemoOrder },
): Promise<{ cartId: string; protectCode: string }> {
  const { siteId, order } = input;
  const { cart, protectCode } = await createCart(tx, {
    siteId,
    languageCode: "hrv",
    userId: input.userId,
  });
  for (const [sku, qty] of order.lines) {
    const [product] = await tx
      .select({ id: catalogProducts.id })
      .from(catalogProducts)
      .where(and(eq(catalogProducts.siteId, siteId), eq(catalogProducts.sku, sku)));
    if (!product) throw new Error(`seed: no product ${sku}`);
    // the cart's own add rules (sellable, options as stored)
    const line = await checkedLine(tx, {
      siteId,
      productId: product.id,
      options: undefined,
      languageCode: "hrv",
    });
    await tx.insert(cartItems).values({
      cartId: cart.id,
      productId: line.product.id,
      qty,
      options: line.options,
      optionsKey: optionsKey(line.options),
    });
  }
  const idOf = async (rows: Promise<{ id: number }[]>, what: string) => {
    const [row] = await rows;
    if (!row) throw new Error(`seed: no ${what}`);
    return row.id;
  };
  const d = shopDeliveryMethods;
  const p = shopPaymentMethods;
  const c = shopCoupons;
  const choice = {
    deliveryMethodId: await idOf(
      tx
        .select({ id: d.id })
        .from(d)
        .where(and(eq(d.siteId, siteId), eq(d.code, order.delivery.code))),
      `delivery method ${order.delivery.code}`,
    ),
    deliveryBranchId: order.delivery.branchId ?? null,
    paymentMethodId: await idOf(
      tx
        .select({ id: p.id })
        .from(p)
        .where(and(eq(p.siteId, siteId), eq(p.code, order.payment))),
      `payment method ${order.payment}`,
    ),
    couponId: order.coupon
      ? await idOf(
          tx
            .select({ id: c.id })
            .from(c)
            .where(and(eq(c.siteId, siteId), eq(c.code, order.coupon))),
          `coupon ${order.coupon}`,
        )
      : null,
  };
  await tx.update(carts).set(choice).where(eq(carts.id, cart.id));
  return { cartId: cart.id, protectCode };
}

/**
 * Places the demo orders through the checkout's own placeOrder (same checks, snapshot, stock,
 * coupon use, number and mails as a real order), then dates them in the past weeks and moves
 * them along (shop-order-history.ts). Their mails are marked sent: a fresh install with
 * SMTP_URL must not mail the demo addresses.
 */
export async function seedDemoOrders(tx: Db, siteId: string): Promise<void> {
  const base = await placeInputBase(tx, siteId);
  const userId = base.call.user?.id;
  if (userId === undefined) throw new Error("seed: the demo shopper is missing");
  await tx.insert(addresses).values(addressRows.map((row) => ({ ...row, userId })));
  const [editor] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, byEmail("back-office")));
  for (const order of demoOrders) {
    const cart = await fillCart(tx, { siteId, userId, order });
    const placed = await placeOrder(tx, {
      ...base,
      body: { ...cart, userId, consents: ["privacy", "terms"] },
    });
    const [row] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.siteId, siteId), eq(orders.number, placed.number)));
    if (!row) throw new Error(`seed: order ${placed.number} was not placed`);
    await backdateOrder(tx, {
      orderId: row.id,
      cartId: cart.cartId,
      history: order.history,
      editorId: editor?.id ?? null,
      mailSettings: base.mailSettings,
    });
  }
}
