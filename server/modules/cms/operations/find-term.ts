import { and, eq } from "drizzle-orm";
import { parseSiteOption } from "#common/site-options.ts";
import type { Term } from "#generated/types.ts";
import validateTerm from "#generated/validators/entities/term.js";
import { siteOptions, terms } from "../../../db/schema.ts";
import { cacheKeys } from "../../../platform/cache-keys.ts";
import type { Services } from "../../../platform/services.ts";
import {
  loadPageDocument,
  reportSkipped,
  StoredDocumentError,
  type InvalidElements,
  type LoadLogger,
} from "../documents/load-document.ts";
import { expandMasters } from "../documents/expand-masters.ts";
import { siteLanguageRows } from "./site-language-rows.ts";

/** The columns a page's search reads (operations/search), never a page view. */
const searchColumns = ["searchBody", "searchText", "searchVector"] as const;
type Row = Omit<typeof terms.$inferSelect, (typeof searchColumns)[number]>;

/**
 * A stored page as the Term schema says: its document migrated and validated
 * (documents/load-document.ts), then the whole term checked by the generated validator; elements
 * that break their schema are skipped and logged for visitors (the default) and kept for the
 * builder; an unreadable term throws StoredDocumentError (500 for that page only).
 */
export function toTerm(
  row: Row,
  { log, mode = "skip" }: { log?: LoadLogger; mode?: InvalidElements } = {},
): Term {
  const what = `term ${row.id}`;
  const { document, invalid } = loadPageDocument(row.document, { what, mode });
  if (mode === "skip") reportSkipped(log, what, invalid);
  const term: unknown = {
    id: row.id,
    type: row.type,
    slug: row.slug,
    slugMain: row.slugMain,
    language_code: row.languageCode,
    title: row.title,
    description: row.description,
    document,
    updated_at: row.updatedAt.toISOString(),
  };
  if (!validateTerm(term)) {
    const first = validateTerm.errors?.[0];
    throw new StoredDocumentError(what, `${first?.instancePath || "/"} ${first?.message ?? ""}`);
  }
  return term;
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
    omit: searchColumns,
    map: async ([row]) => {
      if (!row) return undefined;
      const term = toTerm(row, { log: services.log });
      const { elements } = term.document;
      return {
        ...term,
        document: {
          ...term.document,
          elements: await expandMasters(services.db, { siteId: input.siteId, nodes: elements }),
        },
      };
    },
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
    if (!row) return undefined;
    // read through the option's schema (a slug); an invalid value is ignored and logged
    const parsed = parseSiteOption("HomePageSlug", row.value);
    if (parsed.ok) return parsed.value;
    services.log.warn(
      { siteId, key: "HomePageSlug", reason: parsed.reason },
      "site option ignored",
    );
    return undefined;
  });
}
