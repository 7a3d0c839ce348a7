import { and, desc, eq } from "drizzle-orm";
import type { BuilderVersion } from "#generated/types.ts";
import type { Db } from "../../../db/client.ts";
import { builderVersions } from "../../../db/schema-builder.ts";
import { AppError, notFound } from "../../../platform/http/app-error.ts";
import { checkDraft } from "../documents/check-draft.ts";
import { type DocumentState, loadState, userRefs } from "../documents/state.ts";
import { conflict, type EditScope, writeDraft } from "./save-draft.ts";

type VersionRow = typeof builderVersions.$inferSelect;

function toVersion(
  row: VersionRow,
  authors: Map<number, BuilderVersion["author"]>,
  isWhole: boolean,
): BuilderVersion {
  return {
    number: row.number,
    language_code: row.languageCode,
    created_at: row.createdAt.toISOString(),
    author: row.authorId === null ? null : (authors.get(row.authorId) ?? null),
    meta: row.meta,
    ...(isWhole ? { document: row.document } : {}),
    ...(isWhole && row.options ? { options: row.options } : {}),
    ...(isWhole && row.mobileOptions ? { mobileOptions: row.mobileOptions } : {}),
  };
}

async function documentOf(db: Db, scope: EditScope): Promise<DocumentState> {
  const state = await loadState(db, scope.ref);
  if (!state) throw notFound();
  return state;
}

/** Published versions of the scope's language, newest first, without their documents. */
export async function listVersions(db: Db, scope: EditScope): Promise<BuilderVersion[]> {
  const state = await documentOf(db, scope);
  const rows = await db
    .select()
    .from(builderVersions)
    .where(
      and(
        eq(builderVersions.documentId, state.row.id),
        eq(builderVersions.languageCode, scope.languageCode),
      ),
    )
    .orderBy(desc(builderVersions.number))
    .limit(1000);
  const authors = await userRefs(
    db,
    rows.map((row) => row.authorId),
  );
  return rows.map((row) => toVersion(row, authors, false));
}

async function versionRow(db: Db, documentId: number, scope: EditScope, number: number) {
  const [row] = await db
    .select()
    .from(builderVersions)
    .where(
      and(
        eq(builderVersions.documentId, documentId),
        eq(builderVersions.languageCode, scope.languageCode),
        eq(builderVersions.number, number),
      ),
    )
    .limit(1);
  if (!row) throw notFound();
  return row;
}

/** One published version with its document. */
export async function getVersion(
  db: Db,
  scope: EditScope,
  number: number,
): Promise<BuilderVersion> {
  const state = await documentOf(db, scope);
  const row = await versionRow(db, state.row.id, scope, number);
  return toVersion(row, await userRefs(db, [row.authorId]), true);
}

/**
 * Makes a published version the draft of its language again (a new revision, checked like any
 * save; 409 when someone saved since `baseRevision`). Publishing it is a separate step.
 */
export async function restoreVersion(
  db: Db,
  scope: EditScope & { number: number; baseRevision: number },
): Promise<DocumentState> {
  await db.transaction(async (tx) => {
    const state = await loadState(tx, scope.ref, { forUpdate: true });
    if (!state) throw notFound();
    const row = await versionRow(tx, state.row.id, scope, scope.number);
    if (state.row.revision !== scope.baseRevision) throw await conflict(tx, scope, state);
    const body = {
      baseRevision: scope.baseRevision,
      document: row.document,
      meta: row.meta,
      ...(row.options ? { options: row.options } : {}),
      ...(row.mobileOptions ? { mobileOptions: row.mobileOptions } : {}),
    };
    const { document } = checkDraft(scope.ref, body, scope.languageCode);
    await writeDraft(tx, scope, state, { ...body, document });
  });
  const state = await loadState(db, scope.ref);
  if (!state) throw new AppError(404, "api.notFound");
  return state;
}
