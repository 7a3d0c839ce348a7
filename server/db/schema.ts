import { sql } from "drizzle-orm";
import type {
  CustomOption,
  ImageRef,
  Language,
  LocalisedText,
  MailAttachment,
  ProductMedia,
  ProductSort,
  User,
} from "#generated/types.ts";
import type { StoredChange } from "../platform/change.ts";
import {
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";

// Shapes of JSON columns come from schemas/ through codegen; the database only stores them.

/** PostgreSQL's full text vector, written and read as SQL (text-match.ts searchableOf). */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

export const languages = pgTable("languages", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  code: varchar("code", { length: 3 }).notNull().unique(),
  code2: varchar("code2", { length: 2 }).notNull().unique(),
  names: jsonb("names").$type<Language["names"]>().notNull(),
  position: integer("position").notNull().default(0),
});

export const countries = pgTable("countries", {
  id: serial("id").primaryKey(),
  iso: varchar("iso", { length: 2 }).notNull().unique(),
  code: varchar("code", { length: 3 }).notNull().unique(),
  name: text("name").notNull(),
});

export const currencies = pgTable("currencies", {
  id: serial("id").primaryKey(),
  label: varchar("label", { length: 3 }).notNull().unique(),
  symbol: text("symbol").notNull(),
});

export const sites = pgTable("sites", {
  id: text("id").primaryKey(),
  apiKeyToken: text("api_key_token").notNull().unique(),
  defaultLanguage: varchar("default_language", { length: 3 }).notNull(),
  mainCurrencyId: integer("main_currency_id")
    .notNull()
    .references(() => currencies.id),
});

export const domains = pgTable("domains", {
  id: serial("id").primaryKey(),
  siteId: text("site_id")
    .notNull()
    .references(() => sites.id),
  name: text("name").notNull().unique(),
  url: text("url").notNull(),
});

export const stores = pgTable("stores", {
  id: serial("id").primaryKey(),
  siteId: text("site_id")
    .notNull()
    .references(() => sites.id),
  languageCode: varchar("language_code", { length: 3 }).notNull(),
});

export const siteOptions = pgTable(
  "site_options",
  {
    id: serial("id").primaryKey(),
    siteId: text("site_id")
      .notNull()
      .references(() => sites.id),
    key: text("key").notNull(),
    value: text("value").notNull(),
    media: jsonb("media"),
  },
  (t) => [uniqueIndex("site_options_site_key").on(t.siteId, t.key)],
);

export const navigationItems = pgTable(
  "navigation_items",
  {
    id: serial("id").primaryKey(),
    siteId: text("site_id")
      .notNull()
      .references(() => sites.id),
    handle: text("handle").notNull(),
    languageCode: varchar("language_code", { length: 3 }).notNull(),
    parentId: integer("parent_id"),
    position: integer("position").notNull().default(0),
    title: text("title").notNull(),
    link: text("link").notNull(),
    type: text("type").notNull(),
  },
  (t) => [index("navigation_items_tree").on(t.siteId, t.handle, t.languageCode)],
);

