import { desc } from "drizzle-orm";
import type { MailAttachment, OutboxMessage } from "#generated/types.ts";
import type { Db } from "../../db/client.ts";
import { outbox } from "../../db/schema.ts";
import type { RenderedMail } from "./render-mail.ts";

/**
 * Puts a mail in the outbox. Called inside the transaction that makes the mail true (a token
 * stored, an order written), so a mail exists exactly when its cause does; the worker delivers
 * it afterwards, with its attachments (an order's HUB-3 barcode, shown inline by its cid).
 */
export async function queueMail(
  db: Db,
  mail: RenderedMail & {
    to: string;
    template: OutboxMessage["template"];
    language: string;
    attachments?: MailAttachment[];
  },
): Promise<void> {
  await db.insert(outbox).values(mail);
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
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  }));
}
