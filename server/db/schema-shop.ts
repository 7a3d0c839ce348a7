import { sql } from "drizzle-orm";
import type {
  CartItemOptions,
  GuestUser,
  LocalisedText,
  OrderSnapshot,
  ShopBranch,
} from "#generated/types.ts";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import { catalogProducts, currencies, sites, users } from "./schema.ts";

// The shop (issue 17, decision 031): carts, checkout methods, coupons and orders. Money is an
// integer number of minor units (cents) of the site's main currency everywhere in these tables.

/** A VAT rate products and delivery are taxed at (prices include VAT); rate in basis points. */
export const shopTaxClasses = pgTable(
  "shop_tax_classes",
  {
    siteId: text("site_id")
      .notNull()
      .references(() => sites.id),
    code: text("code").notNull(),
    name: jsonb("name").$type<LocalisedText>().notNull(),
    /** 2500 is 25 %. */
    rateBasisPoints: integer("rate_basis_points").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.code] }),
    check("shop_tax_classes_rate", sql`${t.rateBasisPoints} between 0 and 10000`),
  ],
);

/** spec 3 delivery method: a price, a free-delivery threshold, countries and branches. */
export const shopDeliveryMethods = pgTable(
  "shop_delivery_methods",
  {
    id: serial("id").primaryKey(),
    siteId: text("site_id")
      .notNull()
      .references(() => sites.id),
    code: text("code").notNull(),
    name: jsonb("name").$type<LocalisedText>().notNull(),
    description: jsonb("description").$type<LocalisedText>().notNull(),
    priceCents: integer("price_cents").notNull(),
    /** Items total from which delivery is free; null: never free. */
    freeFromCents: integer("free_from_cents"),
    /** ISO codes it delivers to; empty: every allowed country. */
    countries: text("countries")
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** Pickup places and parcel lockers the shopper picks one of (spec 3 options.branches). */
    branches: jsonb("branches").$type<ShopBranch[]>().notNull().default([]),
    taxClass: text("tax_class").notNull().default("standard"),
    position: integer("position").notNull().default(0),
    isActive: boolean("is_active").notNull().default(true),
  },
  (t) => [
    uniqueIndex("shop_delivery_methods_code").on(t.siteId, t.code),
    check("shop_delivery_methods_price", sql`${t.priceCents} >= 0`),
  ],
);

/**
 * spec 3 payment method: cash on delivery and bank transfer (no paymentType), card (HPF), card
 * wallet (its buttons on the payment step).
 */
export const shopPaymentMethods = pgTable(
  "shop_payment_methods",
  {
    id: serial("id").primaryKey(),
    siteId: text("site_id")
      .notNull()
      .references(() => sites.id),
    code: text("code").notNull(),
    /** cashOnDelivery and bankTransfer are done at once; a provider's kind redirects (HPF). */
    kind: text("kind", { enum: ["cashOnDelivery", "bankTransfer", "card", "wallet"] }).notNull(),
    name: jsonb("name").$type<LocalisedText>().notNull(),
    description: jsonb("description").$type<LocalisedText>().notNull(),
    /** spec 3: 'HPF' for a hosted payment form; null when the order is done at once. */
    paymentType: text("payment_type"),
    position: integer("position").notNull().default(0),
    isActive: boolean("is_active").notNull().default(true),
  },
  (t) => [
    uniqueIndex("shop_payment_methods_code").on(t.siteId, t.code),
    check(
      "shop_payment_methods_kind",
      sql`${t.kind} in ('cashOnDelivery', 'bankTransfer', 'card', 'wallet')`,
    ),
  ],
);

/** A coupon (issue 17): percent or fixed, with a minimum, a window, limits and a scope. */
export const shopCoupons = pgTable(
  "shop_coupons",
  {
    id: serial("id").primaryKey(),
    siteId: text("site_id")
      .notNull()
      .references(() => sites.id),
    /** Upper case; shoppers' codes are compared upper-cased. */
    code: varchar("code", { length: 40 }).notNull(),
    kind: text("kind", { enum: ["percent", "fixed"] }).notNull(),
    /** Percent (1-100) or cents off. */
    amount: integer("amount").notNull(),
    minItemsTotalCents: integer("min_items_total_cents").notNull().default(0),
    validFrom: timestamp("valid_from", { withTimezone: true }),
    validTo: timestamp("valid_to", { withTimezone: true }),
    usageLimit: integer("usage_limit"),
    perCustomerLimit: integer("per_customer_limit"),
    /** Only these products or these categories (and their subtrees); both empty: every item. */
    productIds: integer("product_ids")
      .array()
      .notNull()
      .default(sql`'{}'`),
    categoryIds: integer("category_ids")
      .array()
      .notNull()
      .default(sql`'{}'`),
    usedCount: integer("used_count").notNull().default(0),
    isActive: boolean("is_active").notNull().default(true),
  },
  (t) => [
    uniqueIndex("shop_coupons_code").on(t.siteId, t.code),
    check("shop_coupons_kind", sql`${t.kind} in ('percent', 'fixed')`),
    check(
      "shop_coupons_amount",
      sql`${t.amount} > 0 and (${t.kind} = 'fixed' or ${t.amount} <= 100)`,
    ),
    check("shop_coupons_used", sql`${t.usageLimit} is null or ${t.usedCount} <= ${t.usageLimit}`),
  ],
);