export const layoutElements = pgTable(
  "layout_elements",
  {
    id: serial("id").primaryKey(),
    siteId: text("site_id")
      .notNull()
      .references(() => sites.id),
    handler: text("handler").notNull(),
    type: text("type").notNull().default("static-element"),
    title: text("title").notNull(),
    slug: text("slug").notNull(),
    languageCode: varchar("language_code", { length: 3 }).notNull(),
    parts: jsonb("parts").notNull(),
    meta: jsonb("meta").notNull(),
    mobileMeta: jsonb("mobile_meta").notNull(),
    options: jsonb("options").notNull(),
    mobileOptions: jsonb("mobile_options").notNull(),
    // x-element.version of the handler's schema the options were written at (decision 034);
    // rows from before section versions were written at version 1.
    optionsVersion: integer("options_version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("layout_elements_handler").on(t.siteId, t.handler, t.languageCode)],
);

export const terms = pgTable(
  "terms",
  {
    id: serial("id").primaryKey(),
    siteId: text("site_id")
      .notNull()
      .references(() => sites.id),
    type: text("type").notNull(),
    slug: text("slug").notNull(),
    slugMain: text("slug_main").notNull(),
    languageCode: varchar("language_code", { length: 3 }).notNull(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    document: jsonb("document").notNull(),
    /** What the search reads of a page, written with it (search/page-search-text.ts). */
    searchBody: text("search_body").notNull().default(""),
    /** Title and searchBody lower case without diacritics (unaccent). */
    searchText: text("search_text").notNull().default(""),
    /** Title (weight A) and searchBody (B) stemmed in the page's language; null: not yet written. */
    searchVector: tsvector("search_vector"),
    // Posts only (decision 049): null or empty on pages. The blog lists by published_at; a post
    // whose published_at is still ahead is scheduled and stays hidden until then.
    publishedAt: timestamp("published_at", { withTimezone: true }),
    /** spec 7 postTypeSlugs: a post's type, 'post' unless set (spec 9). */
    postType: text("post_type"),
    excerpt: text("excerpt").notNull().default(""),
    cover: jsonb("cover").$type<ImageRef>(),
    author: text("author").notNull().default(""),
    /** A post category's parent category (the same language's row): subcategories. */
    parentId: integer("parent_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("terms_slug").on(t.siteId, t.languageCode, t.type, t.slug),
    index("terms_slug_main").on(t.siteId, t.slugMain),
    // filterStandard: newest published posts of a language first (decision 049)
    index("terms_published").on(t.siteId, t.languageCode, t.type, t.publishedAt.desc()),
  ],
);

export const users = pgTable("users", {
  id: serial("id").primaryKey(),
  email: text("email").notNull().unique(),
  username: text("username").notNull().unique(),
  passwordHash: text("password_hash").notNull(),
  details: jsonb("details").$type<User["details"]>().notNull(),
  isBackofficeUser: boolean("is_backoffice_user").notNull().default(false),
  scope: text("scope").notNull().default(""),
  memberCardBarcode: text("member_card_barcode"),
  /** When the e-mail was verified; null until the link of a registration mail is followed. */
  emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }).default(sql`now()`),
  createdAt: timestamp("created_at", { withTimezone: true })
    .notNull()
    .default(sql`now()`),
  /**
   * When the user deleted the account (issue 9, GDPR): the row stays, anonymised, so rows that
   * must outlive it (orders, for the merchant's books) keep a valid user_id.
   */
  deletedAt: timestamp("deleted_at", { withTimezone: true }),
});

/**
 * Access and refresh tokens of logged-in users (spec 3 "Auth tokens"). Only the SHA-256 of a token
 * is stored: a leaked table gives no usable token. A row is deleted when the token is revoked.
 */
export const authTokens = pgTable(
  "auth_tokens",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["access", "refresh"] }).notNull(),
    /** Lower-case hex SHA-256 of the token. */
    tokenHash: varchar("token_hash", { length: 64 }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** The login a refresh token descends from: a replayed refresh token revokes the family. */
    familyId: varchar("family_id", { length: 32 }),
    /** When a refresh token was spent (kept until it expires, to recognise a replay). */
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("auth_tokens_token_hash").on(t.tokenHash),
    index("auth_tokens_family").on(t.familyId),
    index("auth_tokens_user").on(t.userId),
    check("auth_tokens_kind", sql`${t.kind} in ('access', 'refresh')`),
  ],
);

/**
 * Login attempts per fixed window (issue 6 §3): one row per key, e.g. `account:<address>:<name>`
 * or `address:<address>`. In the database, so no amount of other traffic evicts the counters of
 * an account under attack (an in-memory LRU forgot them); only expired windows are deleted.
 */
