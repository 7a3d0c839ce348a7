import { and, asc, eq, getTableName, inArray, sql } from "drizzle-orm";
import type { CartItemOptions } from "#generated/types.ts";
import { cartItems } from "../../../db/schema-shop.ts";
import {
  catalogBundleItems,
  catalogProductTranslations,
  catalogProducts,
} from "../../../db/schema.ts";
import type { DbOrTx } from "./cart-session.ts";

const p = catalogProducts;

/** What the cart reads of a product: prices, stock, tax class, options, texts of one language. */
export const productColumns = {
  id: p.id,
  sku: p.sku,
  format: p.format,
  finalPrice: p.finalPrice,
  membershipPrice: p.membershipPrice,
  isArchived: p.isArchived,
  isVisibleIndividually: p.isVisibleIndividually,
  stock: p.stock,
  taxClass: p.taxClass,
  categoryIds: p.categoryIds,
  variantIds: p.variantIds,
  media: p.media,
  customOptions: p.customOptions,
};

type ProductColumns = typeof productColumns;
export type CartProduct = {
  [K in keyof ProductColumns]: ProductColumns[K]["_"]["notNull"] extends true
    ? ProductColumns[K]["_"]["data"]
    : ProductColumns[K]["_"]["data"] | null;
} & { name: string; slug: string };

export type CartItemRow = typeof cartItems.$inferSelect;

/** A bundle's component as the line chose it: the variant for a configurable component. */
export type ChosenComponent = {
  /** The component as the bundle lists it. */
  component: CartProduct | undefined;
  /** What is sold: the chosen variant of a configurable component, else the component. */
  chosen: CartProduct | undefined;
  qty: number;
  personalizations: CartItemOptions["personalizations"];
};

export type ResolvedLine = {
  item: CartItemRow;
  product: CartProduct | undefined;
  /** The configurable product a variant belongs to. */
  parent: CartProduct | undefined;
  components: ChosenComponent[];
};

/**
 * What the cart reads of a product (productColumns) with its name and slug in a language (else
 * Croatian, else any: a cart shows a product even when it lacks a translation) and the
 * configurable product of a variant (`parentId`, null for any other). The text and the parent
 * are correlated subqueries: a cart is read on every call of the checkout.
 */
function productSelection(languageCode: string) {
  // drizzle writes a one-table select's columns unqualified: inside a subquery they would name
  // the subquery's own table (the parent's), so the product's are spelled out
  const product = (column: string) =>
    sql`${sql.identifier(getTableName(p))}.${sql.identifier(column)}`;
  const t = catalogProductTranslations;
  const text = sql<{ name: string; slug: string } | null>`(
    select json_build_object('name', ${t.name}, 'slug', ${t.slug}) from ${t}
    where ${t.productId} = ${product("id")}
    order by ${t.languageCode} = ${languageCode} desc, ${t.languageCode} = 'hrv' desc,
      ${t.languageCode}
    limit 1)`;
  const parentId = sql<number | null>`(
    select parent.id from ${p} parent
    where parent.site_id = ${product("site_id")} and parent.format = 'Configurable'
      and parent.variant_ids @> array[${product("id")}]
    limit 1)`;
  return { ...productColumns, text, parentId };
}

type ProductRow = Omit<CartProduct, "name" | "slug"> & {
  text: { name: string; slug: string } | null;
  parentId: number | null;
};
type LoadedProduct = CartProduct & { parentId: number | null };

const loadedProduct = ({ text: found, ...row }: ProductRow): LoadedProduct => ({
  ...row,
  name: found?.name ?? row.sku,
  slug: found?.slug ?? "",
});

