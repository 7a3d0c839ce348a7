import { sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { rowsOf } from "../../../db/rows-of.ts";
import type { Services } from "../../../platform/services.ts";
import {
  type FacetIndex,
  buildFacetIndex,
  layoutOf,
  patchFacetIndex,
  readFacetRows,
} from "./facet-index.ts";
import { type KeywordIndex, buildKeywordIndex, patchKeywordIndex } from "./keyword-index.ts";
import { intArray } from "./product-query.ts";

/**
 * A site's in-memory indexes at one moment (decisions 025, 030, 032): the facet index and the
 * keyword index of each language searched so far, laid out alike (a position is a product).
 */
export type IndexSet = { index: FacetIndex; keywords: Map<string, KeywordIndex> };

type Held = {
  /** what readers get; replaced whole by each patch or rebuild, never changed in place */
  current: IndexSet | undefined;
  /** the first build, which the first readers may wait for */
  first: Promise<IndexSet> | undefined;
  /** builds and patches run one at a time, in the order asked */
  work: Promise<unknown>;
  /** languages whose keyword index is being built */
  languages: Map<string, Promise<unknown>>;
  /** written ids not yet applied, or "all" */
  pending: Set<number> | "all";
  /** the patch that will apply `pending`, until it starts */
  patch: Promise<void> | undefined;
};

/**
 * The indexes of each database's sites, by its driver's client (one database a process, but
 * tests open several, and wrap a database's drizzle object to watch its queries).
 */
const held = new WeakMap<object, Map<string, Held>>();

function sitesOf(db: Db): Map<string, Held> {
  // drizzle keeps the driver's client (a PGlite, a pg Pool) as $client, absent from Db's type
  const client: unknown = Reflect.get(db, "$client");
  const key = typeof client === "object" && client !== null ? client : db;
  let sites = held.get(key);
  if (!sites) held.set(key, (sites = new Map<string, Held>()));
  return sites;
}

function heldOf(db: Db, siteId: string): Held {
  const sites = sitesOf(db);
  let site = sites.get(siteId);
  if (!site)
    sites.set(
      siteId,
      (site = {
        current: undefined,
        first: undefined,
        work: Promise.resolve(),
        languages: new Map(),
        pending: new Set(),
        patch: undefined,
      }),
    );
  return site;
}

/** Runs `task` after the site's builds and patches asked before it. */
function queue<T>(site: Held, task: () => Promise<T>): Promise<T> {
  const run = site.work.then(task);
  site.work = run.catch(() => undefined);
  return run;
}

/** Drops a site's indexes after a failed patch: the next read builds them again. */
function forget(db: Db, siteId: string, site: Held): void {
  const sites = sitesOf(db);
  if (sites.get(siteId) === site) sites.delete(siteId);
}

/**
 * The site's indexes, and the keyword index of `languageCode` when asked. Only the first build
 * is ever waited for: afterwards a write patches them (`productsChanged`) and readers keep the
 * indexes they had until the patched ones replace them. With `wait: false` a call that would wait
 * (the first build, or a language's first keyword index) gets undefined: the database answers
 * meanwhile.
 */
export async function catalogIndexesOf(
  services: Pick<Services, "db">,
  siteId: string,
  options: { languageCode?: string | undefined; wait?: boolean } = {},
): Promise<{ index: FacetIndex; keywords: KeywordIndex | undefined } | undefined> {
  const site = heldOf(services.db, siteId);
  if (!site.first) {
    const first = queue(site, async () => {
      site.current = { index: await buildFacetIndex(services, siteId), keywords: new Map() };
      return site.current;
    });
    site.first = first;
    first.catch(() => forget(services.db, siteId, site));
  }
  if (!site.current && options.wait === false) return undefined;
  const set = site.current ?? (await site.first);
  const languageCode = options.languageCode;
  if (languageCode === undefined) return { index: set.index, keywords: undefined };
  const keywords = set.keywords.get(languageCode);
  if (keywords) return { index: set.index, keywords };
  let building = site.languages.get(languageCode);
  if (!building) {
    // built against the indexes current when its turn comes; later patches carry it along
    building = queue(site, async () => {
      const now = site.current;
      if (now && !now.keywords.has(languageCode))
        now.keywords.set(
          languageCode,
          await buildKeywordIndex(services, now.index, siteId, languageCode),
        );
    }).finally(() => site.languages.delete(languageCode));
    site.languages.set(languageCode, building);
    building.catch(() => undefined);
  }
  if (options.wait === false) return undefined;
  await building;
  const now = site.current ?? (await site.first);
  return { index: now.index, keywords: now.keywords.get(languageCode) };
}

/** The patched indexes: the changed products' rows read again, everything else copied. */
async function patched(
  services: Pick<Services, "db">,
  siteId: string,
  set: IndexSet,
  ids: ReadonlySet<number>,
): Promise<IndexSet> {
  const list = [...ids];
  const languages = [...set.keywords.keys()];
  const [rows, texts] = await Promise.all([
    readFacetRows(services, siteId, list),
    languages.length === 0
      ? []
      : rowsOf<{ id: number; language: string; text: string; name: string }>(
          services.db,
          sql`select product_id as id, language_code as language, search_text as text, name
            from catalog_product_translations
            where site_id = ${siteId} and product_id = any(${intArray(list)})`,
        ),
  ]);
  const layout = layoutOf(set.index, ids);
  const keywords = new Map<string, KeywordIndex>();
  for (const [languageCode, old] of set.keywords) {
    const ofLanguage = new Map(
      texts.filter((row) => row.language === languageCode).map((row) => [Number(row.id), row]),
    );
    keywords.set(languageCode, await patchKeywordIndex(services, old, layout, ofLanguage));
  }
  return { index: patchFacetIndex(set.index, layout, rows), keywords };
}

/** Every index of the site read again, the languages it had included. */
async function rebuilt(
  services: Pick<Services, "db">,
  siteId: string,
  set: IndexSet,
): Promise<IndexSet> {
  const index = await buildFacetIndex(services, siteId);
  const keywords = new Map<string, KeywordIndex>();
  for (const languageCode of set.keywords.keys())
    keywords.set(languageCode, await buildKeywordIndex(services, index, siteId, languageCode));
  return { index, keywords };
}

/**
 * Call after products of a site were written (their row or their translations), with their ids,
 * or "all" when which ones is not known. This instance's indexes are patched: the changed
 * products are read again and put in place of what the indexes held of them (new ones added,
 * archived or hidden ones no longer listed, gone ones dropped from every answer); "all" reads
 * everything again. Readers keep the indexes they have until the new ones replace them, and
 * never wait for this. Writes that come while one patch runs are applied together by the next.
 * Resolves once the indexes hold the write; never rejects: when reading fails, the indexes are
 * dropped and the next read builds them again (decision 037).
 */
export function productsChanged(
  services: Pick<Services, "db" | "log">,
  siteId: string,
  ids: readonly number[] | "all",
): Promise<void> {
  const site = sitesOf(services.db).get(siteId);
  // nothing built or being built: the first build will read the write
  if (!site?.first || (ids !== "all" && ids.length === 0)) return Promise.resolve();
  if (ids === "all") site.pending = "all";
  else if (site.pending !== "all") for (const id of ids) site.pending.add(id);
  site.patch ??= queue(site, async () => {
    site.patch = undefined;
    const pending = site.pending;
    site.pending = new Set();
    const set = site.current;
    if (!set) return;
    try {
      site.current =
        pending === "all"
          ? await rebuilt(services, siteId, set)
          : await patched(services, siteId, set, pending);
    } catch (error) {
      services.log.warn({ err: error, siteId }, "catalogue indexes dropped after a failed patch");
      forget(services.db, siteId, site);
    }
  });
  return site.patch;
}
