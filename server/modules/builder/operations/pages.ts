import { and, eq, inArray } from "drizzle-orm";
import type {
  BuilderDocumentMeta,
  BuilderPageSummary,
  CreatePageRequest,
  CreateTranslationRequest,
  PageDocument,
} from "#generated/types.ts";
import type { Db } from "../../../db/client.ts";
import { terms } from "../../../db/schema.ts";
import { builderDocuments, builderTranslations, masters } from "../../../db/schema-builder.ts";
import { invalidateContent } from "../../../platform/cache-keys.ts";
import { AppError, notFound } from "../../../platform/http/app-error.ts";
import type { Services } from "../../../platform/services.ts";
import { homePageSlug } from "../../cms/operations/find-term.ts";
import { loadPageDocument, StoredDocumentError } from "../../cms/documents/load-document.ts";
import { assertSlugFree } from "../documents/check-draft.ts";
import {
  type DocumentRef,
  type DocumentState,
  languageStates,
  loadState,
  readState,
  untranslatedOf,
} from "../documents/state.ts";
import { openDocument } from "./open-document.ts";
import { translatePostMeta } from "./post-source.ts";

type Site = { siteId: string; defaultLanguage: string; languageOrder: readonly string[] };

function stateForList(
  services: Services,
  ...rows: Parameters<typeof readState>
): DocumentState | undefined {
  try {
    return readState(...rows);
  } catch (error) {
    if (!(error instanceof StoredDocumentError)) throw error;
    services.log.error({ err: error }, "a stored builder document is damaged");
    return undefined;
  }
}

/**
 * Every page (or, with kind post, every blog post: decision 053) of a site with its language
 * variants: those the builder has opened report their drafts with their untranslated texts
 * (decision 057), the others (as the seed or savePost wrote them) what is published.
 */
export async function listPages(
  services: Services,
  site: Site & { kind?: "page" | "post" },
): Promise<BuilderPageSummary[]> {
  const { db } = services;
  const kind = site.kind ?? "page";
  const home = kind === "page" ? await homePageSlug(services, site.siteId) : undefined;
  const drafted = await db
    .select()
    .from(builderDocuments)
    .where(and(eq(builderDocuments.siteId, site.siteId), eq(builderDocuments.kind, kind)));
  const translations = drafted.length
    ? await db
        .select()
        .from(builderTranslations)
        .where(
          inArray(
            builderTranslations.documentId,
            drafted.map((row) => row.id),
          ),
        )
    : [];
  const published = await db
    .select({
      slugMain: terms.slugMain,
      languageCode: terms.languageCode,
      title: terms.title,
      slug: terms.slug,
      updatedAt: terms.updatedAt,
    })
    .from(terms)
    .where(and(eq(terms.siteId, site.siteId), eq(terms.type, kind)));
  const pages = new Map<string, BuilderPageSummary>();
  for (const row of drafted) {
    const own = translations.filter((translation) => translation.documentId === row.id);
    // decision 057: each language's untranslated texts, from the rows read above (no query
    // more); a damaged stored document is listed without them (opening it says what is wrong)
    const state = stateForList(services, row, own);
    pages.set(row.key, {
      slugMain: row.key,
      isHomePage: row.key === home,
      languages: languageStates(
        own,
        site.languageOrder,
        state && ((translation) => untranslatedOf(state, translation, site.defaultLanguage)),
      ),
    });
  }
  for (const row of published) {
    if (drafted.some((document) => document.key === row.slugMain)) continue;
    const page = pages.get(row.slugMain) ?? {
      slugMain: row.slugMain,
      isHomePage: row.slugMain === home,
      languages: [],
    };
    page.languages.push({
      language_code: row.languageCode,
      title: row.title,
      slug: row.slug,
      isPublished: true,
      publishedAt: row.updatedAt.toISOString(),
      hasUnpublishedChanges: false,
      scheduledAt: null,
    });
    pages.set(row.slugMain, page);
  }
  const position = (code: string) => site.languageOrder.indexOf(code);
  for (const page of pages.values())
    page.languages.sort((a, b) => position(a.language_code) - position(b.language_code));
  return [...pages.values()].sort((a, b) => a.slugMain.localeCompare(b.slugMain));
}

async function templateDocument(db: Db, siteId: string, id: number): Promise<PageDocument> {
  const [template] = await db
    .select({ document: masters.document })
    .from(masters)
    .where(and(eq(masters.id, id), eq(masters.siteId, siteId), eq(masters.kind, "template")))
    .limit(1);
  if (!template?.document) throw new AppError(404, "api.unknownTemplate");
  return loadPageDocument(template.document, { what: `template ${id}`, mode: "keep" }).document;
}

