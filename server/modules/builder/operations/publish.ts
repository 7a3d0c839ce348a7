import { and, eq, max } from "drizzle-orm";
import { currentVersion } from "#common/migrate-element.ts";
import type { Db } from "../../../db/client.ts";
import { layoutElements, terms } from "../../../db/schema.ts";
import { builderTranslations, builderVersions } from "../../../db/schema-builder.ts";
import { invalidateContent } from "../../../platform/cache-keys.ts";
import { AppError } from "../../../platform/http/app-error.ts";
import type { Services } from "../../../platform/services.ts";
import { assertSlugFree, checkDraft } from "../documents/check-draft.ts";
import {
  type DocumentRef,
  type DocumentState,
  languageView,
  loadState,
  sharedTexts,
} from "../documents/state.ts";
import { resolveUntranslated, untranslatedIds, withoutHidden } from "../documents/untranslated.ts";
import { pageSearchColumns } from "../../cms/operations/search/page-search-text.ts";
import { publishPost } from "./post-source.ts";
import { conflict, type EditScope } from "./save-draft.ts";

type Published = { document: DocumentState["document"]; options?: Record<string, unknown> };

async function publishPage(
  tx: Db,
  ref: DocumentRef,
  languageCode: string,
  input: Published & { meta: { title: string; slug: string; description?: string } },
): Promise<void> {
  await assertSlugFree(tx, {
    siteId: ref.siteId,
    languageCode,
    slug: input.meta.slug,
    slugMain: ref.key,
  });
  const description = input.meta.description ?? "";
  const values = {
    slug: input.meta.slug,
    title: input.meta.title,
    description,
    document: input.document,
    ...pageSearchColumns({ ...input.meta, description, document: input.document, languageCode }),
    updatedAt: new Date(),
  };
  const scope = and(
    eq(terms.siteId, ref.siteId),
    eq(terms.languageCode, languageCode),
    eq(terms.type, "page"),
    eq(terms.slugMain, ref.key),
  );
  const updated = await tx.update(terms).set(values).where(scope).returning({ id: terms.id });
  if (updated.length > 0) return;
  await tx.insert(terms).values({
    ...values,
    siteId: ref.siteId,
    type: "page",
    slugMain: ref.key,
    languageCode,
  });
}

async function publishSection(
  tx: Db,
  ref: DocumentRef,
  languageCode: string,
  state: DocumentState,
  input: Published & { title: string },
): Promise<void> {
  const values = {
    title: input.title,
    parts: input.document.elements,
    options: input.options ?? {},
    // checkDraft has checked the options against the handler's current schema
    optionsVersion: currentVersion(ref.key),
    mobileOptions: state.mobileOptions ?? {},
    meta: state.row.structure.meta ?? {},
    mobileMeta: state.row.structure.mobileMeta ?? {},
  };
  const updated = await tx
    .update(layoutElements)
    .set(values)
    .where(
      and(
        eq(layoutElements.siteId, ref.siteId),
        eq(layoutElements.handler, ref.key),
        eq(layoutElements.languageCode, languageCode),
      ),
    )
    .returning({ id: layoutElements.id });
  if (updated.length > 0) return;
  await tx
    .insert(layoutElements)
    .values({ ...values, siteId: ref.siteId, handler: ref.key, slug: ref.key, languageCode });
}

/**
 * Publishes one language of a locked document inside the caller's transaction: checks its
 * draft again (publishing is refused while anything is invalid), writes it where the site reads
 * it (terms, a post's terms row and links, or layout_elements) and records a version with author and time. A draft whose
 * revision is already published as a version is not published again (issue 18: no version
 * without a change); only a schedule it had ends.
 */
