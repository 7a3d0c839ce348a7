import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import type {
  ConsentAdminList,
  ConsentAssignmentRecord,
  ConsentAssignmentSaveRequest,
  ConsentRecord,
  ConsentSaveRequest,
  LocalisedText,
} from "#generated/types.ts";
import type { Db } from "../../db/client.ts";
import { consentAssignments, consents, consentVersions } from "../../db/schema-consents.ts";
import { AppError, notFound } from "../../platform/http/app-error.ts";
import { translate } from "../../platform/i18n.ts";
import { assignmentsOf } from "./assignments.ts";
import { invalidField, rethrowConflict } from "../catalog/operations/catalog-errors.ts";

// The back office's consents (decision 047, spec 7 CMS consent filter and create): consents and
// their text versions, and which forms ask for which.

type Scope = { siteId: string; language: string };

const recordOf = (row: typeof consents.$inferSelect): ConsentRecord => ({
  id: row.id,
  uniqueNumber: row.uniqueNumber,
  version: row.version,
  displayName: row.displayName,
  isArchived: row.isArchived,
});

/** A text as stored: the languages written, trimmed; an empty optional language left out. */
function textOf(displayName: ConsentSaveRequest["displayName"]): LocalisedText {
  const text: LocalisedText = {};
  for (const [code, value] of Object.entries(displayName))
    if (typeof value === "string" && value.trim() !== "") text[code] = value.trim();
  return text;
}

const sameText = (a: LocalisedText, b: LocalisedText) => {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => a[key] === b[key]);
};

/** The assignments of the given forms with their (not archived) consents, in each form's order. */
async function assignmentRecords(
  db: Pick<Db, "select">,
  siteId: string,
  forms: readonly string[],
): Promise<ConsentAssignmentRecord[]> {
  const assignments = await assignmentsOf(db, siteId, forms);
  return forms.map((form) => ({ assigned_to: form, consents: assignments.get(form) ?? [] }));
}

/** spec 7 CMS consent filter: a page of the forms' assignments and every consent of the site. */
export async function listConsentAssignments(
  db: Db,
  siteId: string,
  paging: { page: number; perPage: number },
): Promise<ConsentAdminList> {
  const perPage = Math.min(paging.perPage, 50);
  const forms = db
    .selectDistinct({ assignedTo: consentAssignments.assignedTo })
    .from(consentAssignments)
    .where(eq(consentAssignments.siteId, siteId))
    .as("forms");
  const [[total], page, all] = await Promise.all([
    db.select({ total: count() }).from(forms),
    db
      .select({ assignedTo: forms.assignedTo })
      .from(forms)
      .orderBy(asc(forms.assignedTo))
      .limit(perPage)
      .offset((paging.page - 1) * perPage),
    db
      .select()
      .from(consents)
      .where(eq(consents.siteId, siteId))
      .orderBy(asc(consents.uniqueNumber)),
  ]);
  return {
    assignments: await assignmentRecords(
      db,
      siteId,
      page.map((row) => row.assignedTo),
    ),
    total: total?.total ?? 0,
    page: paging.page,
    perPage,
    consents: all.map(recordOf),
  };
}

/**
 * Creates a consent (409 on a uniqueNumber the site has) or changes one: a changed text is a new
 * version, written with its consent_versions row in one transaction; an unchanged one is kept.
 */
