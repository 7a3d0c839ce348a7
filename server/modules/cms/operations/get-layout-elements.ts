import { inArray } from "drizzle-orm";
import type { LayoutElement } from "#generated/types.ts";
import { layoutElements } from "../../../db/schema.ts";
import { cacheKeys } from "../../../platform/cache-keys.ts";
import type { Services } from "../../../platform/services.ts";
import { siteLanguageRows } from "./site-language-rows.ts";

type Row = typeof layoutElements.$inferSelect;

export function toLayoutElement(row: Row): LayoutElement {
  return {
    id: row.id,
    handler: row.handler,
    type: "static-element",
    title: row.title,
    slug: row.slug,
    parts: row.parts,
    meta: row.meta,
    mobileMeta: row.mobileMeta,
    options: row.options,
    mobileOptions: row.mobileOptions,
    language_code: row.languageCode,
    created_at: row.createdAt.toISOString(),
  } as LayoutElement;
}

/** Header, footer and cookie sections of a site in one language (spec 3 layout elements). */
export async function getLayoutElements(
  services: Services,
  input: { siteId: string; languageCode: string; handlers: string[] },
): Promise<LayoutElement[]> {
  return siteLanguageRows(services, {
    table: layoutElements,
    scope: input,
    entry: cacheKeys.sections(input.siteId, input.languageCode, input.handlers),
    where: inArray(layoutElements.handler, input.handlers),
    orderBy: [layoutElements.id],
    map: (rows) => rows.map(toLayoutElement),
  });
}
