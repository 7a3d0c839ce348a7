import { sql } from "drizzle-orm";
import type { ConsentLogEntry } from "#generated/types.ts";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/rows-of.ts";
import { consentLog } from "../../db/schema-consents.ts";
import type { AssignedConsent } from "./assignments.ts";

/** Who gave (or withdrew) consents, through which form, and with what. */
export type ConsentGiver = {
  siteId: string;
  assignedTo: string;
  email: string;
  userId?: number | null;
  orderNumber?: string | null;
  status?: "accepted" | "withdrawn";
  at?: Date;
};

/**
 * Appends entries to the consent log (spec 7 log create: status, statusTimestamp, sourceType
 * cmsSite, the consents, the user's type and e-mail), one per consent, naming the text version
 * shown. The database chains each entry's hash to the one before (migration 0022's trigger).
 */
export async function logConsents(
  db: Pick<Db, "insert">,
  given: readonly AssignedConsent[],
  giver: ConsentGiver,
): Promise<void> {
  if (given.length === 0) return;
  const at = giver.at ?? new Date();
  await db.insert(consentLog).values(
    given.map((consent) => ({
      siteId: giver.siteId,
      consentId: consent.consentId,
      uniqueNumber: consent.uniqueNumber,
      version: consent.version,
      assignedTo: giver.assignedTo,
      key: consent.key,
      status: giver.status ?? ("accepted" as const),
      statusTimestamp: at,
      userType: giver.userId ? ("webUser" as const) : ("guest" as const),
      userId: giver.userId ?? null,
      email: giver.email,
      orderNumber: giver.orderNumber ?? null,
    })),
  );
}

/** A log row as a data subject or an admin reads it (my data, the data-subject export). */
export function toConsentLogEntry(row: typeof consentLog.$inferSelect): ConsentLogEntry {
  return {
    consentId: row.key,
    uniqueNumber: row.uniqueNumber,
    version: row.version,
    form: row.assignedTo,
    status: row.status,
    email: row.email,
    statusTimestamp: row.statusTimestamp.toISOString(),
  };
}

/** What a check of a site's consent log found. */
export type ConsentLogCheck = { entries: number; firstBroken: number | null };

/**
 * Checks a site's consent log: every entry's hash is the hash of its fields after the entry
 * before it (`consent_log_hash`, the insert trigger's own formula), so an entry changed, removed
 * or slipped in by someone past the triggers shows as the first id where the chain breaks.
 */
export async function checkConsentLog(db: Db, siteId: string): Promise<ConsentLogCheck> {
  const [row] = await rowsOf<{ entries: string; first_broken: string | null }>(
    db,
    sql`
    select count(*) as entries,
      min(id) filter (where hash <> consent_log_hash(entry) or prev_hash <> coalesce(before, ''))
        as first_broken
    from (
      select entry, entry.id, entry.hash, entry.prev_hash,
        lag(entry.hash) over (order by entry.id) as before
      from consent_log as entry
      where entry.site_id = ${siteId}
    ) as chain`,
  );
  return {
    entries: Number(row?.entries ?? 0),
    firstBroken: row?.first_broken == null ? null : Number(row.first_broken),
  };
}