/** Products of a site by id (productSelection), in one statement. */
export async function loadProducts(
  db: DbOrTx,
  input: { siteId: string; ids: readonly number[]; languageCode: string },
): Promise<Map<number, LoadedProduct>> {
  const ids = [...new Set(input.ids)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select(productSelection(input.languageCode))
    .from(p)
    .where(and(eq(p.siteId, input.siteId), inArray(p.id, ids)));
  return new Map(rows.map((row) => [row.id, loadedProduct(row)]));
}

/**
 * A cart's lines in the order they were added, each with its product (productSelection) in the
 * same statement: a cart of simple products is read in one query (resolveLines reads the rest).
 */
export async function loadCartLines(
  db: DbOrTx,
  input: { cartId: string; siteId: string; languageCode: string },
): Promise<ResolvedLine[]> {
  const rows = await db
    .select({ item: cartItems, product: productSelection(input.languageCode) })
    .from(cartItems)
    .leftJoin(p, and(eq(p.id, cartItems.productId), eq(p.siteId, input.siteId)))
    .where(eq(cartItems.cartId, input.cartId))
    .orderBy(asc(cartItems.id));
  const products = new Map(
    rows.flatMap(({ product }) =>
      product?.id === null || product?.id === undefined
        ? []
        : [[product.id, loadedProduct(product)] as const],
    ),
  );
  return resolveLines(db, {
    siteId: input.siteId,
    items: rows.map((row) => row.item),
    languageCode: input.languageCode,
    loaded: products,
  });
}

/** Bundle components by bundle id, in the bundle's order. */
export async function loadBundleComponents(
  db: DbOrTx,
  bundleIds: readonly number[],
): Promise<Map<number, { productId: number; qty: number }[]>> {
  const byBundle = new Map<number, { productId: number; qty: number }[]>();
  if (bundleIds.length === 0) return byBundle;
  const b = catalogBundleItems;
  const rows = await db
    .select({ bundleId: b.bundleId, productId: b.productId, qty: b.qty })
    .from(b)
    .where(inArray(b.bundleId, [...new Set(bundleIds)]))
    .orderBy(asc(b.bundleId), asc(b.position));
  for (const row of rows)
    byBundle.set(row.bundleId, [
      ...(byBundle.get(row.bundleId) ?? []),
      { productId: row.productId, qty: row.qty },
    ]);
  return byBundle;
}

/**
 * The lines of a cart with their products, the configurable parent of a variant and the chosen
 * components of a bundle: everything pricing and the add rules read. One query for a cart of
 * simple products; a variant's parent or a bundle's components add one or two.
 */
export async function resolveLines(
  db: DbOrTx,
  input: {
    siteId: string;
    items: readonly CartItemRow[];
    languageCode: string;
    /** The lines' products when the caller read them with the items (loadCartLines). */
    loaded?: ReadonlyMap<number, LoadedProduct>;
  },
): Promise<ResolvedLine[]> {
  const { items, siteId, languageCode } = input;
  const lineIds = items.map((item) => item.productId);
  const variantChoices = items.flatMap((item) =>
    (item.options.bundleOptions ?? []).flatMap((option) =>
      option.variantId === undefined ? [] : [option.variantId],
    ),
  );
  const first =
    input.loaded ??
    (await loadProducts(db, { siteId, ids: [...lineIds, ...variantChoices], languageCode }));
  const bundleIds = lineIds.filter((id) => first.get(id)?.format === "Bundle");
  const components = await loadBundleComponents(db, bundleIds);
  const parentIds = new Map(
    lineIds.flatMap((id) => {
      const parentId = first.get(id)?.parentId;
      return parentId === null || parentId === undefined ? [] : [[id, parentId] as const];
    }),
  );
  const more = [
    ...[...components.values()].flat().map((each) => each.productId),
    ...parentIds.values(),
    ...variantChoices,
  ];
  const second = await loadProducts(db, {
    siteId,
    ids: more.filter((id) => !first.has(id)),
    languageCode,
  });
  const products = new Map([...first, ...second]);
  return items.map((item) => {
    const product = products.get(item.productId);
    const parentId = parentIds.get(item.productId);
    const chosen = (components.get(item.productId) ?? []).map(({ productId, qty }) => {
      const option = item.options.bundleOptions?.find((each) => each.productId === productId);
      const component = products.get(productId);
      const variantId = option?.variantId;
      return {
        component,
        chosen: variantId === undefined ? component : products.get(variantId),
        qty,
        personalizations: option?.personalizations,
      };
    });
    return {
      item,
      product,
      parent: parentId === undefined ? undefined : products.get(parentId),
      components: product?.format === "Bundle" ? chosen : [],
    };
  });
}

/** A cart's lines in the order they were added. */
export function loadItems(db: DbOrTx, cartId: string): Promise<CartItemRow[]> {
  return db.select().from(cartItems).where(eq(cartItems.cartId, cartId)).orderBy(asc(cartItems.id));
}
