import { and, eq, ne } from "drizzle-orm";
import { currentVersion } from "#common/migrate-element.ts";
import type { BuilderDocument, BuilderDraftRequest, BuilderStructure } from "#generated/types.ts";
import type { Db } from "../../../db/client.ts";
import { builderDocuments, builderTranslations } from "../../../db/schema-builder.ts";
import { AppError } from "../../../platform/http/app-error.ts";
import { assertSlugFree, checkDraft } from "../documents/check-draft.ts";
import {
  nodesById,
  optionsKey,
  pruneLocalised,
  splitDocument,
  splitProps,
} from "../documents/localise.ts";
import { emptyReview, holdsText, pruneReview } from "../documents/untranslated.ts";
import {
  type DocumentRef,
  type DocumentState,
  loadState,
  toBuilderDocument,
} from "../documents/state.ts";

/** Who saves, in which language, and where the site's languages stand. */
export type EditScope = {
  ref: DocumentRef;
  languageCode: string;
  defaultLanguage: string;
  languageOrder: readonly string[];
  userId: number;
};

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** The 409 of a save based on an older revision: the current draft travels with it (nothing is lost). */
export async function conflict(db: Db, scope: EditScope, state: DocumentState): Promise<AppError> {
  const current: BuilderDocument = await toBuilderDocument(db, {
    state,
    languageCode: scope.languageCode,
    defaultLanguage: scope.defaultLanguage,
    languageOrder: scope.languageOrder,
  });
  return new AppError(409, "api.draftConflict", undefined, { current });
}

/**
 * Writes one language's draft inside a transaction that holds the document row: the tree's
 * structure (shared by every language) and this language's localised props and meta. Nothing is
 * written when nothing changed, so an idle autosave does not raise the revision.
 */
export async function writeDraft(
  tx: Db,
  scope: EditScope,
  state: DocumentState,
  body: BuilderDraftRequest,
): Promise<void> {
  const { ref, languageCode } = scope;
  const isDefault = languageCode === scope.defaultLanguage;
  const translation = state.translations.get(languageCode);
  if (!translation && ref.kind !== "section") throw new AppError(404, "api.translationMissing");
  const split = splitDocument({
    submitted: body.document,
    previous: state.document,
    isDefaultLanguage: isDefault,
  });
  const options = body.options
    ? isDefault
      ? { shared: body.options, own: undefined }
      : splitProps(ref.key, body.options, state.options)
    : undefined;
  const structure: BuilderStructure = {
    ...state.row.structure,
    document: { ...split.shared },
    ...(options ? { options: options.shared, optionsVersion: currentVersion(ref.key) } : {}),
    ...(body.mobileOptions ? { mobileOptions: body.mobileOptions } : {}),
  };
  const own = pruneLocalised(
    options?.own ? { ...split.own, [optionsKey]: options.own } : split.own,
    split.shared,
  );
  // A default-language save keeps the other languages' texts; its own are the shared ones.
  const localised = isDefault ? (translation?.localised ?? {}) : own;
  // decision 057: the elements hidden in this language, when the editor sent them
  const ids = nodesById(split.shared.elements);
  const previousReview = translation?.review ?? emptyReview();
  const review = pruneReview(
    body.hidden ? { ...previousReview, hidden: body.hidden } : previousReview,
    ids,
  );
  const isStructureChanged = !same(
    { ...structure, document: split.shared },
    { ...state.row.structure, document: state.document },
  );
  const isOwnChanged =
    !translation ||
    !same(translation.localised, localised) ||
    !same(translation.meta, body.meta) ||
    !same(translation.review, review);
  if (!isStructureChanged && !isOwnChanged) return;

  const revision = state.row.revision + 1;
  await tx
    .update(builderDocuments)
    .set({ structure, revision, updatedAt: new Date(), updatedBy: scope.userId })
    .where(eq(builderDocuments.id, state.row.id));
  if (translation) {
    await tx
      .update(builderTranslations)
      .set({ meta: body.meta, localised, review, draftRevision: revision })
      .where(
        and(
          eq(builderTranslations.documentId, state.row.id),
          eq(builderTranslations.languageCode, languageCode),
        ),
      );
  } else {
    await tx.insert(builderTranslations).values({
      documentId: state.row.id,
      languageCode,
      meta: body.meta,
      localised,
      review,
      draftRevision: revision,
    });
  }
  if (!isStructureChanged) return;
  // Issue 23: what another language added with text stays out of the default language (hidden
  // there) until an editor shows it again; the other languages see it untranslated.
  const added = split.added.filter(holdsText).map((node) => node.id);
  // The structure is every language's: each one now has changes to publish.
  for (const other of state.translations.values()) {
    if (other.languageCode === languageCode) continue;
    const hidden =
      other.languageCode === scope.defaultLanguage
        ? [...new Set([...other.review.hidden, ...added])]
        : other.review.hidden;
    await tx
      .update(builderTranslations)
      .set({
        draftRevision: revision,
        localised: pruneLocalised(other.localised, split.shared),
        review: pruneReview({ ...other.review, hidden }, ids),
      })
      .where(
        and(
          eq(builderTranslations.documentId, state.row.id),
          eq(builderTranslations.languageCode, other.languageCode),
          ne(builderTranslations.draftRevision, revision),
        ),
      );
  }
}

/**
 * Saves the draft of one language (autosave), checked with the generated validators; 409 with
 * the current draft when `baseRevision` is not the latest revision.
 */
export async function saveDraft(
  db: Db,
  scope: EditScope & { body: BuilderDraftRequest },
): Promise<DocumentState> {
  const { ref, body } = scope;
  const { document } = checkDraft(ref, body, scope.languageCode);
  if (ref.kind !== "section" && body.meta.slug)
    await assertSlugFree(db, {
      kind: ref.kind,
      siteId: ref.siteId,
      languageCode: scope.languageCode,
      slug: body.meta.slug,
      slugMain: ref.key,
    });
  await db.transaction(async (tx) => {
    const state = await loadState(tx, ref, { forUpdate: true });
    if (!state) throw new AppError(404, "api.notFound");
    if (state.row.revision !== body.baseRevision) throw await conflict(tx, scope, state);
    await writeDraft(tx, scope, state, { ...body, document });
  });
  const saved = await loadState(db, ref);
  if (!saved) throw new AppError(404, "api.notFound");
  return saved;
}