/**
 * A cart (spec 3): addressed by its id and a 128-bit protect code whose SHA-256 is kept, so a
 * leaked table opens no cart. Archived by its order, never deleted with it.
 */
export const carts = pgTable(
  "carts",
  {
    id: uuid("id").primaryKey(),
    siteId: text("site_id")
      .notNull()
      .references(() => sites.id),
    protectCodeHash: text("protect_code_hash").notNull(),
    languageCode: varchar("language_code", { length: 3 }).notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    guestUser: jsonb("guest_user").$type<GuestUser>(),
    couponId: integer("coupon_id").references(() => shopCoupons.id, { onDelete: "set null" }),
    memberCardBarcode: varchar("member_card_barcode", { length: 13 }),
    deliveryMethodId: integer("delivery_method_id").references(() => shopDeliveryMethods.id, {
      onDelete: "set null",
    }),
    deliveryBranchId: text("delivery_branch_id"),
    paymentMethodId: integer("payment_method_id").references(() => shopPaymentMethods.id, {
      onDelete: "set null",
    }),
    instructions: text("instructions").notNull().default(""),
    status: text("status", { enum: ["active", "archived"] })
      .notNull()
      .default("active"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("carts_user").on(t.userId, t.status, t.updatedAt),
    check("carts_status", sql`${t.status} in ('active', 'archived')`),
  ],
);

/** A line of a cart (spec 3 cart item): the same product with the same options is one line. */
export const cartItems = pgTable(
  "cart_items",
  {
    id: serial("id").primaryKey(),
    cartId: uuid("cart_id")
      .notNull()
      .references(() => carts.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => catalogProducts.id),
    qty: integer("qty").notNull(),
    options: jsonb("options").$type<CartItemOptions>().notNull(),
    /** A stable text of the options: a line is found by product and options. */
    optionsKey: text("options_key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("cart_items_line").on(t.cartId, t.productId, t.optionsKey),
    check("cart_items_qty", sql`${t.qty} > 0`),
  ],
);

/**
 * An order (issue 17): a snapshot of what was bought, written in one transaction with its lines,
 * the stock decrement, the coupon use and the archived cart. One order per cart (cart_id unique):
 * order/create is idempotent.
 */
export const orders = pgTable(
  "orders",
  {
    id: serial("id").primaryKey(),
    siteId: text("site_id")
      .notNull()
      .references(() => sites.id),
    /** Readable per year: 2026-000123. */
    number: varchar("number", { length: 20 }).notNull(),
    cartId: uuid("cart_id")
      .notNull()
      .references(() => carts.id),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    email: text("email").notNull(),
    languageCode: varchar("language_code", { length: 3 }).notNull(),
    currencyId: integer("currency_id")
      .notNull()
      .references(() => currencies.id),
    status: text("status", {
      enum: ["new", "processing", "shipped", "delivered", "cancelled"],
    })
      .notNull()
      .default("new"),
    /**
     * unpaid: done at once (cash on delivery, bank transfer) and not yet marked paid; awaiting: a
     * card order waiting for its gateway; flagged: a gateway reported an amount or currency
     * other than the order's, for the back office to look at; refunded: paid, then given back
     * in full (decision 045).
     */
    paymentStatus: text("payment_status", {
      enum: ["unpaid", "awaiting", "paid", "failed", "expired", "flagged", "refunded"],
    })
      .notNull()
      .default("unpaid"),
    paymentKind: text("payment_kind", {
      enum: ["cashOnDelivery", "bankTransfer", "card", "wallet"],
    }).notNull(),
    totalCents: integer("total_cents").notNull(),
    /** What the provider gave back of a paid order, in part or in full. */
    refundedCents: integer("refunded_cents").notNull().default(0),
    /** Lines, prices, tax breakdown, addresses, methods, consents, currency and rate. */
    snapshot: jsonb("snapshot").$type<OrderSnapshot>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("orders_number").on(t.siteId, t.number),
    uniqueIndex("orders_cart").on(t.cartId),
    index("orders_user").on(t.userId, t.createdAt),
    index("orders_site_created").on(t.siteId, t.createdAt),
    check(
      "orders_status",
      sql`${t.status} in ('new', 'processing', 'shipped', 'delivered', 'cancelled')`,
    ),
    check(
      "orders_payment_status",
      sql`${t.paymentStatus} in ('unpaid', 'awaiting', 'paid', 'failed', 'expired', 'flagged', 'refunded')`,
    ),
    check("orders_refunded", sql`${t.refundedCents} between 0 and ${t.totalCents}`),
  ],
);

/** A line of an order: what was sold, at what price, with the stock it took. */
export const orderLines = pgTable(
  "order_lines",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => catalogProducts.id),
    sku: text("sku").notNull(),
    name: text("name").notNull(),
    qty: integer("qty").notNull(),
    unitPriceCents: integer("unit_price_cents").notNull(),
    rowTotalCents: integer("row_total_cents").notNull(),
    taxRateBasisPoints: integer("tax_rate_basis_points").notNull(),
    options: jsonb("options").$type<CartItemOptions>().notNull(),
  },
  (t) => [index("order_lines_order").on(t.orderId), check("order_lines_qty", sql`${t.qty} > 0`)],
);