export const loginAttempts = pgTable(
  "login_attempts",
  {
    key: text("key").primaryKey(),
    attempts: integer("attempts").notNull(),
    windowEndsAt: timestamp("window_ends_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("login_attempts_window_ends_at").on(t.windowEndsAt)],
);

/**
 * Single-use links mailed to a user (issue 9): e-mail verification (also of a changed address,
 * kept in `email` until the link is followed) and password reset. Only the SHA-256 of the
 * 128-bit token is stored; a row is deleted when used.
 */
export const accountTokens = pgTable(
  "account_tokens",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: ["verifyEmail", "resetPassword"] }).notNull(),
    tokenHash: varchar("token_hash", { length: 64 }).notNull(),
    /** The address the token verifies (the new one for a change of e-mail). */
    email: text("email").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("account_tokens_token_hash").on(t.tokenHash),
    index("account_tokens_user").on(t.userId),
    check("account_tokens_purpose", sql`${t.purpose} in ('verifyEmail', 'resetPassword')`),
  ],
);

/**
 * Accounts of OpenID Connect providers linked to users (spec 4 social strategy): a provider's
 * subject signs its user in even after either side changes the e-mail address.
 */
export const userIdentities = pgTable(
  "user_identities",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    issuer: text("issuer").notNull(),
    subject: text("subject").notNull(),
    /** The provider's key in the SocialLoginProviders option when the link was made. */
    providerId: text("provider_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("user_identities_issuer_subject").on(t.issuer, t.subject),
    index("user_identities_user").on(t.userId),
  ],
);

/**
 * Social logins under way (authorization code flow with PKCE): one row per flow, found by the
 * SHA-256 of its state (128 random bits), deleted when the callback uses it or after 10 minutes.
 */
export const socialLoginFlows = pgTable(
  "social_login_flows",
  {
    id: serial("id").primaryKey(),
    stateHash: varchar("state_hash", { length: 64 }).notNull(),
    siteId: text("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    providerId: text("provider_id").notNull(),
    nonce: text("nonce").notNull(),
    codeVerifier: text("code_verifier").notNull(),
    redirectUri: text("redirect_uri").notNull(),
    returnTo: text("return_to").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("social_login_flows_state_hash").on(t.stateHash),
    index("social_login_flows_expires").on(t.expiresAt),
  ],
);

/** Saved addresses of users (spec 3 Address; types Main and Shipping). */
export const addresses = pgTable(
  "addresses",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: text("type", { enum: ["Main", "Shipping"] }).notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    contactEmail: text("contact_email").notNull(),
    contactPhone: text("contact_phone").notNull(),
    country: varchar("country", { length: 75 }).notNull(),
    city: varchar("city", { length: 75 }).notNull(),
    street: varchar("street", { length: 75 }).notNull(),
    houseNumber: varchar("house_number", { length: 15 }).notNull(),
    zipCode: varchar("zip_code", { length: 25 }).notNull(),
    region: varchar("region", { length: 75 }),
    companyName: text("company_name"),
    companyOIB: varchar("company_oib", { length: 11 }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("addresses_user").on(t.userId),
    check("addresses_type", sql`${t.type} in ('Main', 'Shipping')`),
  ],
);

/**
 * A product a web user keeps on their wishlist (spec 3 Wishlist item: product_id). One row per
 * user and product, so adding twice keeps one; gone with the user or the product.
 */
export const wishlistItems = pgTable(
  "wishlist_items",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => catalogProducts.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);

/**
 * A user's settings by group and key (spec 7 settings general/user), e.g. general/language: the
 * back-office user's global language, which the admin area speaks (spec 6 admin locale).
 * Values are checked by schemas/entities/user-setting.schema.json before they are written.
 */
export const userSettings = pgTable(
  "user_settings",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    group: text("group").notNull(),
    key: text("key").notNull(),
    value: jsonb("value").$type<unknown>().notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.group, t.key] })],
);

