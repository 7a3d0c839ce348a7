import { seedConsents } from "./consents.ts";
import { currentVersion } from "#common/migrate-element.ts";
import { eq } from "drizzle-orm";
import { defaultLanguage } from "#generated/languages.ts";
import { validatePageDocument } from "../../modules/cms/operations/validate-document.ts";
import type { Db } from "../client.ts";
import {
  countries,
  currencies,
  domains,
  languages,
  layoutElements,
  navigationItems,
  siteOptions,
  sites,
  stores,
  terms,
  users,
  userSettings,
} from "../schema.ts";
import { seedCatalog } from "./catalog/seed-catalog.ts";
import { seedShop } from "./shop.ts";
import { seedDemoOrders } from "./shop-orders.ts";
import { type MenuEntry, mainMenu, mainMenuHandle } from "./navigation.ts";
import { pages } from "./pages/index.ts";
import { seedPosts } from "./posts.ts";
import { seedEvents } from "./events.ts";
import { seedComments } from "./comments.ts";
import { seedTemplates } from "./templates.ts";
import { seedDemoMedia } from "./media.ts";
import { type ContentLanguage, contentLanguages, languageCodeOf } from "./paths.ts";
import { pageSearchColumns } from "../../modules/cms/operations/search/page-search-text.ts";
import {
  countryRows,
  currencyRows,
  demoSiteId,
  domainRows,
  generateApiKeyToken,
  languageRows,
} from "./reference-data.ts";
import { sections } from "./sections.ts";
import { siteOptionRows } from "./site-options.ts";
import { backofficeSettingRows, userRows } from "./users.ts";

export { demoAccounts } from "./users.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Thrown inside the transaction when another process created the site first. */
class SiteAlreadySeeded extends Error {}

/**
 * Seeds the demo site (spec 3 entities, pages in hr/en/de, menus, sections, users) in one
 * transaction; false when a site already exists, so a restart never touches edited content.
 * `port`: the one the server runs on, for the demo's domains (the default PORT when not given).
 */
export async function seedIfEmpty(db: Db, { port = 3000 } = {}): Promise<boolean> {
  const [existing] = await db.select({ id: sites.id }).from(sites).limit(1);
  if (existing) return false;
  // scrypt is slow on purpose: hash before the transaction opens.
  const userValues = await userRows();
  try {
    await db.transaction(async (tx) => {
      const siteId = await insertSite(tx);
      await insertSiteData(tx, siteId, port);
      const inserted = await tx
        .insert(users)
        .values(userValues)
        .onConflictDoNothing()
        .returning({ id: users.id, isBackofficeUser: users.isBackofficeUser });
      await tx.insert(userSettings).values(backofficeSettingRows(inserted)).onConflictDoNothing();
      // the shopper's past orders need the shop, the catalogue and the users above
      await seedDemoOrders(tx, siteId);
    });
  } catch (error) {
    if (error instanceof SiteAlreadySeeded) return false;
    throw error;
  }
  return true;
}

/** Reference data shared by all sites (kept if present), then the site itself. */
async function insertSite(tx: Tx): Promise<string> {
  await tx.insert(languages).values(languageRows).onConflictDoNothing();
  await tx.insert(countries).values(countryRows).onConflictDoNothing();
  await tx.insert(currencies).values(currencyRows).onConflictDoNothing();
  const [euro] = await tx
    .select({ id: currencies.id })
    .from(currencies)
    .where(eq(currencies.label, "EUR"));
  if (!euro) throw new Error("seed: the EUR currency is missing");
  const created = await tx
    .insert(sites)
    .values({
      id: demoSiteId,
      apiKeyToken: generateApiKeyToken(),
      defaultLanguage,
      mainCurrencyId: euro.id,
    })
    .onConflictDoNothing()
    .returning({ id: sites.id });
  if (created.length === 0) throw new SiteAlreadySeeded();
  return demoSiteId;
}

async function insertSiteData(tx: Tx, siteId: string, port: number): Promise<void> {
  await tx.insert(domains).values(domainRows(port).map((domain) => ({ ...domain, siteId })));
  await tx
    .insert(stores)
    .values(
      contentLanguages.map((language) => ({ siteId, languageCode: languageCodeOf[language] })),
    );
  await tx.insert(siteOptions).values(
    siteOptionRows.map((option) => ({
      siteId,
      key: option.key,
      value: option.value,
      media: option.media ?? null,
    })),
  );
  for (const language of contentLanguages) {
    await insertMenu(tx, { siteId, language, entries: mainMenu(language), parentId: null });
    await tx.insert(layoutElements).values(
      sections(language).map((row) => ({
        ...row,
        // Section parts are element trees too: same validation and sanitising as pages.
        parts: validatePageDocument({ version: 2, settings: {}, elements: row.parts }).elements,
        // the seed writes the handler's current options (seed.test.ts checks them)
        optionsVersion: currentVersion(row.handler),
        siteId,
        languageCode: languageCodeOf[language],
      })),
    );
  }
  await insertPages(tx, siteId);
  await seedPosts(tx, siteId);
  await seedEvents(tx, siteId);
  await seedConsents(tx, siteId);
  await seedCatalog(tx, siteId);
  await seedShop(tx, siteId);
  await seedComments(tx, siteId);
  await seedTemplates(tx, siteId);
  await seedDemoMedia(tx, siteId);
}

/** Menu rows in order; children point to their parent's id (navigation_items.parent_id). */
async function insertMenu(
  tx: Tx,
  input: {
    siteId: string;
    language: ContentLanguage;
    entries: MenuEntry[];
    parentId: number | null;
  },
): Promise<void> {
  for (const [position, entry] of input.entries.entries()) {
    const [row] = await tx
      .insert(navigationItems)
      .values({
        siteId: input.siteId,
        handle: mainMenuHandle,
        languageCode: languageCodeOf[input.language],
        parentId: input.parentId,
        position,
        title: entry.title,
        link: entry.link,
        type: entry.type,
      })
      .returning({ id: navigationItems.id });
    if (row && entry.children) {
      await insertMenu(tx, { ...input, entries: entry.children, parentId: row.id });
    }
  }
}

async function insertPages(tx: Tx, siteId: string): Promise<void> {
  const rows = Object.entries(pages).flatMap(([slugMain, versions]) =>
    contentLanguages.map((language) => {
      const version = versions[language];
      // The same gate as the builder's save: throws on an invalid tree, sanitises rich text.
      const document = validatePageDocument(version.document);
      const languageCode = languageCodeOf[language];
      const { title, description } = version;
      return {
        siteId,
        type: "page",
        slug: version.slug,
        slugMain,
        languageCode,
        title,
        description,
        document,
        ...pageSearchColumns({ title, description, document, languageCode }),
      };
    }),
  );
  await tx.insert(terms).values(rows);
}
