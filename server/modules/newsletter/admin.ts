import { and, asc, count, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { NewsletterSubscriber, NewsletterSubscriberList } from "#generated/types.ts";
import type { Db } from "../../db/client.ts";
import { consentLog } from "../../db/schema-consents.ts";
import { newsletterSubscribers } from "../../db/schema-forms.ts";
import { csvFile } from "../../platform/csv.ts";
import { newsletterForm } from "./subscribe.ts";

/** The back office's filters of the subscriber list: a part of the e-mail, and a state. */
export type SubscriberFilter = {
  siteId: string;
  search?: string;
  status?: NewsletterSubscriber["status"];
};

// A part of the address, case aside; LIKE's own characters in it are taken literally.
const likeOf = (text: string) =>
  `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

function whereOf(filter: SubscriberFilter): SQL | undefined {
  const search = filter.search?.trim();
  return and(
    eq(newsletterSubscribers.siteId, filter.siteId),
    search ? sql`lower(${newsletterSubscribers.email}) like ${likeOf(search)}` : undefined,
    filter.status ? eq(newsletterSubscribers.status, filter.status) : undefined,
  );
}

/** Each subscriber with its consent history: the log's newsletter entries of its e-mail. */
async function withHistory(
  db: Db,
  siteId: string,
  rows: (typeof newsletterSubscribers.$inferSelect)[],
): Promise<NewsletterSubscriber[]> {
  const emails = rows.map((row) => row.email.toLowerCase());
  const entries =
    emails.length === 0
      ? []
      : await db
          .select()
          .from(consentLog)
          .where(
            and(
              eq(consentLog.siteId, siteId),
              eq(consentLog.assignedTo, newsletterForm),
              inArray(sql`lower(${consentLog.email})`, emails),
            ),
          )
          .orderBy(asc(consentLog.id));
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    language: row.language,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    unsubscribedAt: row.unsubscribedAt?.toISOString() ?? null,
    history: entries
      .filter((entry) => entry.email.toLowerCase() === row.email.toLowerCase())
      .map((entry) => ({
        id: entry.id,
        uniqueNumber: entry.uniqueNumber,
        version: entry.version,
        key: entry.key,
        status: entry.status,
        statusTimestamp: entry.statusTimestamp.toISOString(),
        userType: entry.userType,
      })),
  }));
}

/** A page of the site's subscribers, newest first, with their consent histories (issue 21). */
export async function listSubscribers(
  db: Db,
  filter: SubscriberFilter,
  paging: { page: number; perPage: number },
): Promise<NewsletterSubscriberList> {
  const where = whereOf(filter);
  const [total] = await db.select({ total: count() }).from(newsletterSubscribers).where(where);
  const rows = await db
    .select()
    .from(newsletterSubscribers)
    .where(where)
    .orderBy(desc(newsletterSubscribers.id))
    .limit(paging.perPage)
    .offset((paging.page - 1) * paging.perPage);
  return {
    records: await withHistory(db, filter.siteId, rows),
    total: Number(total?.total ?? 0),
    ...paging,
  };
}

/** A CSV export holds at most this many subscribers; filter for the others. */
const exportLimit = 10_000;

const header = [
  "email",
  "language",
  "status",
  "createdAt",
  "confirmedAt",
  "unsubscribedAt",
  "consents",
];

/**
 * The subscribers the filters find as a CSV file (server/platform/csv.ts: formula cells get a
 * leading apostrophe): one line each, its consent history in one cell, oldest first.
 */
export async function subscribersCsv(db: Db, filter: SubscriberFilter): Promise<string> {
  const { records } = await listSubscribers(db, filter, { page: 1, perPage: exportLimit });
  return csvFile(
    header,
    records.map((record) => [
      record.email,
      record.language,
      record.status,
      record.createdAt,
      record.confirmedAt ?? "",
      record.unsubscribedAt ?? "",
      record.history
        .map(
          (entry) =>
            `${entry.statusTimestamp} ${entry.status} ${entry.uniqueNumber} v${entry.version}`,
        )
        .join("; "),
    ]),
  );
}
