import type { ValidateFunction } from "ajv";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import validateCountry from "#generated/validators/entities/country.js";
import validateNavigationItem from "#generated/validators/entities/navigation-item.js";
import validateSiteOption from "#generated/validators/entities/site-option.js";
import validateTerm from "#generated/validators/entities/term.js";
import validateCookieSection from "#generated/validators/elements/cookie-section.js";
import validateFooterSection from "#generated/validators/elements/footer-section.js";
import validateHeaderSection from "#generated/validators/elements/header-section.js";
import { parseSiteOption } from "#common/site-options.ts";
import { toTerm } from "../../modules/cms/operations/find-term.ts";
import { toLayoutElement } from "../../modules/cms/operations/get-layout-elements.ts";
import { buildTree } from "../../modules/cms/operations/get-navigation-tree.ts";
import { verifyPassword } from "../../platform/passwords.ts";
import { type Database, openDatabase } from "../client.ts";
import * as schema from "../schema.ts";
import * as shop from "../schema-shop.ts";
import { masters } from "../schema-builder.ts";
import { demoAccounts, seedIfEmpty } from "./seed.ts";

const sectionValidators: Record<string, ValidateFunction> = {
  "header-section": validateHeaderSection,
  "footer-section": validateFooterSection,
  "cookie-section": validateCookieSection,
};

function valid(validate: ValidateFunction, value: unknown): string {
  return validate(structuredClone(value)) ? "valid" : JSON.stringify(validate.errors);
}

async function counts(database: Database): Promise<Record<string, number>> {
  const tables = {
    languages: schema.languages,
    countries: schema.countries,
    currencies: schema.currencies,
    sites: schema.sites,
    domains: schema.domains,
    stores: schema.stores,
    siteOptions: schema.siteOptions,
    navigationItems: schema.navigationItems,
    layoutElements: schema.layoutElements,
    terms: schema.terms,
    users: schema.users,
  };
  const entries = await Promise.all(
    Object.entries(tables).map(
      async ([name, table]) => [name, (await database.db.select().from(table)).length] as const,
    ),
  );
  return Object.fromEntries(entries);
}