/**
 * Mails waiting to leave, sent, or given up on (server/platform/mail/): written in the same
 * transaction as what caused them, delivered by the mail worker with retries and backoff. An
 * order's mails are written `queued`, naming the order, and rendered from it after its commit
 * (outbox-renderer.ts): the order's transaction holds the stock and the year's number for one
 * statement, not for the mails (decision 031).
 */
export const outbox = pgTable(
  "outbox",
  {
    id: serial("id").primaryKey(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    template: text("template", {
      enum: [
        "verifyEmail",
        "resetPassword",
        "orderConfirmation",
        "orderNotice",
        "newsletterConfirm",
        "newsletterWelcome",
        "gdprNotice",
        "formSubmission",
        "formConfirm",
        "contactMessage",
      ],
    }).notNull(),
    /** Extra headers (a newsletter's List-Unsubscribe and List-Unsubscribe-Post). */
    headers: jsonb("headers").$type<Record<string, string>>().notNull().default({}),
    /** Files sent with the mail (an order's payment slip barcode), base64, inline by cid. */
    attachments: jsonb("attachments").$type<MailAttachment[]>().notNull().default([]),
    language: varchar("language", { length: 3 }).notNull(),
    status: text("status", { enum: ["queued", "pending", "sent", "failed"] })
      .notNull()
      .default("pending"),
    /** The order a queued mail is rendered from (orders.id; no key: the schemas import apart). */
    orderId: integer("order_id"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    index("outbox_due").on(t.status, t.nextAttemptAt),
    check("outbox_status", sql`${t.status} in ('queued', 'pending', 'sent', 'failed')`),
  ],
);
/**
 * What every instance must learn of another's writes (platform/change-events.ts): the cache tags
 * a write invalidated and the catalogue products it changed. Kept an hour; read by id and by age
 * (an id taken before another commits late is still found).
 */
export const changeEvents = pgTable(
  "change_events",
  {
    id: serial("id").primaryKey(),
    /** The instance that wrote it: it applied the change itself and skips it. */
    origin: text("origin").notNull(),
    change: jsonb("change").$type<StoredChange>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("change_events_created_at").on(t.createdAt)],
);

// The catalogue (issue 8, spec 3), shaped for 100,000 products: what a list filters and sorts by
// lives on the product row (prices, flags, and the facet values as integer arrays under GIN
// indexes), so a category page and its facet counts are one pass over one table.

const price = (name: string) => numeric(name, { precision: 12, scale: 2, mode: "number" });

export const catalogCategories = pgTable(
  "catalog_categories",
  {
    id: serial("id").primaryKey(),
    siteId: text("site_id")
      .notNull()
      .references(() => sites.id),
    parentId: integer("parent_id"),
    position: integer("position").notNull().default(0),
    image: jsonb("image").$type<ProductMedia | null>(),
    sortTypes: text("sort_types").array().$type<ProductSort[]>().notNull(),
    sortDefaultType: text("sort_default_type").$type<ProductSort>().notNull().default("newest"),
  },
  (t) => [index("catalog_categories_parent").on(t.siteId, t.parentId)],
);

export const catalogCategoryTranslations = pgTable(
  "catalog_category_translations",
  {
    categoryId: integer("category_id")
      .notNull()
      .references(() => catalogCategories.id, { onDelete: "cascade" }),
    siteId: text("site_id").notNull(),
    languageCode: varchar("language_code", { length: 3 }).notNull(),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    description: text("description").notNull().default(""),
  },
  (t) => [
    primaryKey({ columns: [t.categoryId, t.languageCode] }),
    uniqueIndex("catalog_category_translations_slug").on(t.siteId, t.languageCode, t.slug),
  ],
);

export const catalogAttributes = pgTable(
  "catalog_attributes",
  {
    id: serial("id").primaryKey(),
    siteId: text("site_id")
      .notNull()
      .references(() => sites.id),
    code: text("code").notNull(),
    inputType: text("input_type").notNull(),
    label: jsonb("label").$type<LocalisedText>().notNull(),
    isFilterable: boolean("is_filterable").notNull().default(true),
    position: integer("position").notNull().default(0),
    customClass: text("custom_class").notNull().default(""),
    unit: text("unit").notNull().default(""),
  },
  (t) => [uniqueIndex("catalog_attributes_code").on(t.siteId, t.code)],
);

/** Values of option attributes (dropdown, swatches, multiple select; yes/no as two values). */
export const catalogAttributeOptions = pgTable(
  "catalog_attribute_options",
  {
    id: serial("id").primaryKey(),
    attributeId: integer("attribute_id")
      .notNull()
      .references(() => catalogAttributes.id, { onDelete: "cascade" }),
    label: jsonb("label").$type<LocalisedText>().notNull(),
    /** A colour (#rrggbb) or a picture URL of a swatch. */
    swatch: text("swatch"),
    /** 'yes' or 'no' for the two values of a yesNo attribute; null otherwise. */
    valueKey: text("value_key"),
    position: integer("position").notNull().default(0),
  },
  (t) => [index("catalog_attribute_options_attribute").on(t.attributeId)],
);

export const catalogProducts = pgTable(
  "catalog_products",
  {
    id: serial("id").primaryKey(),
    siteId: text("site_id")
      .notNull()
      .references(() => sites.id),
    sku: text("sku").notNull(),
    format: text("format").notNull(),
    basicPrice: price("basic_price").notNull(),
    retailPrice: price("retail_price").notNull(),
    finalPrice: price("final_price").notNull(),
    membershipPrice: price("membership_price"),
    /** Percent off retailPrice, rounded (spec 9), kept in step with the prices on save. */
    discount: smallint("discount").notNull().default(0),
    categoryPriority: integer("category_priority").notNull().default(0),
    isFeatured: boolean("is_featured").notNull().default(false),
    isArchived: boolean("is_archived").notNull().default(false),
    isVisibleIndividually: boolean("is_visible_individually").notNull().default(true),
    isInStock: boolean("is_in_stock").notNull().default(true),
    /**
     * Units left to sell (issue 17); null: unlimited. Orders take from it with a conditional
     * update that cannot go below zero. A bundle's stock is its components'.
     */
    stock: integer("stock"),
    /** The VAT class (shop_tax_classes.code) its price includes. */
    taxClass: text("tax_class").notNull().default("standard"),
    /** The card wallet's plan it is sold by as a subscription (decision 046); null: sold once. */
    walletPlanId: text("wallet_plan_id"),
    /**
     * Raised by every save of the back office (issue 18): an update naming another version than
     * the stored one is refused with 409, as a page draft's revision is. Orders' stock changes
     * leave it alone.
     */
    version: integer("version").notNull().default(1),
    mainCategoryId: integer("main_category_id"),
    /** The product's categories and all their ancestors: a category page lists its subtree. */
    categoryIds: integer("category_ids")
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** Every attribute option the product has: the facets, counted by unnest. */
    optionIds: integer("option_ids")
      .array()
      .notNull()
      .default(sql`'{}'`),
    tagIds: integer("tag_ids")
      .array()
      .notNull()
      .default(sql`'{}'`),
    crossSellIds: integer("cross_sell_ids")
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** Configurable: its variants and the attributes they differ by. */
    variantIds: integer("variant_ids")
      .array()
      .notNull()
      .default(sql`'{}'`),
    configurableAttributeIds: integer("configurable_attribute_ids")
      .array()
      .notNull()
      .default(sql`'{}'`),
    /**
     * The product's numberField, date and dateTime values by attribute id (a copy of the
     * number_value column of catalog_product_attributes, decision 018): ranges and min/max from
     * the row, without a join.
     */
    numberValues: jsonb("number_values").$type<Record<string, number>>().notNull().default({}),
    media: jsonb("media").$type<ProductMedia[]>().notNull().default([]),
    customOptions: jsonb("custom_options").$type<CustomOption[]>().notNull().default([]),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("catalog_products_sku").on(t.siteId, t.sku),
    // The listable products in each sort order (spec 9): archived or hidden ones never list.
    index("catalog_products_listed_id")
      .on(t.siteId, t.id)
      .where(sql`not ${t.isArchived} and ${t.isVisibleIndividually}`),
    index("catalog_products_listed_price")
      .on(t.siteId, t.finalPrice, t.id)
      .where(sql`not ${t.isArchived} and ${t.isVisibleIndividually}`),
    index("catalog_products_listed_priority")
      .on(t.siteId, t.categoryPriority, t.id)
      .where(sql`not ${t.isArchived} and ${t.isVisibleIndividually}`),
    index("catalog_products_category_ids").using("gin", t.categoryIds),
    index("catalog_products_option_ids").using("gin", t.optionIds),
    index("catalog_products_tag_ids").using("gin", t.tagIds),
    // a variant's configurable product (a cart line's parent: cart-data.ts)
    index("catalog_products_variant_ids").using("gin", t.variantIds),
    check("catalog_products_stock", sql`${t.stock} is null or ${t.stock} >= 0`),
    check(
      "catalog_products_format",
      sql`${t.format} in ('Simple', 'Configurable', 'Bundle', 'EProduct')`,
    ),
  ],
);

export const catalogProductTranslations = pgTable(
  "catalog_product_translations",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => catalogProducts.id, { onDelete: "cascade" }),
    siteId: text("site_id").notNull(),
    languageCode: varchar("language_code", { length: 3 }).notNull(),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    description: text("description").notNull().default(""),
    shortDescription: text("short_description").notNull().default(""),
    /** Lower-case name, SKU and short description without diacritics: keyword and typo search. */
    searchText: text("search_text").notNull().default(""),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.languageCode] }),
    uniqueIndex("catalog_product_translations_slug").on(t.siteId, t.languageCode, t.slug),
    index("catalog_product_translations_name").on(t.languageCode, t.name),
    index("catalog_product_translations_search").using("gin", sql`${t.searchText} gin_trgm_ops`),
  ],
);

