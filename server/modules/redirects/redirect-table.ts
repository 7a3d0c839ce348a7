import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { parseSiteOptions } from "#common/site-options.ts";
import type { SiteOptionValues } from "#generated/types.ts";
import { redirects } from "../../db/schema-redirects.ts";
import { cacheKeys } from "../../platform/cache-keys.ts";
import { filterOptions } from "../../platform/filter-options.ts";
import type { Services } from "../../platform/services.ts";

export type RedirectTarget = { to: string; status: 301 | 302 };
/** A site's redirects and its WwwPolicy: what a page request needs before it renders. */
export type RedirectRules = {
  wwwPolicy: SiteOptionValues["WwwPolicy"] | undefined;
  byPath: Map<string, RedirectTarget>;
};
type Table = RedirectRules & { marker: string };

const tablesOf = new WeakMap<Services, Map<string, Table>>();
const loadsOf = new WeakMap<Services, Map<string, Promise<Table>>>();

async function load(services: Services, siteId: string): Promise<Table> {
  // the marker is stored first: a change that lands during the read drops it, and the next
  // request reads again (the table is never newer than its marker says)
  const lookup = await services.cache.lookup<string>(cacheKeys.redirectsMarker(siteId));
  const marker = lookup.value ?? randomUUID();
  const rows = await services.db
    .select({ from: redirects.fromPath, to: redirects.toTarget, status: redirects.status })
    .from(redirects)
    .where(eq(redirects.siteId, siteId));
  const options = parseSiteOptions(await filterOptions(services, { siteId, keys: ["WwwPolicy"] }));
  if (!lookup.value) await lookup.store(marker);
  const byPath = new Map(
    rows.map((row) => [row.from, { to: row.to, status: row.status === 302 ? 302 : 301 } as const]),
  );
  return { marker, wwwPolicy: options.WwwPolicy, byPath };
}

/**
 * A site's redirect rules, from this instance's in-memory table. A marker entry in the cache
 * names the table: a redirect's or an option's change drops it on every instance (change events,
 * decision 033), and the next request reads the table again. One cache read per request, however
 * many redirects the site has.
 */
export async function redirectRules(
  services: Services,
  input: { siteId: string },
): Promise<RedirectRules> {
  let tables = tablesOf.get(services);
  if (!tables) tablesOf.set(services, (tables = new Map<string, Table>()));
  let loads = loadsOf.get(services);
  if (!loads) loadsOf.set(services, (loads = new Map<string, Promise<Table>>()));
  const marker = await services.cache.get<string>(cacheKeys.redirectsMarker(input.siteId));
  let table = tables.get(input.siteId);
  if (!table || table.marker !== marker) {
    // one read at a time per site, however many requests arrive meanwhile
    let loading = loads.get(input.siteId);
    if (!loading) {
      loading = load(services, input.siteId).finally(() => loads.delete(input.siteId));
      loads.set(input.siteId, loading);
    }
    table = await loading;
    tables.set(input.siteId, table);
  }
  return table;
}
