import { and, asc, eq, lte } from "drizzle-orm";
import nodemailer from "nodemailer";
import type { MailAttachment } from "#generated/types.ts";
import type { Db } from "../../db/client.ts";
import { outbox } from "../../db/schema.ts";
import { pdf417Png } from "../barcode.ts";
import { type CoalescedJob, startCoalescedJob } from "../coalesced-job.ts";

/** A file sent with a message, as nodemailer takes it (inline in the HTML by its cid). */
export type SendAttachment = {
  filename: string;
  content: Buffer;
  contentType: string;
  cid?: string;
};

/** Sends one message; nodemailer's SMTP transport in production, anything alike in tests. */
export type SendMail = (message: {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments: SendAttachment[];
  /** The outbox row's extra headers (List-Unsubscribe …), as nodemailer's `headers` option. */
  headers: Record<string, string>;
}) => Promise<unknown>;

/** Looks for due mails on wake (after a mail was queued) and every few seconds. */
export type MailWorker = CoalescedJob;

/** An outbox attachment as sent: its content, or the barcode it describes drawn now. */
async function attachmentToSend(file: MailAttachment): Promise<SendAttachment> {
  const content =
    "pdf417" in file
      ? await pdf417Png(
          { ...file.pdf417, bytes: Buffer.from(file.pdf417.bytesBase64, "base64") },
          file.pdf417.scale,
        )
      : Buffer.from(file.contentBase64, "base64");
  return {
    filename: file.filename,
    content,
    contentType: file.contentType,
    ...(file.cid ? { cid: file.cid } : {}),
  };
}

// Retries: 30 s, 1, 2, 4 … minutes, at most an hour apart; a mail is given up after 8 tries.
export const maxAttempts = 8;
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * 60_000);
}
// A claimed mail is not claimed again for this long (another instance, or a crash mid-send).
const claimMs = 5 * 60_000;
const pollMs = 5_000;

/**
 * Delivers the outbox through `send` with retries and backoff. Each due mail is claimed by one
 * conditional UPDATE (moving its next attempt forward), so instances sharing a database never
 * send a mail twice at once.
 */
export function startMailWorker(input: {
  db: Db;
  send: SendMail;
  from: string;
  onError: (error: unknown) => void;
}): MailWorker {
  const { db, send, from } = input;

  async function deliverDue(): Promise<void> {
    const now = new Date();
    const due = await db
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(eq(outbox.status, "pending"), lte(outbox.nextAttemptAt, now)))
      .orderBy(asc(outbox.id))
      .limit(20);
    for (const { id } of due) {
      const [mail] = await db
        .update(outbox)
        .set({ nextAttemptAt: new Date(now.getTime() + claimMs) })
        .where(and(eq(outbox.id, id), eq(outbox.status, "pending"), lte(outbox.nextAttemptAt, now)))
        .returning();
      if (!mail) continue;
      try {
        await send({
          from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          attachments: await Promise.all(mail.attachments.map(attachmentToSend)),
          headers: mail.headers,
        });
        await db
          .update(outbox)
          .set({ status: "sent", sentAt: new Date(), attempts: mail.attempts + 1, lastError: null })
          .where(eq(outbox.id, id));
      } catch (error) {
        const attempts = mail.attempts + 1;
        await db
          .update(outbox)
          .set({
            attempts,
            status: attempts >= maxAttempts ? "failed" : "pending",
            nextAttemptAt: new Date(Date.now() + retryDelayMs(attempts)),
            lastError: error instanceof Error ? error.message.slice(0, 2000) : String(error),
          })
          .where(eq(outbox.id, id));
      }
    }
  }

  return startCoalescedJob({ run: deliverDue, pollMs, onError: input.onError });
}

/** The SMTP sender of SMTP_URL (e.g. smtp://user:pass@mail.example:587). */
export function smtpSender(url: string): SendMail {
  const transport = nodemailer.createTransport(url);
  return (message) => transport.sendMail(message);
}
