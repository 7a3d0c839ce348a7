import { type SQL, isNull, eq, sql } from "drizzle-orm";
import { elementMeta } from "#generated/element-meta.ts";
import type { Db } from "../../../../db/client.ts";
import { terms } from "../../../../db/schema.ts";
import { searchableOf } from "./text-match.ts";

// The text of a page is what its elements say: the props that differ per language (headings,
// paragraphs, captions, button labels), found at any depth of the tree (slots).
const textProps: ReadonlySet<string> = new Set(
  Object.values(elementMeta)
    .filter((meta) => meta.kind === "content")
    .flatMap((meta) => meta.localised)
    .filter((prop) => prop !== "anchor"),
);
// a text prop's strings that are links or picture paths, not words
const linkLike = /^(?:\/|http|#|mailto:|tel:)/;
const tags = /<[^>]*>/g;

/** A page's words as the search reads them: its description, then its elements' text. */
export function pageSearchBody(input: { description: string; document: unknown }): string {
  const words = [input.description];
  const leaves = (value: unknown): void => {
    if (typeof value === "string") {
      if (!linkLike.test(value)) words.push(value.replace(tags, " "));
    } else if (value !== null && typeof value === "object")
      for (const item of Object.values(value)) leaves(item);
  };
  const walk = (node: unknown): void => {
    if (node === null || typeof node !== "object") return;
    const { props } = node as { props?: unknown };
    if (props !== null && typeof props === "object" && !Array.isArray(props))
      for (const [key, value] of Object.entries(props)) if (textProps.has(key)) leaves(value);
    for (const value of Object.values(node)) walk(value);
  };
  walk(input.document);
  return words.join(" ");
}

/**
 * The search columns of a page row (issue 19: the pages tab reads them, never the document),
 * written with its title, description and document in its language.
 */
export function pageSearchColumns(input: {
  title: string;
  description: string;
  document: unknown;
  languageCode: string;
}): { searchBody: string; searchText: SQL; searchVector: SQL } {
  const body = pageSearchBody(input);
  const searchable = searchableOf(
    { title: sql`${input.title}::text`, body: sql`${body}::text` },
    input.languageCode,
  );
  return { searchBody: body, searchText: searchable.whole, searchVector: searchable.vector };
}

/**
 * Gives the pages written before their search columns existed (a data directory of an older
 * version) those columns: at start, after the migrations; nothing to do afterwards.
 */
export async function indexUnsearchedPages(db: Db): Promise<number> {
  const rows = await db
    .select({
      id: terms.id,
      title: terms.title,
      description: terms.description,
      document: terms.document,
      languageCode: terms.languageCode,
    })
    .from(terms)
    .where(isNull(terms.searchVector));
  for (const row of rows)
    await db.update(terms).set(pageSearchColumns(row)).where(eq(terms.id, row.id));
  return rows.length;
}
