import { inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { consents } from "../../db/schema-consents.ts";
import type { PendingConsent } from "../../db/schema-forms.ts";
import type { AssignedConsent } from "./assignments.ts";

/**
 * The consents something awaiting its mailed link (a newsletter subscription, a form sent without
 * JavaScript) was given with, as the consent log writes them: the version and key shown when the
 * visitor sent it, the consent's uniqueNumber read now (it never changes).
 */
export async function pendingConsents(
  db: Pick<Db, "select">,
  stored: readonly PendingConsent[],
): Promise<AssignedConsent[]> {
  if (stored.length === 0) return [];
  const rows = await db
    .select({ id: consents.id, uniqueNumber: consents.uniqueNumber, name: consents.displayName })
    .from(consents)
    .where(
      inArray(
        consents.id,
        stored.map((consent) => consent.consentId),
      ),
    );
  return stored.flatMap((consent) => {
    const row = rows.find((candidate) => candidate.id === consent.consentId);
    if (!row) return [];
    return [
      { ...consent, uniqueNumber: row.uniqueNumber, displayName: row.name, isRequired: false },
    ];
  });
}