export async function publishLanguage(
  tx: Db,
  input: {
    state: DocumentState;
    languageCode: string;
    defaultLanguage: string;
    userId: number | null;
    /** What to do with untranslated texts (decision 057); without it they refuse the publish. */
    untranslated?: "hide" | "confirm" | undefined;
  },
): Promise<void> {
  const { state, languageCode } = input;
  const ref: DocumentRef = { siteId: state.row.siteId, kind: state.row.kind, key: state.row.key };
  const translation = state.translations.get(languageCode);
  if (!translation) throw new AppError(404, "api.translationMissing");
  const where = and(
    eq(builderTranslations.documentId, state.row.id),
    eq(builderTranslations.languageCode, languageCode),
  );
  if (
    translation.publishedVersion !== null &&
    translation.publishedRevision === translation.draftRevision
  ) {
    await tx.update(builderTranslations).set({ scheduledAt: null, scheduledBy: null }).where(where);
    return;
  }
  // decision 057: nothing untranslated reaches this language's visitors without the editor's word
  const texts = { ...sharedTexts(state), own: translation.localised };
  const isDefaultLanguage = languageCode === input.defaultLanguage;
  const review =
    input.untranslated && !isDefaultLanguage
      ? resolveUntranslated({ ...texts, review: translation.review }, input.untranslated)
      : translation.review;
  // what the choice could not resolve (a section's options cannot be hidden) still refuses
  const untranslated = untranslatedIds({ ...texts, review, isDefaultLanguage });
  if (untranslated.length > 0)
    throw new AppError(409, "api.untranslatedTexts", undefined, { untranslated });
  const view = languageView(state, languageCode);
  const { document } = checkDraft(
    ref,
    {
      baseRevision: state.row.revision,
      document: withoutHidden(view.document, review.hidden),
      meta: translation.meta,
      ...(view.options ? { options: view.options } : {}),
      ...(view.mobileOptions ? { mobileOptions: view.mobileOptions } : {}),
    },
    languageCode,
  );
  const published = { document, ...(view.options ? { options: view.options } : {}) };
  if (ref.kind === "section") {
    await publishSection(tx, ref, languageCode, state, {
      ...published,
      title: translation.meta.title,
    });
  } else {
    // checkDraft has refused a page or post without a slug
    const meta = { ...translation.meta, slug: translation.meta.slug ?? ref.key };
    if (ref.kind === "post") await publishPost(tx, ref, { languageCode, meta, document });
    else await publishPage(tx, ref, languageCode, { ...published, meta });
  }

  const [last] = await tx
    .select({ number: max(builderVersions.number) })
    .from(builderVersions)
    .where(
      and(
        eq(builderVersions.documentId, state.row.id),
        eq(builderVersions.languageCode, languageCode),
      ),
    );
  const number = (last?.number ?? 0) + 1;
  const now = new Date();
  await tx.insert(builderVersions).values({
    documentId: state.row.id,
    languageCode,
    number,
    meta: translation.meta,
    document,
    options: view.options ?? null,
    mobileOptions: view.mobileOptions ?? null,
    authorId: input.userId,
    createdAt: now,
  });
  await tx
    .update(builderTranslations)
    .set({
      review,
      publishedRevision: translation.draftRevision,
      publishedVersion: number,
      publishedAt: now,
      scheduledAt: null,
      scheduledBy: null,
    })
    .where(where);
}

/** Drops what the site cached of a document the moment it went public (every instance). */
export function dropPublished(services: Services, ref: DocumentRef): Promise<void> {
  return invalidateContent(services.changes, {
    siteId: ref.siteId,
    // posts are cached with the pages (decision 049)
    kinds: [ref.kind === "section" ? "section" : "page"],
  });
}

/** Publishes the scope's language of the draft the editor saw (409 when someone saved since). */
export async function publishDocument(
  services: Services,
  scope: EditScope & { baseRevision: number; untranslated?: "hide" | "confirm" | undefined },
): Promise<DocumentState> {
  await services.db.transaction(async (tx) => {
    const state = await loadState(tx, scope.ref, { forUpdate: true });
    if (!state) throw new AppError(404, "api.notFound");
    if (state.row.revision !== scope.baseRevision) throw await conflict(tx, scope, state);
    await publishLanguage(tx, {
      state,
      languageCode: scope.languageCode,
      defaultLanguage: scope.defaultLanguage,
      userId: scope.userId,
      untranslated: scope.untranslated,
    });
  });
  await dropPublished(services, scope.ref);
  const state = await loadState(services.db, scope.ref);
  if (!state) throw new AppError(404, "api.notFound");
  return state;
}
