import { randomUUID } from "node:crypto";
import type { Cart, CustomOption } from "#generated/types.ts";
import type { Db } from "#server/db/client.ts";
import { shopCoupons, shopTaxClasses } from "#server/db/schema-shop.ts";
import {
  catalogBundleItems,
  catalogProductTranslations,
  catalogProducts,
  sites,
} from "#server/db/schema.ts";
import { data, error, type Response } from "./account-client.ts";

// Products, tax classes and coupons of one cart test file, made through the database with a
// run's own codes (PostgreSQL is shared by the suite's servers). Products are hidden
// (isVisibleIndividually false) so no catalogue list or count of another test sees them.

export type CartFixtures = Awaited<ReturnType<typeof makeCartFixtures>>;

const engraving = (price: number): CustomOption => ({
  option_title: "Gravura",
  option_titles: { eng: "Engraving" },
  option_type: "text",
  is_required: false,
  max_characters: 10,
  custom_option_values: [{ sku: "ENGRAVING", label: "Gravura", price }],
});

export async function makeCartFixtures(db: Db) {
  const run = randomUUID().slice(0, 8).toUpperCase();
  const [site] = await db.select({ id: sites.id }).from(sites).limit(1);
  if (!site) throw new Error("no site");
  const siteId = site.id;
  const reduced = `cart-${run}-13`;
  await db
    .insert(shopTaxClasses)
    .values({ siteId, code: reduced, name: { hrv: "13 %" }, rateBasisPoints: 1300 });
  let position = 0;
  const product = async (values: {
    sku: string;
    format: "Simple" | "Configurable" | "Bundle" | "EProduct";
    final: number;
    member?: number;
    stock?: number | null;
    taxClass?: string;
    categoryIds?: number[];
    variantIds?: number[];
    customOptions?: CustomOption[];
    isArchived?: boolean;
    name?: string;
  }): Promise<number> => {
    const sku = `${run}-${values.sku}`;
    const [row] = await db
      .insert(catalogProducts)
      .values({
        siteId,
        sku,
        format: values.format,
        basicPrice: values.final,
        retailPrice: values.final,
        finalPrice: values.final,
        membershipPrice: values.member ?? null,
        stock: values.stock ?? null,
        taxClass: values.taxClass ?? "standard",
        categoryIds: values.categoryIds ?? [],
        variantIds: values.variantIds ?? [],
        customOptions: values.customOptions ?? [],
        isArchived: values.isArchived ?? false,
        isVisibleIndividually: false,
      })
      .returning({ id: catalogProducts.id });
    if (!row) throw new Error("product insert");
    const name = values.name ?? `Test ${values.sku}`;
    for (const languageCode of ["hrv", "eng"])
      await db.insert(catalogProductTranslations).values({
        productId: row.id,
        siteId,
        languageCode,
        name: languageCode === "eng" ? `${name} (en)` : name,
        slug: `${sku.toLowerCase()}-${languageCode}`,
      });
    position += 1;
    return row.id;
  };
  const bundle = async (bundleId: number, parts: [number, number][]) => {
    for (const [index, [productId, qty]] of parts.entries())
      await db.insert(catalogBundleItems).values({ bundleId, productId, qty, position: index });
  };

  // A: 20.00 (member 18.00) at 25 %, 5 in stock, engraving 8.00, category 999001
  const simple = await product({
    sku: "A",
    format: "Simple",
    final: 20,
    member: 18,
    stock: 5,
    categoryIds: [999_001],
    customOptions: [engraving(8)],
  });
  // B: 10.00 at 13 %, unlimited
  const reducedRate = await product({ sku: "B", format: "Simple", final: 10, taxClass: reduced });
  const eproduct = await product({
    sku: "E",
    format: "EProduct",
    final: 15,
    customOptions: [
      {
        option_title: "Primatelj",
        option_type: "text",
        is_required: true,
        max_characters: 20,
        custom_option_values: [{ sku: "RECIPIENT", label: "Ime", price: 0 }],
      },
    ],
  });
  const plainEproduct = await product({ sku: "E2", format: "EProduct", final: 5 });
  const variantRed = await product({
    sku: "V-RED",
    format: "Simple",
    final: 30,
    stock: 2,
    name: "Konf, crvena",
  });
  const variantBlue = await product({
    sku: "V-BLUE",
    format: "Simple",
    final: 30,
    name: "Konf, plava",
  });
  const configurable = await product({
    sku: "C",
    format: "Configurable",
    final: 30,
    variantIds: [variantRed, variantBlue],
    name: "Konf",
  });
  const extraBottles: CustomOption = {
    option_title: "Boce",
    option_type: "number",
    is_required: false,
    max_characters: 1,
    custom_option_values: [{ sku: "EXTRA", label: "Boca", price: 2.5 }],
  };
  const configBundle = await product({
    sku: "BUN",
    format: "Bundle",
    final: 40,
    customOptions: [extraBottles],
  });
  await bundle(configBundle, [
    [simple, 2],
    [configurable, 1],
  ]);
  const digitalBundle = await product({ sku: "BUN-D", format: "Bundle", final: 18 });
  await bundle(digitalBundle, [
    [plainEproduct, 1],
    [eproduct, 1],
  ]);
  // simple parts only, the engraving of A optional
  const simpleBundle = await product({ sku: "BUN-S", format: "Bundle", final: 25 });
  await bundle(simpleBundle, [
    [simple, 1],
    [reducedRate, 1],
  ]);
  const nested = await product({ sku: "NEST", format: "Bundle", final: 50 });
  await bundle(nested, [
    [digitalBundle, 1],
    [reducedRate, 1],
  ]);
  const archived = await product({ sku: "ARCH", format: "Simple", final: 9, isArchived: true });
  void position;

  const coupon = async (
    values: Partial<typeof shopCoupons.$inferInsert> & {
      code: string;
      kind: "percent" | "fixed";
      amount: number;
    },
  ) => {
    const code = `${run}${values.code}`.slice(0, 40);
    await db.insert(shopCoupons).values({ ...values, siteId, code });
    return code;
  };
  const day = 24 * 3600 * 1000;
  const coupons = {
    percent10: await coupon({ code: "PCT10", kind: "percent", amount: 10 }),
    fixed5From30: await coupon({
      code: "FIX5",
      kind: "fixed",
      amount: 500,
      minItemsTotalCents: 3000,
    }),
    expired: await coupon({
      code: "OLD",
      kind: "percent",
      amount: 20,
      validTo: new Date(Date.now() - day),
    }),
    future: await coupon({
      code: "SOON",
      kind: "percent",
      amount: 20,
      validFrom: new Date(Date.now() + day),
    }),
    inactive: await coupon({ code: "OFF", kind: "percent", amount: 20, isActive: false }),
    usedUp: await coupon({
      code: "USED",
      kind: "percent",
      amount: 20,
      usageLimit: 1,
      usedCount: 1,
    }),
    category: await coupon({ code: "CAT", kind: "percent", amount: 50, categoryIds: [999_001] }),
    onlyReduced: await coupon({
      code: "ONLYB",
      kind: "fixed",
      amount: 300,
      productIds: [reducedRate],
    }),
  };
  return {
    run,
    siteId,
    products: {
      simple,
      reducedRate,
      eproduct,
      plainEproduct,
      variantRed,
      variantBlue,
      configurable,
      configBundle,
      digitalBundle,
      simpleBundle,
      nested,
      archived,
    },
    coupons,
  };
}

/** The cart of a 200 answer. */
export const cartOf = (response: Response): Cart => data<Cart>(response);

/** The error key of an answer with its status. */
export const failure = (response: Response) => ({
  status: response.status,
  key: error(response).key,
});

export { error };