describe("seedIfEmpty on an in-memory PGlite", () => {
  let database: Database;
  let firstRun: boolean;

  beforeAll(async () => {
    database = await openDatabase({ databaseUrl: undefined, dataDir: ":memory:" });
    await database.migrate();
    firstRun = await seedIfEmpty(database.db);
  }, 60_000);

  afterAll(async () => {
    await database.close();
  });

  it("seeds an empty database once and leaves a seeded one alone", async () => {
    expect(firstRun).toBe(true);
    const before = await counts(database);
    expect(await seedIfEmpty(database.db)).toBe(false);
    expect(await counts(database)).toEqual(before);
    expect(before).toMatchObject({
      languages: 3,
      sites: 1,
      domains: 2,
      stores: 3,
      layoutElements: 9,
      // 8 pages, 12 posts and 3 post categories (decision 049) in 3 languages
      terms: 69,
      users: 2,
    });
  });

  it("creates the site with a fresh 128-bit API key, EUR and its languages", async () => {
    const [site] = await database.db.select().from(schema.sites);
    expect(site?.id).toBe("vitrina-demo");
    expect(site?.apiKeyToken).toMatch(/^[0-9a-f]{32}$/);
    expect(site?.defaultLanguage).toBe("hrv");
    const [currency] = await database.db
      .select()
      .from(schema.currencies)
      .where(eq(schema.currencies.id, site?.mainCurrencyId ?? 0));
    expect(currency).toMatchObject({ label: "EUR", symbol: "€" });
    const languages = await database.db
      .select()
      .from(schema.languages)
      .orderBy(schema.languages.position);
    expect(languages.map((l) => [l.code, l.code2, l.position])).toEqual([
      ["hrv", "hr", 1],
      ["eng", "en", 2],
      ["deu", "de", 3],
    ]);
    const stores = await database.db.select().from(schema.stores);
    expect(stores.map((store) => store.languageCode).sort()).toEqual(["deu", "eng", "hrv"]);
  });

  it("stores valid countries: the EU, the EEA, the neighbours, the UK, CH and the US", async () => {
    const rows = await database.db.select().from(schema.countries);
    for (const row of rows)
      expect(valid(validateCountry as ValidateFunction, row), row.iso).toBe("valid");
    const eu =
      "AT BE BG CY CZ DE DK EE ES FI FR GR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK".split(" ");
    const others = "IS LI NO GB CH BA RS ME MK AL US".split(" ");
    expect(rows.map((row) => row.iso).sort()).toEqual([...eu, ...others].sort());
    expect(rows.find((row) => row.iso === "HR")?.name).toBe("Hrvatska");
  });

  it("stores valid site options whose HomePageSlug is a page in every language", async () => {
    const rows = await database.db.select().from(schema.siteOptions);
    for (const row of rows) {
      const option = { key: row.key, value: row.value, media: row.media };
      expect(valid(validateSiteOption as ValidateFunction, option), row.key).toBe("valid");
    }
    const options = Object.fromEntries(rows.map((row) => [row.key, row]));
    expect(options.DefaultLanguage?.value).toBe("hrv");
    expect(options.AllowedLanguages?.value).toBe("hrv,eng,deu");
    expect(options.Logo?.media).toMatchObject({ src: "/media/demo/logo.svg" });
    expect(JSON.parse(options.SiteMapOptions?.value ?? "null")).toEqual({
      lastmod: true,
      hreflang: true,
      images: true,
    });
    expect(options.GoogleAnalyticsId?.value).toBe("");
    const homes = await database.db
      .select()
      .from(schema.terms)
      .where(eq(schema.terms.slugMain, options.HomePageSlug?.value ?? ""));
    expect(homes.map((term) => term.languageCode).sort()).toEqual(["deu", "eng", "hrv"]);
  });

  it("seeds the shop: VAT classes, stock, delivery with branches, payment, coupons, settings", async () => {
    const db = database.db;
    const rates = await db.select().from(shop.shopTaxClasses);
    expect(rates.map((row) => row.rateBasisPoints).sort()).toEqual([1300, 2500, 500]);
    const products = await db.select().from(schema.catalogProducts);
    const bySku = new Map(products.map((row) => [row.sku, row]));
    expect(bySku.get("DASKA-MASL")?.stock).toBe(3);
    // bundles and e-products take no stock of their own; olive oil is taxed at 5 %
    expect(
      products.filter((row) => row.format === "Bundle").every((row) => row.stock === null),
    ).toBe(true);
    expect(
      products.filter((row) => row.format === "EProduct").every((row) => row.stock === null),
    ).toBe(true);
    expect(products.some((row) => row.taxClass === "lower")).toBe(true);
    const delivery = await db.select().from(shop.shopDeliveryMethods);
    expect(delivery.find((row) => row.code === "pickup")?.branches.length).toBeGreaterThan(1);
    const payment = await db.select().from(shop.shopPaymentMethods);
    expect(payment.map((row) => row.kind).sort()).toEqual([
      "bankTransfer",
      "card",
      "cashOnDelivery",
      "wallet",
    ]);
    const coupons = await db.select().from(shop.shopCoupons);
    expect(coupons.map((row) => row.code).sort()).toEqual(["LJETO5", "STARO20", "WELCOME10"]);
    const [settings] = await db
      .select()
      .from(schema.siteOptions)
      .where(eq(schema.siteOptions.key, "CheckoutSettings"));
    expect(parseSiteOption("CheckoutSettings", settings?.value ?? "")).toMatchObject({
      ok: true,
      value: { cartAdditionBehaviour: 2, skipShippingStep: false },
    });
  });

  it("stores every page and post as a valid term", async () => {
    const rows = await database.db
      .select()
      .from(schema.terms)
      .where(inArray(schema.terms.type, ["page", "post"]));
    for (const row of rows) {
      expect(
        valid(validateTerm as ValidateFunction, toTerm(row)),
        `${row.languageCode}/${row.slug}`,
      ).toBe("valid");
    }
  });

  it("builds a valid 'main' menu tree per language with dropdowns and an external link", async () => {
    for (const language of ["hrv", "eng", "deu"]) {
      const rows = await database.db
        .select()
        .from(schema.navigationItems)
        .where(eq(schema.navigationItems.languageCode, language));
      const tree = buildTree(rows.sort((a, b) => a.position - b.position || a.id - b.id));
      for (const item of tree)
        expect(valid(validateNavigationItem as ValidateFunction, item)).toBe("valid");
      expect(tree.length).toBeGreaterThanOrEqual(6);
      expect(tree.filter((item) => item.children.length > 0)).toHaveLength(2);
      expect(rows.filter((row) => row.type === "external")).toHaveLength(1);
      expect(new Set(rows.map((row) => row.handle))).toEqual(new Set(["main"]));
    }
  });

  it("stores header, footer and cookie sections that pass the section validators", async () => {
    const rows = await database.db.select().from(schema.layoutElements);
    for (const row of rows) {
      const validate = sectionValidators[row.handler];
      expect(validate, row.handler).toBeDefined();
      if (validate)
        expect(valid(validate, toLayoutElement(row)), `${row.languageCode} ${row.handler}`).toBe(
          "valid",
        );
    }
  });

  it("creates a back-office user and a shopper who can log in with the printed passwords", async () => {
    const rows = await database.db.select().from(schema.users);
    for (const account of demoAccounts) {
      const user = rows.find((row) => row.username === account.username);
      expect(user?.email).toBe(account.email);
      expect(user?.isBackofficeUser).toBe(account.role === "back-office");
      expect(user?.passwordHash).not.toContain(account.password);
      expect(await verifyPassword(account.password, user?.passwordHash ?? "")).toBe(true);
      expect(account.password.length).toBeGreaterThanOrEqual(12);
    }
    expect(demoAccounts.map((account) => account.role).sort()).toEqual(["back-office", "shopper"]);
  });

  it("offers two page templates with their sections and real pictures (issue 23)", async () => {
    const rows = await database.db.select().from(masters).where(eq(masters.kind, "template"));
    expect(rows.map((row) => row.title).sort()).toEqual(["O nama", "Odredišna stranica"]);
    const landing = rows.find((row) => row.title === "Odredišna stranica");
    expect(landing?.document?.elements.map((element) => element.type)).toEqual([
      "hero",
      "feature-list",
      "columns",
      "call-to-action",
    ]);
    for (const row of rows)
      expect(JSON.stringify(row.document)).toMatch(/\/images\/demo\/[a-z-]+-960\.jpg/);
  });
});