/**
 * A new page in one language (spec 2 new-page modal): its slug is also its slugMain; it starts
 * empty or as a copy of a template, as an unpublished draft.
 */
export async function createPage(
  db: Db,
  input: { siteId: string; languageCode: string; userId: number; body: CreatePageRequest },
): Promise<DocumentState> {
  const { slug, title, templateId } = input.body;
  const ref = { siteId: input.siteId, kind: "page" as const, key: slug };
  const document: PageDocument = templateId
    ? await templateDocument(db, input.siteId, templateId)
    : { version: 2, settings: {}, elements: [] };
  const [existing] = await db
    .select({ id: terms.id })
    .from(terms)
    .where(and(eq(terms.siteId, input.siteId), eq(terms.slugMain, slug)))
    .limit(1);
  if (existing) throw new AppError(409, "api.slugTaken");
  await assertSlugFree(db, { ...input, slug, slugMain: slug });
  return insertDraft(db, {
    ref,
    languageCode: input.languageCode,
    userId: input.userId,
    document,
    meta: { title, slug },
  });
}

/** A new document's unpublished draft in one language (409 slugTaken when its key is taken). */
export async function insertDraft(
  db: Db,
  input: {
    ref: DocumentRef;
    languageCode: string;
    userId: number;
    document: PageDocument;
    meta: BuilderDocumentMeta;
  },
): Promise<DocumentState> {
  const { ref } = input;
  await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(builderDocuments)
      .values({ ...ref, structure: { document: { ...input.document } }, updatedBy: input.userId })
      .onConflictDoNothing()
      .returning({ id: builderDocuments.id });
    if (!created) throw new AppError(409, "api.slugTaken");
    await tx.insert(builderTranslations).values({
      documentId: created.id,
      languageCode: input.languageCode,
      meta: input.meta,
      localised: {},
      draftRevision: 1,
    });
  });
  const state = await loadState(db, ref);
  if (!state) throw notFound();
  return state;
}

/**
 * A page's (or post's) missing language variant, made from the default language's: same
 * structure, every localised text falling back to Croatian until it is translated; unpublished.
 * A post's blog fields come along, its categories and tags as the target language's.
 */
export async function createTranslation(
  db: Db,
  input: {
    siteId: string;
    slugMain: string;
    defaultLanguage: string;
    body: CreateTranslationRequest;
    kind?: "page" | "post";
  },
): Promise<DocumentState> {
  const { language_code: languageCode, title, slug } = input.body;
  const kind = input.kind ?? "page";
  const ref = { siteId: input.siteId, kind, key: input.slugMain };
  const state = await openDocument(db, { ...ref, defaultLanguage: input.defaultLanguage });
  if (state.translations.has(languageCode)) throw new AppError(409, "api.translationExists");
  await assertSlugFree(db, { siteId: input.siteId, languageCode, slug, slugMain: ref.key, kind });
  const source = state.translations.get(input.defaultLanguage)?.meta;
  const description = source?.description;
  const post =
    kind === "post" && source?.post
      ? await translatePostMeta(db, {
          siteId: input.siteId,
          from: input.defaultLanguage,
          to: languageCode,
          post: source.post,
        })
      : undefined;
  await db
    .insert(builderTranslations)
    .values({
      documentId: state.row.id,
      languageCode,
      meta: { title, slug, ...(description ? { description } : {}), ...(post ? { post } : {}) },
      localised: {},
      draftRevision: state.row.revision,
    })
    .onConflictDoNothing();
  const created = await loadState(db, ref);
  if (!created) throw notFound();
  return created;
}

/** Deletes a page in every language with its drafts and versions; never the home page. */
export async function deletePage(
  services: Services,
  input: Site & { slugMain: string },
): Promise<BuilderPageSummary> {
  if ((await homePageSlug(services, input.siteId)) === input.slugMain)
    throw new AppError(409, "api.homePageDelete");
  const page = (await listPages(services, input)).find((item) => item.slugMain === input.slugMain);
  if (!page) throw notFound();
  await services.db.transaction(async (tx) => {
    await tx
      .delete(terms)
      .where(
        and(
          eq(terms.siteId, input.siteId),
          eq(terms.type, "page"),
          eq(terms.slugMain, input.slugMain),
        ),
      );
    await tx
      .delete(builderDocuments)
      .where(
        and(
          eq(builderDocuments.siteId, input.siteId),
          eq(builderDocuments.kind, "page"),
          eq(builderDocuments.key, input.slugMain),
        ),
      );
  });
  await invalidateContent(services.changes, { siteId: input.siteId, kinds: ["page"] });
  return page;
}
