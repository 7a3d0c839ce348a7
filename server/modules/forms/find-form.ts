import { and, desc, eq, exists, or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { ElementNode, FormProps } from "#generated/types.ts";
import validateFormProps from "#generated/validators/elements/form.js";
import { migrateNode } from "#common/migrate-element.ts";
import { findFirst } from "#common/walk-tree.ts";
import type { Db } from "../../db/client.ts";
import { masters } from "../../db/schema-builder.ts";
import { layoutElements, terms } from "../../db/schema.ts";
import { AppError } from "../../platform/http/app-error.ts";
import { serverFormOf } from "./server-forms.ts";

/** A form as published: its props (the fields, and the texts of one language). */
export type PublishedForm = { props: FormProps };

type Reader = Pick<Db, "select">;

/** Whether a JSON document holds, at any depth, props whose `key` is `value` (or a column's). */
const holdsProp = (column: AnyPgColumn, key: string, value: string | AnyPgColumn): SQL =>
  sql`jsonb_path_exists(${column}, ${`strict $.**.props.${key} ? (@ == $value)`}::jsonpath, jsonb_build_object('value', ${typeof value === "string" ? sql`${value}::text` : value}))`;

/** The element trees of published pages that hold the form, the request's language first. */
async function pageTrees(
  db: Reader,
  input: { siteId: string; formSlug: string; language: string },
): Promise<unknown[][]> {
  const rows = await db
    .select({ document: terms.document })
    .from(terms)
    .where(
      and(eq(terms.siteId, input.siteId), holdsProp(terms.document, "formSlug", input.formSlug)),
    )
    .orderBy(sql`${terms.languageCode} = ${input.language} desc`, desc(terms.updatedAt))
    .limit(5);
  return rows.map((row) => (row.document as { elements?: unknown[] }).elements ?? []);
}

/** The header, footer and cookie sections that hold the form, the request's language first. */
async function sectionTrees(
  db: Reader,
  input: { siteId: string; formSlug: string; language: string },
): Promise<unknown[][]> {
  const rows = await db
    .select({ parts: layoutElements.parts })
    .from(layoutElements)
    .where(
      and(
        eq(layoutElements.siteId, input.siteId),
        holdsProp(layoutElements.parts, "formSlug", input.formSlug),
      ),
    )
    .orderBy(sql`${layoutElements.languageCode} = ${input.language} desc`)
    .limit(5);
  return rows.map((row) => (Array.isArray(row.parts) ? (row.parts as unknown[]) : []));
}

/**
 * Masters holding the form that a published page or section places (an instance names the
 * master by id; decision 020): a master nobody places is not on the site.
 */
async function masterTrees(
  db: Reader,
  input: { siteId: string; formSlug: string },
): Promise<unknown[][]> {
  const placedOnPage = db
    .select({ id: terms.id })
    .from(terms)
    .where(and(eq(terms.siteId, input.siteId), holdsProp(terms.document, "masterId", masters.id)));
  const placedInSection = db
    .select({ id: layoutElements.id })
    .from(layoutElements)
    .where(
      and(
        eq(layoutElements.siteId, input.siteId),
        holdsProp(layoutElements.parts, "masterId", masters.id),
      ),
    );
  const rows = await db
    .select({ element: masters.element })
    .from(masters)
    .where(
      and(
        eq(masters.siteId, input.siteId),
        eq(masters.kind, "master"),
        holdsProp(masters.element, "formSlug", input.formSlug),
        or(exists(placedOnPage), exists(placedInSection)),
      ),
    )
    .limit(5);
  return rows.flatMap((row) => (row.element ? [[row.element]] : []));
}

/**
 * The form element with this formSlug on the site as visitors get it (never a form the client
 * describes): on a published page, in a header, footer or cookie section, or in a master one of
 * those places, preferring the request's language (its structure is the same in every language,
 * its texts are that language's). 404 formNotFound when none has it.
 */
export async function findPublishedForm(
  db: Reader,
  input: { siteId: string; formSlug: string; language: string },
): Promise<PublishedForm> {
  // a form the server defines (decision 054: an event's sign-up form) is always there
  const own = serverFormOf(input.formSlug);
  if (own) return { props: own.props(input.language) };
  for (const source of [pageTrees, sectionTrees, masterTrees])
    for (const elements of await source(db, input)) {
      const stored = findFirst(
        elements as ElementNode[],
        (node) =>
          node.type === "form" &&
          (node.props as { formSlug?: unknown }).formSlug === input.formSlug,
      );
      if (!stored) continue;
      const { node } = migrateNode(stored, "stored");
      const props = structuredClone(node.props);
      if (validateFormProps(props)) return { props };
    }
  throw new AppError(404, "api.formNotFound");
}