export async function saveConsent(
  db: Db,
  scope: Scope,
  body: ConsentSaveRequest,
): Promise<ConsentRecord> {
  const displayName = textOf(body.displayName);
  if (!displayName.hrv)
    throw invalidField("displayName/hrv", scope.language, "validation.required");
  if (body.id === undefined) {
    if (!body.uniqueNumber)
      throw invalidField("uniqueNumber", scope.language, "validation.required");
    const uniqueNumber = body.uniqueNumber;
    try {
      return await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(consents)
          .values({
            siteId: scope.siteId,
            uniqueNumber,
            displayName,
            isArchived: body.isArchived ?? false,
          })
          .returning();
        if (!created) throw new Error("the consent was not stored");
        await tx.insert(consentVersions).values({ consentId: created.id, version: 1, displayName });
        return recordOf(created);
      });
    } catch (error) {
      return rethrowConflict(error);
    }
  }
  const id = body.id;
  return db.transaction(async (tx) => {
    const [stored] = await tx
      .select()
      .from(consents)
      .where(and(eq(consents.id, id), eq(consents.siteId, scope.siteId)))
      .for("update");
    if (!stored) throw notFound();
    // the uniqueNumber names the consent in the log: it never changes
    if (body.uniqueNumber !== undefined && body.uniqueNumber !== stored.uniqueNumber)
      throw invalidField("uniqueNumber", scope.language, "validation.enum");
    const isNewText = !sameText(stored.displayName, displayName);
    const isArchived = body.isArchived ?? stored.isArchived;
    if (!isNewText && isArchived === stored.isArchived) return recordOf(stored);
    const version = isNewText ? stored.version + 1 : stored.version;
    if (isNewText) await tx.insert(consentVersions).values({ consentId: id, version, displayName });
    const [saved] = await tx
      .update(consents)
      .set({
        version,
        displayName: isNewText ? displayName : stored.displayName,
        isArchived,
        updatedAt: sql`now()`,
      })
      .where(eq(consents.id, id))
      .returning();
    if (!saved) throw notFound();
    return recordOf(saved);
  });
}

/**
 * spec 7 CMS consent create: replaces a form's consents in one transaction. Each key and each
 * consent once, every required key among the keys, only the site's consents that are not
 * archived; an empty list removes the form's assignment.
 */
export async function saveConsentAssignment(
  db: Db,
  scope: Scope,
  body: ConsentAssignmentSaveRequest,
): Promise<ConsentAssignmentRecord> {
  const refuse = (path: string, key: "validation.enum" | "validation.uniqueItems") =>
    new AppError(400, key, [
      {
        path: `/body/${path}`,
        key,
        message: translate(scope.language, key, {
          values: body.consents.map((item) => item.key).join(", "),
        }),
      },
    ]);
  const keys = body.consents.map((item) => item.key);
  const ids = body.consents.map((item) => item.consentId);
  if (new Set(keys).size !== keys.length) throw refuse("consents", "validation.uniqueItems");
  if (new Set(ids).size !== ids.length) throw refuse("consents", "validation.uniqueItems");
  const missing = body.requiredConsents.findIndex((key) => !keys.includes(key));
  if (missing >= 0) throw refuse(`requiredConsents/${missing}`, "validation.enum");
  return db.transaction(async (tx) => {
    if (ids.length > 0) {
      const known = await tx
        .select({ id: consents.id })
        .from(consents)
        .where(
          and(
            eq(consents.siteId, scope.siteId),
            inArray(consents.id, ids),
            eq(consents.isArchived, false),
          ),
        );
      const unknown = ids.findIndex((id) => !known.some((row) => row.id === id));
      if (unknown >= 0) throw refuse(`consents/${unknown}/consentId`, "validation.enum");
    }
    const form = and(
      eq(consentAssignments.siteId, scope.siteId),
      eq(consentAssignments.assignedTo, body.assigned_to),
    );
    await tx.delete(consentAssignments).where(form);
    if (body.consents.length > 0)
      await tx.insert(consentAssignments).values(
        body.consents.map((item, position) => ({
          siteId: scope.siteId,
          assignedTo: body.assigned_to,
          key: item.key,
          consentId: item.consentId,
          isRequired: body.requiredConsents.includes(item.key),
          position,
        })),
      );
    const [saved] = await assignmentRecords(tx, scope.siteId, [body.assigned_to]);
    return saved ?? { assigned_to: body.assigned_to, consents: [] };
  });
}
