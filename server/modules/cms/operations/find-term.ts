import { and, eq } from "drizzle-orm";
import type { Term } from "#generated/types.ts";
import { siteOptions, terms } from "../../../db/schema.ts";
import type { Services } from "../../../platform/services.ts";

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

/** A page by its slug in one language, or undefined. */
export async function findPageBySlug(
  services: Services,
  input: Scope & { slug: string },
): Promise<Term | undefined> {
  const [row] = await services.db
    .select()
    .from(terms)
    .where(
      and(
        eq(terms.siteId, input.siteId),
        eq(terms.languageCode, input.languageCode),
        eq(terms.type, "page"),
        eq(terms.slug, input.slug),
      ),
    )
    .limit(1);
  return row ? toTerm(row) : undefined;
}

/** The translation of a page (by its canonical slugMain) in one language, or undefined. */
export async function findPageBySlugMain(
  services: Services,
  input: Scope & { slugMain: string },
): Promise<Term | undefined> {
  const [row] = await services.db
    .select()
    .from(terms)
    .where(
      and(
        eq(terms.siteId, input.siteId),
        eq(terms.languageCode, input.languageCode),
        eq(terms.type, "page"),
        eq(terms.slugMain, input.slugMain),
      ),
    )
    .limit(1);
  return row ? toTerm(row) : undefined;
}

/** The HomePageSlug option (spec 3): the slugMain of the landing page. */
export async function homePageSlug(
  services: Services,
  siteId: string,
): Promise<string | undefined> {
  const [row] = await services.db
    .select({ value: siteOptions.value })
    .from(siteOptions)
    .where(and(eq(siteOptions.siteId, siteId), eq(siteOptions.key, "HomePageSlug")))
    .limit(1);
  return row?.value;
}
