import { and, desc, eq, sql } from "drizzle-orm";
import type { ElementNode, FormProps } from "#generated/types.ts";
import validateFormProps from "#generated/validators/elements/form.js";
import { migrateNode } from "#common/migrate-element.ts";
import { findFirst } from "#common/walk-tree.ts";
import type { Db } from "../../db/client.ts";
import { terms } from "../../db/schema.ts";
import { AppError } from "../../platform/http/app-error.ts";

/** A form as published: its props (the fields, and the texts of one language) and its page. */
export type PublishedForm = { props: FormProps; language: string; slug: string };

/**
 * The form element with this formSlug on the site's published pages (never a form the client
 * describes), preferring the page in the request's language: its structure is the same in every
 * language, its texts are that language's. 404 formNotFound when no published page has it.
 */
export async function findPublishedForm(
  db: Pick<Db, "select">,
  input: { siteId: string; formSlug: string; language: string },
): Promise<PublishedForm> {
  const rows = await db
    .select({ document: terms.document, language: terms.languageCode, slug: terms.slug })
    .from(terms)
    .where(
      and(
        eq(terms.siteId, input.siteId),
        sql`jsonb_path_exists(${terms.document}, 'strict $.**.props.formSlug ? (@ == $slug)', jsonb_build_object('slug', ${input.formSlug}::text))`,
      ),
    )
    .orderBy(sql`${terms.languageCode} = ${input.language} desc`, desc(terms.updatedAt))
    .limit(5);
  for (const row of rows) {
    const elements = (row.document as { elements?: ElementNode[] }).elements ?? [];
    const stored = findFirst(
      elements,
      (node) =>
        node.type === "form" && (node.props as { formSlug?: unknown }).formSlug === input.formSlug,
    );
    if (!stored) continue;
    const { node } = migrateNode(stored, "stored");
    const props = structuredClone(node.props);
    if (!validateFormProps(props)) continue;
    return { props: props, language: row.language, slug: row.slug };
  }
  throw new AppError(404, "api.formNotFound");
}
