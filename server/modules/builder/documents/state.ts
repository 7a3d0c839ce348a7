import { and, eq, inArray } from "drizzle-orm";
import type {
  BuilderDocument,
  BuilderDocumentMeta,
  BuilderLanguageState,
  LocalisedProps,
  PageDocument,
  UserRef,
} from "#generated/types.ts";
import validateStructure from "#generated/validators/entities/builder-structure.js";
import validateLocalised from "#generated/validators/entities/localised-props.js";
import validateMeta from "#generated/validators/entities/builder-document-meta.js";
import validateReview from "#generated/validators/entities/builder-translation-review.js";
import type { Db } from "../../../db/client.ts";
import { users } from "../../../db/schema.ts";
import { builderDocuments, builderTranslations } from "../../../db/schema-builder.ts";
import { migrateProps } from "#common/migrate-element.ts";
import { loadPageDocument, StoredDocumentError } from "../../cms/documents/load-document.ts";
import { mergeDocument, mergeProps, optionsKey } from "./localise.ts";
import { type SharedOptions, untranslatedIds } from "./untranslated.ts";

/** A page, a blog post (decision 053; both key = slugMain) or a layout section (key = handler). */
export type DocumentKind = "page" | "section" | "post";
export type DocumentRef = { siteId: string; kind: DocumentKind; key: string };
export type DocumentRow = typeof builderDocuments.$inferSelect;
export type TranslationRow = typeof builderTranslations.$inferSelect;
type Options = Record<string, unknown>;

/** A builder document as stored, read through its schemas (the tree migrated to the current version). */
export type DocumentState = {
  row: DocumentRow;
  document: PageDocument;
  options: Options | undefined;
  mobileOptions: Options | undefined;
  translations: Map<string, TranslationRow & { localised: LocalisedProps }>;
};

function firstError(validate: { errors?: { instancePath: string; message?: string }[] | null }) {
  const first = validate.errors?.[0];
  return `${first?.instancePath || "/"} ${first?.message ?? ""}`.trim();
}

/** Reads a stored document and its translations; a row that breaks its schema throws StoredDocumentError. */
export function readState(row: DocumentRow, translations: TranslationRow[]): DocumentState {
  const what = `builder document ${row.id}`;
  if (!validateStructure(row.structure))
    throw new StoredDocumentError(what, firstError(validateStructure));
  const { document } = loadPageDocument(row.structure.document, { what, mode: "keep" });
  // a section's options come up to the current version of its handler too (decision 034)
  const options =
    row.structure.options &&
    migrateProps({
      type: row.key,
      from: row.structure.optionsVersion ?? 1,
      props: row.structure.options,
      mobileProps: row.structure.mobileOptions,
    });
  const byLanguage = new Map<string, TranslationRow & { localised: LocalisedProps }>();
  for (const translation of translations) {
    if (
      !validateLocalised(translation.localised) ||
      !validateMeta(translation.meta) ||
      !validateReview(translation.review)
    )
      throw new StoredDocumentError(
        `${what} ${translation.languageCode}`,
        "localised, meta or review",
      );
    byLanguage.set(translation.languageCode, translation);
  }
  return {
    row,
    document,
    options: options?.props,
    mobileOptions: options ? options.mobileProps : row.structure.mobileOptions,
    translations: byLanguage,
  };
}

/**
 * The stored document of a page or section (by its name or id) with its translations, or
 * undefined. With `forUpdate` the document row stays locked until the transaction ends (saves,
 * publishes, the scheduler).
 */
export async function loadState(
  db: Db,
  ref: DocumentRef | { id: number },
  { forUpdate = false }: { forUpdate?: boolean } = {},
): Promise<DocumentState | undefined> {
  const where =
    "id" in ref
      ? eq(builderDocuments.id, ref.id)
      : and(
          eq(builderDocuments.siteId, ref.siteId),
          eq(builderDocuments.kind, ref.kind),
          eq(builderDocuments.key, ref.key),
        );
  const query = db.select().from(builderDocuments).where(where).limit(1);
  const [row] = forUpdate ? await query.for("update") : await query;
  if (!row) return undefined;
  const translations = await db
    .select()
    .from(builderTranslations)
    .where(eq(builderTranslations.documentId, row.id));
  return readState(row, translations);
}