/** The last order number of a site's year: taken and raised in the order's transaction. */
export const orderNumbers = pgTable(
  "order_numbers",
  {
    siteId: text("site_id")
      .notNull()
      .references(() => sites.id),
    year: integer("year").notNull(),
    last: integer("last").notNull(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.year] })],
);

/** A coupon taken by an order (issue 17 limits overall and per customer). */
export const shopCouponUses = pgTable(
  "shop_coupon_uses",
  {
    couponId: integer("coupon_id")
      .notNull()
      .references(() => shopCoupons.id, { onDelete: "cascade" }),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.couponId, t.orderId] }),
    index("shop_coupon_uses_email").on(t.couponId, t.email),
  ],
);

/** Order status changes, append-only: who moved an order along its state machine, and when. */
export const orderEvents = pgTable(
  "order_events",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    detail: jsonb("detail").$type<Record<string, unknown>>().notNull().default({}),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("order_events_order").on(t.orderId)],
);

/**
 * What a payment provider said or was asked about an order (decision 045): the raw message, the
 * verdict on its signature and amount, and the change it made, if any. Append-only: a trigger
 * refuses every update, and every delete but the one of its order (migration 0018).
 */
export const paymentEvents = pgTable(
  "payment_events",
  {
    id: serial("id").primaryKey(),
    siteId: text("site_id")
      .notNull()
      .references(() => sites.id),
    /** Null when the message named no order of this site. */
    orderId: integer("order_id").references(() => orders.id, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    kind: text("kind", {
      enum: ["start", "return", "notification", "status", "capture", "refund"],
    }).notNull(),
    verdict: text("verdict", {
      enum: [
        "accepted",
        "declined",
        "badSignature",
        "amountMismatch",
        "replay",
        "late",
        "unknownOrder",
        "unanswered",
      ],
    }).notNull(),
    /** What the message said was paid, in the currency's minor units. */
    amountCents: integer("amount_cents"),
    currency: varchar("currency", { length: 3 }),
    /** The order's payment status before and after, when the message changed it. */
    change: jsonb("change").$type<{ from: string; to: string }>(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("payment_events_order").on(t.orderId, t.createdAt),
    check(
      "payment_events_kind",
      sql`${t.kind} in ('start', 'return', 'notification', 'status', 'capture', 'refund')`,
    ),
    check(
      "payment_events_verdict",
      sql`${t.verdict} in ('accepted', 'declined', 'badSignature', 'amountMismatch', 'replay', 'late', 'unknownOrder', 'unanswered')`,
    ),
  ],
);

/**
 * The sandbox gateway's own key (decision 045), made once per database so that every instance
 * signs alike; a real gateway's key is server configuration, never stored.
 */
export const sandboxGatewayKeys = pgTable("sandbox_gateway_keys", {
  provider: text("provider").primaryKey(),
  shopId: text("shop_id").notNull(),
  secretKey: text("secret_key").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What the sandbox gateway approved or declined (decision 045): its own ledger, as a real
 * gateway keeps one, so that its status check answers for a transaction whose notification was
 * lost. A real gateway's transactions are never stored here.
 */
export const sandboxGatewayTransactions = pgTable(
  "sandbox_gateway_transactions",
  {
    id: serial("id").primaryKey(),
    shopId: text("shop_id").notNull(),
    cartId: text("cart_id").notNull(),
    wsPayOrderId: text("ws_pay_order_id").notNull(),
    approvalCode: text("approval_code").notNull(),
    stan: text("stan").notNull(),
    /** A payment, or a refund of the payment with the same wsPayOrderId. */
    kind: text("kind", { enum: ["payment", "refund"] })
      .notNull()
      .default("payment"),
    /** The form's TotalAmount as it came ("17,00"); a refund's amount written the same way. */
    amount: text("amount").notNull(),
    actionSuccess: text("action_success", { enum: ["0", "1"] }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("sandbox_gateway_transactions_cart").on(t.shopId, t.cartId, t.id)],
);

/**
 * The card wallet's local emulator (decision 045): the orders and subscriptions it was asked to
 * create, as the wallet provider keeps them, so that every instance answers alike. A real
 * provider's are never stored here.
 */
export const sandboxWalletOrders = pgTable("sandbox_wallet_orders", {
  id: text("id").primaryKey(),
  /** The wallet sandbox's resources: its orders, subscriptions, catalog products, plans and payments. */
  kind: text("kind", { enum: ["order", "subscription", "product", "plan", "payment"] }).notNull(),
  /** Orders: CREATED, APPROVED, COMPLETED; subscriptions: APPROVAL_PENDING, ACTIVE; … */
  status: text("status").notNull(),
  /** What the provider's API answers for it (amounts, captures, refunds, plan and quantity). */
  resource: jsonb("resource").$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
