import { type SQL, desc } from "drizzle-orm";
import type { MailAttachment, OutboxMessage } from "#generated/types.ts";
import type { Db } from "../../db/client.ts";
import { outbox } from "../../db/schema.ts";
import type { RenderedMail } from "./render-mail.ts";

/** A mail as it goes into the outbox: rendered, addressed, with its attachments. */
export type QueuedMail = RenderedMail & {
  to: string;
  template: OutboxMessage["template"];
  language: string;
  attachments?: MailAttachment[];
  /** Extra headers it is sent with (a newsletter's List-Unsubscribe, RFC 8058). */
  headers?: Record<string, string>;
};

/** Whom a mail goes to, which it is and in what language: a queued mail before it is rendered. */
export type MailHeading = Pick<QueuedMail, "to" | "template" | "language">;

/**
 * The insert that puts mails in the outbox, to await or to embed in a larger statement (an
 * order's, order-write.ts). Run inside the transaction that makes the mails true (a token
 * stored, an order written), so a mail exists exactly when its cause does; the worker delivers
 * it afterwards, with its attachments (an order's HUB-3 barcode, shown inline by its cid).
 */
export function outboxInsert(db: Db, mails: readonly [QueuedMail, ...QueuedMail[]]) {
  return db.insert(outbox).values([...mails]);
}

/**
 * The insert that queues mails about an order, rendered from it after the commit of the
 * transaction that wrote both (outbox-renderer.ts): to embed in the order's one statement.
 */
export function outboxQueue(
  db: Db,
  orderId: number | SQL<number>,
  mails: readonly [MailHeading, ...MailHeading[]],
) {
  return db.insert(outbox).values(
    mails.map((mail) => ({
      ...mail,
      subject: "",
      text: "",
      html: "",
      status: "queued" as const,
      orderId,
    })),
  );
}

/** Puts a mail in the outbox (outboxInsert: inside the transaction of its cause). */
export async function queueMail(db: Db, mail: QueuedMail): Promise<void> {
  await outboxInsert(db, [mail]);
}

/** The latest mails, newest first (back-office users read them when no SMTP server is set). */
export async function latestMails(db: Db, limit = 100): Promise<OutboxMessage[]> {
  const rows = await db.select().from(outbox).orderBy(desc(outbox.id)).limit(limit);
  return rows.map((row) => ({
    id: row.id,
    to: row.to,
    subject: row.subject,
    text: row.text,
    html: row.html,
    template: row.template,
    language: row.language,
    headers: row.headers,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  }));
}
