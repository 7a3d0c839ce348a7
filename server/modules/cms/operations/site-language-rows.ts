import { and, eq, getTableColumns, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { CacheEntry } from "../../../platform/cache.ts";
import type { Services } from "../../../platform/services.ts";

/** A content table of one site in many languages (terms, layout elements, navigation items). */
type SiteLanguageTable = PgTable & { siteId: PgColumn; languageCode: PgColumn };

/**
 * The rows of one site and language (plus an own condition and order), mapped and cached under
 * `entry`: the query every page view asks of the content tables, written once.
 */
export function siteLanguageRows<
  T extends SiteLanguageTable,
  R,
  O extends keyof T["$inferSelect"] & string = never,
>(
  services: Services,
  input: {
    table: T;
    scope: { siteId: string; languageCode: string };
    entry: CacheEntry;
    where?: SQL | undefined;
    orderBy?: (PgColumn | SQL)[];
    limit?: number;
    /** Columns left unread (a page's search columns: written for the search, never shown). */
    omit?: readonly O[];
    /** May read more (a page's masters): what it gives is cached with the rows. */
    map: (rows: Omit<T["$inferSelect"], O>[]) => R | Promise<R>;
  },
): Promise<R> {
  const { table, scope } = input;
  // Drizzle cannot type a select from a generic table; the rows are typed by T below.
  const source: PgTable = table;
  return services.cache.getOrLoad(input.entry, async () => {
    // a copy: drizzle answers the table's own column map
    const columns = { ...getTableColumns(source) };
    for (const name of input.omit ?? []) delete columns[name];
    const query = services.db
      .select(columns)
      .from(source)
      .where(
        and(
          eq(table.siteId, scope.siteId),
          eq(table.languageCode, scope.languageCode),
          input.where,
        ),
      )
      .orderBy(...(input.orderBy ?? []));
    const rows = (await (input.limit ? query.limit(input.limit) : query)) as Omit<
      T["$inferSelect"],
      O
    >[];
    return input.map(rows);
  });
}
