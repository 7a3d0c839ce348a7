import { and, eq } from "drizzle-orm";
import { currentVersion } from "#common/migrate-element.ts";
import type {
  BuilderDocumentMeta,
  BuilderStructure,
  LocalisedProps,
  PageDocument,
} from "#generated/types.ts";
import type { Db } from "../../../db/client.ts";
import { layoutElements, terms } from "../../../db/schema.ts";
import { builderDocuments, builderTranslations } from "../../../db/schema-builder.ts";
import { notFound } from "../../../platform/http/app-error.ts";
import { toLayoutElement } from "../../cms/operations/get-layout-elements.ts";
import { toTerm } from "../../cms/operations/find-term.ts";
import { publishedPosts } from "./post-source.ts";
import { optionsKey, splitDocument, splitProps } from "../documents/localise.ts";
import { type DocumentRef, type DocumentState, loadState } from "../documents/state.ts";

/** One published language variant, as the builder starts its draft from it. */
type Published = {
  languageCode: string;
  meta: BuilderDocumentMeta;
  document: PageDocument;
  options?: Record<string, unknown>;
  mobileOptions?: Record<string, unknown>;
  sectionMeta?: { meta: Record<string, unknown>; mobileMeta: Record<string, unknown> };
  publishedAt: Date;
};

async function publishedPage(db: Db, ref: DocumentRef): Promise<Published[]> {
  const rows = await db
    .select()
    .from(terms)
    .where(and(eq(terms.siteId, ref.siteId), eq(terms.type, "page"), eq(terms.slugMain, ref.key)));
  return rows.map((row) => {
    const term = toTerm(row, { mode: "keep" });
    return {
      languageCode: term.language_code,
      meta: { title: term.title, slug: term.slug, description: term.description },
      document: term.document,
      publishedAt: row.updatedAt,
    };
  });
}

async function publishedSection(db: Db, ref: DocumentRef): Promise<Published[]> {
  const rows = await db
    .select()
    .from(layoutElements)
    .where(and(eq(layoutElements.siteId, ref.siteId), eq(layoutElements.handler, ref.key)));
  return rows.map((row) => {
    const section = toLayoutElement(row, { mode: "keep" });
    return {
      languageCode: section.language_code,
      meta: { title: section.title },
      document: { version: 2, settings: {}, elements: section.parts },
      options: section.options,
      mobileOptions: section.mobileOptions,
      sectionMeta: { meta: section.meta, mobileMeta: section.mobileMeta },
      publishedAt: row.createdAt,
    };
  });
}

/**
 * The builder document of a page, post or section; the first open starts it from what is published
 * (the default language's tree shared, every other language's differing texts as its own).
 * 404 when nothing of that name exists.
 */
export async function openDocument(
  db: Db,
  input: DocumentRef & { defaultLanguage: string },
): Promise<DocumentState> {
  const existing = await loadState(db, input);
  if (existing) return existing;
  const published: Published[] =
    input.kind === "page"
      ? await publishedPage(db, input)
      : input.kind === "post"
        ? await publishedPosts(db, input)
        : await publishedSection(db, input);
  const base =
    published.find((variant) => variant.languageCode === input.defaultLanguage) ?? published[0];
  if (!base) throw notFound();
  const structure: BuilderStructure = {
    document: { ...base.document },
    // toLayoutElement has brought the options to the handler's current version
    ...(base.options ? { options: base.options, optionsVersion: currentVersion(input.key) } : {}),
    ...(base.mobileOptions ? { mobileOptions: base.mobileOptions } : {}),
    ...(base.sectionMeta ?? {}),
  };
  await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(builderDocuments)
      .values({ siteId: input.siteId, kind: input.kind, key: input.key, structure })
      .onConflictDoNothing()
      .returning({ id: builderDocuments.id });
    // Someone opened it at the same moment: theirs stands.
    if (!created) return;
    await tx.insert(builderTranslations).values(
      published.map((variant) => {
        const isBase = variant === base;
        const own: LocalisedProps = isBase
          ? {}
          : splitDocument({
              submitted: variant.document,
              previous: base.document,
              isDefaultLanguage: false,
            }).own;
        const options =
          !isBase && variant.options
            ? splitProps(input.key, variant.options, base.options).own
            : undefined;
        return {
          documentId: created.id,
          languageCode: variant.languageCode,
          meta: variant.meta,
          localised: options ? { ...own, [optionsKey]: options } : own,
          draftRevision: 1,
          publishedRevision: 1,
          publishedAt: variant.publishedAt,
        };
      }),
    );
  });
  const state = await loadState(db, input);
  if (!state) throw notFound();
  return state;
}
