import { asc, eq } from "drizzle-orm";
import type { NavigationItem } from "#generated/types.ts";
import { navigationItems } from "../../../db/schema.ts";
import { cacheKeys } from "../../../platform/cache-keys.ts";
import type { Services } from "../../../platform/services.ts";
import { siteLanguageRows } from "./site-language-rows.ts";

type Row = typeof navigationItems.$inferSelect;

/** Builds the nested tree from flat rows ordered by position; orphans are dropped. */
export function buildTree(rows: Row[]): NavigationItem[] {
  const byParent = new Map<number | null, Row[]>();
  for (const row of rows) {
    const siblings = byParent.get(row.parentId) ?? [];
    siblings.push(row);
    byParent.set(row.parentId, siblings);
  }
  const build = (parentId: number | null): NavigationItem[] =>
    (byParent.get(parentId) ?? []).map((row) => ({
      id: row.id,
      title: row.title,
      link: row.link,
      type: row.type as NavigationItem["type"],
      children: build(row.id),
    }));
  return build(null);
}

/** The navigation tree of a menu ('main') in one language. */
export async function getNavigationTree(
  services: Services,
  input: { siteId: string; languageCode: string; handle: string },
): Promise<NavigationItem[]> {
  return siteLanguageRows(services, {
    table: navigationItems,
    scope: input,
    entry: cacheKeys.navigation(input.siteId, input.languageCode, input.handle),
    where: eq(navigationItems.handle, input.handle),
    orderBy: [asc(navigationItems.position), asc(navigationItems.id)],
    map: buildTree,
  });
}
