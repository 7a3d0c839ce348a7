import { and, asc, eq, inArray } from "drizzle-orm";
import type { LocalisedText, WebConsent } from "#generated/types.ts";
import type { Db } from "../../db/client.ts";
import { consentAssignments, consents } from "../../db/schema-consents.ts";
import { AppError } from "../../platform/http/app-error.ts";
import { translate } from "../../platform/i18n.ts";

/** A consent a form asks for: the id the form sends, the consent and its current text. */
export type AssignedConsent = {
  key: string;
  consentId: number;
  uniqueNumber: string;
  version: number;
  displayName: LocalisedText;
  isRequired: boolean;
};

/** The consents each of some forms (spec 3 assignment's assigned_to) asks for, in its order. */
export async function assignmentsOf(
  db: Pick<Db, "select">,
  siteId: string,
  forms: readonly string[],
): Promise<Map<string, AssignedConsent[]>> {
  if (forms.length === 0) return new Map();
  const rows = await db
    .select({
      assignedTo: consentAssignments.assignedTo,
      key: consentAssignments.key,
      consentId: consents.id,
      uniqueNumber: consents.uniqueNumber,
      version: consents.version,
      displayName: consents.displayName,
      isRequired: consentAssignments.isRequired,
    })
    .from(consentAssignments)
    .innerJoin(consents, eq(consents.id, consentAssignments.consentId))
    .where(
      and(
        eq(consentAssignments.siteId, siteId),
        inArray(consentAssignments.assignedTo, [...forms]),
        eq(consents.isArchived, false),
      ),
    )
    .orderBy(asc(consentAssignments.position), asc(consentAssignments.key));
  return new Map(
    forms.map((form) => [
      form,
      rows
        .filter((row) => row.assignedTo === form)
        .map(({ assignedTo: _form, ...consent }) => consent),
    ]),
  );
}

/** The consents one form asks for, in its order. */
export async function assignmentOf(
  db: Pick<Db, "select">,
  siteId: string,
  assignedTo: string,
): Promise<AssignedConsent[]> {
  return (await assignmentsOf(db, siteId, [assignedTo])).get(assignedTo) ?? [];
}

/** A consent as the site shows it (spec 7 GDPR consent filter, forWeb). */
export const toWebConsent = (consent: AssignedConsent, language: string): WebConsent => ({
  id: consent.key,
  uniqueNumber: consent.uniqueNumber,
  version: consent.version,
  displayName:
    consent.displayName[language] ??
    consent.displayName.hrv ??
    Object.values(consent.displayName)[0] ??
    consent.uniqueNumber,
  isRequired: consent.isRequired,
});

/**
 * The consents a form's submitter accepted, checked against the form's assignment (spec 3, 5):
 * an id the form does not ask for, or a required one missing, is a 400 on /body/consents
 * ('consentRequired' for the latter).
 */
export function acceptedConsents(input: {
  assignment: readonly AssignedConsent[];
  ids: readonly string[] | undefined;
  language: string;
}): AssignedConsent[] {
  const asked = input.assignment.map((consent) => consent.key);
  const ids = input.ids ?? [];
  const refuse = (key: "validation.consentRequired" | "validation.enum") => {
    const vars = { values: asked.join(", ") };
    const message = translate(input.language, key, vars);
    return new AppError(400, key, [{ path: "/body/consents", key, message }]);
  };
  if (ids.some((id) => !asked.includes(id))) throw refuse("validation.enum");
  if (input.assignment.some((consent) => consent.isRequired && !ids.includes(consent.key)))
    throw refuse("validation.consentRequired");
  return input.assignment.filter((consent) => ids.includes(consent.key));
}
