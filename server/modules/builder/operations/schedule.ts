import { and, asc, eq, isNotNull, lte } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { builderDocuments, builderTranslations } from "../../../db/schema-builder.ts";
import { AppError, notFound } from "../../../platform/http/app-error.ts";
import { sites } from "../../../db/schema.ts";
import { loadLanguages } from "../../../platform/http/request-context.ts";
import type { Services } from "../../../platform/services.ts";
import { siteLanguages } from "../../../platform/site-languages.ts";
import { type DocumentState, loadState, readState } from "../documents/state.ts";
import { dropPublished, publishLanguage } from "./publish.ts";
import { conflict, type EditScope } from "./save-draft.ts";

async function setSchedule(
  db: Db,
  scope: EditScope & { baseRevision?: number },
  at: Date | null,
): Promise<DocumentState> {
  await db.transaction(async (tx) => {
    const state = await loadState(tx, scope.ref, { forUpdate: true });
    if (!state) throw notFound();
    if (scope.baseRevision !== undefined && state.row.revision !== scope.baseRevision)
      throw await conflict(tx, scope, state);
    if (!state.translations.has(scope.languageCode))
      throw new AppError(404, "api.translationMissing");
    await tx
      .update(builderTranslations)
      .set({ scheduledAt: at, scheduledBy: at ? scope.userId : null })
      .where(
        and(
          eq(builderTranslations.documentId, state.row.id),
          eq(builderTranslations.languageCode, scope.languageCode),
        ),
      );
  });
  const state = await loadState(db, scope.ref);
  if (!state) throw notFound();
  return state;
}

/**
 * Schedules publishing the scope's language at `at` (the draft as it is then). Kept in the
 * database, so a restart loses nothing; publishDue below does the publishing.
 */
export function scheduleDocument(
  db: Db,
  scope: EditScope & { baseRevision: number; at: Date },
): Promise<DocumentState> {
  return setSchedule(db, scope, scope.at);
}

/** Cancels the scheduled publish of the scope's language. */
export function cancelSchedule(db: Db, scope: EditScope): Promise<DocumentState> {
  return setSchedule(db, scope, null);
}

/**
 * The default language of every site (decision 006), which the shared drafts hold; read before
 * the publishing transactions (a single-connection database cannot read beside one).
 */
async function defaultLanguages(services: Services): Promise<Map<string, string>> {
  const all = await loadLanguages(services);
  const rows = await services.db
    .select({ id: sites.id, defaultLanguage: sites.defaultLanguage })
    .from(sites);
  const defaults = new Map<string, string>();
  for (const site of rows)
    defaults.set(site.id, (await siteLanguages(services, site, all)).defaultLanguage);
  return defaults;
}

/**
 * Publishes every language whose schedule is due at `now`, one at a time, each in its own
 * transaction that locks its row (SKIP LOCKED: two instances never publish the same one). A
 * draft that cannot be published (invalid by now) loses its schedule and is logged. Texts still
 * untranslated then are hidden in that language (decision 057: nobody is there to ask, and
 * nothing may reach its visitors untranslated); the editor sees them hidden in the builder.
 * Returns how many were published. The clock is the caller's, so tests need not wait.
 */
export async function publishDue(services: Services, now: Date): Promise<number> {
  let published = 0;
  const [anyDue] = await services.db
    .select({ id: builderTranslations.documentId })
    .from(builderTranslations)
    .where(
      and(isNotNull(builderTranslations.scheduledAt), lte(builderTranslations.scheduledAt, now)),
    )
    .limit(1);
  if (!anyDue) return 0;
  const defaults = await defaultLanguages(services);
  for (;;) {
    const done = await services.db.transaction(async (tx) => {
      const [due] = await tx
        .select()
        .from(builderTranslations)
        .where(
          and(
            isNotNull(builderTranslations.scheduledAt),
            lte(builderTranslations.scheduledAt, now),
          ),
        )
        .orderBy(asc(builderTranslations.scheduledAt))
        .limit(1)
        .for("update", { skipLocked: true });
      if (!due) return undefined;
      const [row] = await tx
        .select()
        .from(builderDocuments)
        .where(eq(builderDocuments.id, due.documentId))
        .for("update");
      if (!row) return undefined;
      const translations = await tx
        .select()
        .from(builderTranslations)
        .where(eq(builderTranslations.documentId, row.id));
      const ref = { siteId: row.siteId, kind: row.kind, key: row.key };
      try {
        const defaultLanguage = defaults.get(row.siteId);
        if (!defaultLanguage) throw notFound(); // a site made since this round began
        // a savepoint: a refused publish leaves nothing half written
        await tx.transaction((inner) =>
          publishLanguage(inner, {
            state: readState(row, translations),
            languageCode: due.languageCode,
            defaultLanguage,
            userId: due.scheduledBy,
            untranslated: "hide",
          }),
        );
        return { ref, isPublished: true };
      } catch (error) {
        services.log.error(
          { err: error, document: row.id, language: due.languageCode },
          "scheduled publish failed; schedule dropped",
        );
        await tx
          .update(builderTranslations)
          .set({ scheduledAt: null, scheduledBy: null })
          .where(
            and(
              eq(builderTranslations.documentId, row.id),
              eq(builderTranslations.languageCode, due.languageCode),
            ),
          );
        return { ref, isPublished: false };
      }
    });
    if (!done) return published;
    if (done.isPublished) {
      published += 1;
      await dropPublished(services, done.ref);
    }
  }
}