/**
 * One attribute value of a product: option ids (dropdown, swatches, multiple select, yes/no) or a
 * number (numberField; date and dateTime as epoch milliseconds), for ranges and min/max.
 */
export const catalogProductAttributes = pgTable(
  "catalog_product_attributes",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => catalogProducts.id, { onDelete: "cascade" }),
    attributeId: integer("attribute_id")
      .notNull()
      .references(() => catalogAttributes.id, { onDelete: "cascade" }),
    optionIds: integer("option_ids")
      .array()
      .notNull()
      .default(sql`'{}'`),
    numberValue: doublePrecision("number_value"),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.attributeId] }),
    index("catalog_product_attributes_number").on(t.attributeId, t.numberValue),
  ],
);

export const catalogBundleItems = pgTable(
  "catalog_bundle_items",
  {
    bundleId: integer("bundle_id")
      .notNull()
      .references(() => catalogProducts.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => catalogProducts.id),
    qty: integer("qty").notNull().default(1),
    position: integer("position").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.bundleId, t.productId] })],
);

export const catalogTags = pgTable(
  "catalog_tags",
  {
    id: serial("id").primaryKey(),
    siteId: text("site_id")
      .notNull()
      .references(() => sites.id),
    slug: text("slug").notNull(),
    name: jsonb("name").$type<LocalisedText>().notNull(),
  },
  (t) => [uniqueIndex("catalog_tags_slug").on(t.siteId, t.slug)],
);

/** spec 3 currency settings: how many units of a currency one unit of the main currency buys. */
export const currencyRates = pgTable("currency_rates", {
  currencyId: integer("currency_id")
    .primaryKey()
    .references(() => currencies.id),
  rate: doublePrecision("rate").notNull(),
});
