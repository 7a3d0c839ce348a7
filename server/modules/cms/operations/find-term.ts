import { and, eq } from "drizzle-orm";
import type { Term } from "#generated/types.ts";
import { siteOptions, terms } from "../../../db/schema.ts";
import { cacheKeys } from "../../../platform/cache-keys.ts";
import type { Services } from "../../../platform/services.ts";
import { siteLanguageRows } from "./site-language-rows.ts";

type Row = typeof terms.$inferSelect;

export function toTerm(row: Row): Term {
  return {
    id: row.id,
    type: row.type,
    slug: row.slug,
    slugMain: row.slugMain,
    language_code: row.languageCode,
    title: row.title,
    description: row.description,
    document: row.document,
    updated_at: row.updatedAt.toISOString(),
  } as Term;
}

type Scope = { siteId: string; languageCode: string };

/** A page of one language by slug or slugMain; cached, as every page view asks for it. */
function findPage(
  services: Services,
  input: Scope & { by: "slug" | "slugMain"; value: string },
): Promise<Term | undefined> {
  return siteLanguageRows(services, {
    table: terms,
    scope: input,
    entry: cacheKeys.page(input.siteId, input.languageCode, input.by, input.value),
    where: and(
      eq(terms.type, "page"),
      eq(input.by === "slug" ? terms.slug : terms.slugMain, input.value),
    ),
    limit: 1,
    map: ([row]) => (row ? toTerm(row) : undefined),
  });
}

/** A page by its slug in one language, or undefined. */
export function findPageBySlug(
  services: Services,
  input: Scope & { slug: string },
): Promise<Term | undefined> {
  return findPage(services, { ...input, by: "slug", value: input.slug });
}

/** The translation of a page (by its canonical slugMain) in one language, or undefined. */
export function findPageBySlugMain(
  services: Services,
  input: Scope & { slugMain: string },
): Promise<Term | undefined> {
  return findPage(services, { ...input, by: "slugMain", value: input.slugMain });
}

/** The HomePageSlug option (spec 3): the slugMain of the landing page. */
export async function homePageSlug(
  services: Services,
  siteId: string,
): Promise<string | undefined> {
  return services.cache.getOrLoad(cacheKeys.homePageSlug(siteId), async () => {
    const [row] = await services.db
      .select({ value: siteOptions.value })
      .from(siteOptions)
      .where(and(eq(siteOptions.siteId, siteId), eq(siteOptions.key, "HomePageSlug")))
      .limit(1);
    return row?.value;
  });
}
