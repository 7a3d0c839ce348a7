import { inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { consents } from "../../db/schema-consents.ts";
import type { newsletterSubscribers } from "../../db/schema-forms.ts";
import type { AssignedConsent } from "../consents/assignments.ts";

type Stored = (typeof newsletterSubscribers.$inferSelect)["pendingConsents"];

/**
 * The consents a subscription was given with, as the consent log writes them: the version and
 * key shown when the visitor subscribed, the consent's uniqueNumber read now (it never changes).
 */
export async function subscriptionConsents(
  db: Pick<Db, "select">,
  stored: Stored,
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
