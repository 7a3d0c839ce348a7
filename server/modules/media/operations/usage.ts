import { and, eq, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { ContentUsage } from "#generated/types.ts";
import type { Db } from "../../../db/client.ts";
import { layoutElements, terms } from "../../../db/schema.ts";
import { builderDocuments, builderTranslations, masters } from "../../../db/schema-builder.ts";

/** Whether a JSON column's text contains `needle` (a parameter; `%` and `_` escaped). */
function contains(column: AnyPgColumn, needle: string): SQL {
  const pattern = `%${needle.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
  return sql`${column}::text like ${pattern}`;
}

const limit = 100;

/**
 * Every place whose content contains `needle` (a media folder's path, a master's reference):
 * builder drafts (the shared tree or one language's texts), published pages and sections, and
 * masters. What delete refuses with (InUseConflict).
 */
export async function contentUsage(
  db: Db,
  input: { siteId: string; needle: string; defaultLanguage: string },
): Promise<ContentUsage[]> {
  const { siteId, needle } = input;
  const drafts = await db
    .select({
      kind: builderDocuments.kind,
      key: builderDocuments.key,
      languageCode: builderTranslations.languageCode,
      meta: builderTranslations.meta,
    })
    .from(builderTranslations)
    .innerJoin(builderDocuments, eq(builderTranslations.documentId, builderDocuments.id))
    .where(
      and(
        eq(builderDocuments.siteId, siteId),
        sql`(${contains(builderDocuments.structure, needle)} or ${contains(builderTranslations.localised, needle)})`,
      ),
    )
    .limit(limit);
  const pages = await db
    .select({ key: terms.slugMain, languageCode: terms.languageCode, title: terms.title })
    .from(terms)
    .where(and(eq(terms.siteId, siteId), contains(terms.document, needle)))
    .limit(limit);
  const sections = await db
    .select({
      key: layoutElements.handler,
      languageCode: layoutElements.languageCode,
      title: layoutElements.title,
    })
    .from(layoutElements)
    .where(
      and(
        eq(layoutElements.siteId, siteId),
        sql`(${contains(layoutElements.parts, needle)} or ${contains(layoutElements.options, needle)})`,
      ),
    )
    .limit(limit);
  const inMasters = await db
    .select({ id: masters.id, title: masters.title })
    .from(masters)
    .where(
      and(
        eq(masters.siteId, siteId),
        sql`(${contains(masters.element, needle)} or ${contains(masters.document, needle)})`,
      ),
    )
    .limit(limit);
  return [
    ...drafts.map((row) => ({
      kind: row.kind,
      key: row.key,
      language_code: row.languageCode,
      title: row.meta.title,
      where: "draft" as const,
    })),
    ...pages.map((row) => ({
      kind: "page" as const,
      key: row.key,
      language_code: row.languageCode,
      title: row.title,
      where: "published" as const,
    })),
    ...sections.map((row) => ({
      kind: "section" as const,
      key: row.key,
      language_code: row.languageCode,
      title: row.title,
      where: "published" as const,
    })),
    ...inMasters.map((row) => ({
      kind: "master" as const,
      key: `master-${row.id}`,
      language_code: input.defaultLanguage,
      title: row.title,
      where: "draft" as const,
    })),
  ].slice(0, limit);
}