/** The one language's view of a document: its localised props over the shared ones. */
export function languageView(
  state: DocumentState,
  languageCode: string,
): {
  document: PageDocument;
  options: Options | undefined;
  mobileOptions: Options | undefined;
} {
  const own = state.translations.get(languageCode)?.localised ?? {};
  const type = state.row.key;
  return {
    document: mergeDocument(state.document, own),
    options: state.options && mergeProps(type, state.options, own[optionsKey]),
    mobileOptions: state.mobileOptions,
  };
}

/** Names of users by id, for authors and editors (UserRef). */
export async function userRefs(db: Db, ids: (number | null)[]): Promise<Map<number, UserRef>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, email: users.email, details: users.details })
    .from(users)
    .where(inArray(users.id, wanted));
  return new Map(
    rows.map((row) => {
      const name = `${row.details.firstName} ${row.details.lastName}`.trim();
      return [row.id, { id: row.id, name: name || row.email }];
    }),
  );
}

const iso = (date: Date | null): string | null => date?.toISOString() ?? null;

function languageState(
  translation: TranslationRow,
  untranslated: ((translation: TranslationRow) => string[]) | undefined,
): BuilderLanguageState {
  return {
    language_code: translation.languageCode,
    title: translation.meta.title,
    ...(translation.meta.slug ? { slug: translation.meta.slug } : {}),
    isPublished: translation.publishedRevision !== null,
    publishedAt: iso(translation.publishedAt),
    hasUnpublishedChanges: translation.publishedRevision !== translation.draftRevision,
    ...(untranslated ? { untranslated: untranslated(translation) } : {}),
    scheduledAt: iso(translation.scheduledAt),
  };
}

/**
 * Every language variant of a document, in the order of the site's languages; with
 * `untranslated`, each one's untranslated elements (decision 057).
 */
export function languageStates(
  translations: Iterable<TranslationRow>,
  order: readonly string[],
  untranslated?: (translation: TranslationRow) => string[],
): BuilderLanguageState[] {
  const position = (code: string) => {
    const index = order.indexOf(code);
    return index === -1 ? order.length : index;
  };
  return [...translations]
    .sort((a, b) => position(a.languageCode) - position(b.languageCode))
    .map((translation) => languageState(translation, untranslated));
}

/** The untranslated elements of one language of a document (decision 057). */
export function untranslatedOf(
  state: DocumentState,
  translation: TranslationRow,
  defaultLanguage: string,
): string[] {
  return untranslatedIds({
    ...sharedTexts(state),
    own: translation.localised,
    review: translation.review,
    isDefaultLanguage: translation.languageCode === defaultLanguage,
  });
}

/** The default-language texts of a document: its tree and a section's options (decision 057). */
export function sharedTexts(state: DocumentState): {
  shared: PageDocument;
  options: SharedOptions;
} {
  return {
    shared: state.document,
    options: state.options && { type: state.row.key, props: state.options },
  };
}

/**
 * The editable draft of one language (BuilderDocument). A language without its own variant sees
 * the default language's draft with `exists: false`.
 */
export async function toBuilderDocument(
  db: Db,
  input: {
    state: DocumentState;
    languageCode: string;
    defaultLanguage: string;
    languageOrder: readonly string[];
  },
): Promise<BuilderDocument> {
  const { state, languageCode } = input;
  const own = state.translations.get(languageCode);
  const fallback =
    state.translations.get(input.defaultLanguage) ?? [...state.translations.values()][0];
  const view = languageView(state, own ? languageCode : input.defaultLanguage);
  const meta: BuilderDocumentMeta = (own ?? fallback)?.meta ?? { title: state.row.key };
  const editors = await userRefs(db, [state.row.updatedBy]);
  return {
    kind: state.row.kind,
    key: state.row.key,
    language_code: languageCode,
    revision: state.row.revision,
    document: view.document,
    ...(view.options ? { options: view.options } : {}),
    ...(view.mobileOptions ? { mobileOptions: view.mobileOptions } : {}),
    meta,
    exists: own !== undefined,
    isPublished: own?.publishedRevision != null,
    hasUnpublishedChanges: own ? own.publishedRevision !== own.draftRevision : false,
    publishedVersion: own?.publishedVersion ?? null,
    publishedAt: iso(own?.publishedAt ?? null),
    scheduledAt: iso(own?.scheduledAt ?? null),
    updated_at: state.row.updatedAt.toISOString(),
    updatedBy: state.row.updatedBy === null ? null : (editors.get(state.row.updatedBy) ?? null),
    hidden: own?.review.hidden ?? [],
    languages: languageStates(state.translations.values(), input.languageOrder, (translation) =>
      untranslatedOf(state, translation, input.defaultLanguage),
    ),
  };
}
