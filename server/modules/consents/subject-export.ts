import { and, asc, eq, sql } from "drizzle-orm";
import type { DataSubjectEvent, DataSubjectExport } from "#generated/types.ts";
import { eurosOf } from "#common/amount-text.ts";
import type { Db } from "../../db/client.ts";
import { consentLog } from "../../db/schema-consents.ts";
import {
  formSubmissionFiles,
  formSubmissions,
  newsletterSubscribers,
} from "../../db/schema-forms.ts";
import { orders } from "../../db/schema-shop.ts";
import { outbox, users } from "../../db/schema.ts";
import { csvFile } from "../../platform/csv.ts";
import { toConsentLogEntry } from "./consent-log.ts";
import { queueGdprNotice, type GdprNoticeSettings } from "./gdpr-notice.ts";

// The bounds of schemas/entities/data-subject-export.schema.json.
const maxRows = 10_000;

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => date?.toISOString() ?? null;
const sameAddress = (column: Parameters<typeof sql>[1], email: string) =>
  sql`lower(${column}) = ${email}`;

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** The address's rows, read in the export's one transaction (one snapshot of them all). */
async function subjectRows(tx: Tx, siteId: string, email: string) {
  const [account] = await tx
    .select()
    .from(users)
    .where(and(sameAddress(users.email, email), sql`${users.deletedAt} is null`));
  const consents = await tx
    .select()
    .from(consentLog)
    .where(and(eq(consentLog.siteId, siteId), sameAddress(consentLog.email, email)))
    .orderBy(asc(consentLog.id))
    .limit(maxRows);
  const [newsletter] = await tx
    .select()
    .from(newsletterSubscribers)
    .where(
      and(
        eq(newsletterSubscribers.siteId, siteId),
        sameAddress(newsletterSubscribers.email, email),
      ),
    );
  const submissions = await tx
    .select()
    .from(formSubmissions)
    .where(and(eq(formSubmissions.siteId, siteId), sameAddress(formSubmissions.email, email)))
    .orderBy(asc(formSubmissions.id))
    .limit(maxRows);
  const files = submissions.length
    ? await tx
        .select({
          submissionId: formSubmissionFiles.submissionId,
          name: formSubmissionFiles.name,
          mime: formSubmissionFiles.mime,
          size: formSubmissionFiles.size,
        })
        .from(formSubmissionFiles)
        .where(
          sql`${formSubmissionFiles.submissionId} in (${sql.join(
            submissions.map((row) => sql`${row.id}`),
            sql`, `,
          )})`,
        )
    : [];
  const placed = await tx
    .select({
      number: orders.number,
      status: orders.status,
      total: orders.totalCents,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(and(eq(orders.siteId, siteId), sameAddress(orders.email, email)))
    .orderBy(asc(orders.id))
    .limit(maxRows);
  const mails = await tx
    .select({
      template: outbox.template,
      subject: outbox.subject,
      status: outbox.status,
      createdAt: outbox.createdAt,
    })
    .from(outbox)
    .where(sameAddress(outbox.to, email))
    .orderBy(asc(outbox.id))
    .limit(maxRows);
  return { account, consents, newsletter, submissions, files, placed, mails };
}

/** Every item of the export as one row of its timeline, oldest first. */
function timelineOf(data: Omit<DataSubjectExport, "timeline" | "generatedAt" | "email">) {
  const events: DataSubjectEvent[] = [];
  const add = (at: string | null, kind: DataSubjectEvent["kind"], summary: string) => {
    if (at) events.push({ at, kind, summary });
  };
  if (data.account)
    add(
      data.account.createdAt,
      "account",
      `registered: ${data.account.firstName} ${data.account.lastName}`,
    );
  for (const entry of data.consents)
    add(
      entry.statusTimestamp,
      "consent",
      `${entry.status} ${entry.uniqueNumber} v${entry.version} (${entry.form}: ${entry.consentId})`,
    );
  if (data.newsletter) {
    add(data.newsletter.createdAt, "newsletter", "subscribed (waiting for confirmation)");
    add(data.newsletter.confirmedAt, "newsletter", "confirmed by the mailed link");
    add(data.newsletter.unsubscribedAt, "newsletter", "unsubscribed");
  }
  for (const submission of data.formSubmissions)
    add(
      submission.createdAt,
      "form",
      `${submission.form}: ${Object.entries(submission.data)
        .map(
          ([name, value]) => `${name}=${Array.isArray(value) ? value.join("; ") : String(value)}`,
        )
        .join(
          ", ",
        )}${submission.files.length ? ` [${submission.files.map((file) => file.name).join(", ")}]` : ""}`.slice(
        0,
        2000,
      ),
    );
  for (const order of data.orders)
    add(order.createdAt, "order", `${order.number} ${order.status} ${eurosOf(order.total)} EUR`);
  for (const mail of data.mails)
    add(mail.createdAt, "mail", `${mail.template} (${mail.status}): ${mail.subject}`);
  return events.sort((a, b) => a.at.localeCompare(b.at));
}

/**
 * Everything the site holds about one address (issue 21, GDPR art. 15), for an admin answering
 * a data subject's request: read in one transaction, which also queues the SendGdprTo notice of
 * the export (who read whose data, when).
 */
export async function exportDataSubject(
  db: Db,
  input: { siteId: string; email: string; by: string; settings: GdprNoticeSettings },
): Promise<DataSubjectExport> {
  const email = input.email.trim().toLowerCase();
  return db.transaction(async (tx) => {
    const rows = await subjectRows(tx, input.siteId, email);
    const data = {
      account: rows.account
        ? {
            id: rows.account.id,
            firstName: rows.account.details.firstName,
            lastName: rows.account.details.lastName,
            createdAt: iso(rows.account.createdAt),
          }
        : null,
      consents: rows.consents.map(toConsentLogEntry),
      newsletter: rows.newsletter
        ? {
            status: rows.newsletter.status,
            language: rows.newsletter.language,
            createdAt: iso(rows.newsletter.createdAt),
            confirmedAt: isoOrNull(rows.newsletter.confirmedAt),
            unsubscribedAt: isoOrNull(rows.newsletter.unsubscribedAt),
          }
        : null,
      formSubmissions: rows.submissions.map((row) => ({
        form: row.formSlug,
        title: row.formTitle,
        path: row.path,
        data: row.data,
        files: rows.files
          .filter((file) => file.submissionId === row.id)
          .map(({ name, mime, size }) => ({ name, mime, size })),
        createdAt: iso(row.createdAt),
      })),
      orders: rows.placed.map((order) => ({ ...order, createdAt: iso(order.createdAt) })),
      mails: rows.mails.map((mail) => ({ ...mail, createdAt: iso(mail.createdAt) })),
    };
    await queueGdprNotice(tx, input.settings, { kind: "dataExported", email, by: input.by });
    return { email, generatedAt: new Date().toISOString(), ...data, timeline: timelineOf(data) };
  });
}

/** The export's timeline as a CSV file (time, kind, summary). */
export const dataSubjectCsv = (data: DataSubjectExport): string =>
  csvFile(
    ["at", "kind", "summary"],
    data.timeline.map((event) => [event.at, event.kind, event.summary]),
  );
