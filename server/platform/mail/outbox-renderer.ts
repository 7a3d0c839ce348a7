import { and, asc, eq, lte, sql } from "drizzle-orm";
import type { MailAttachment } from "#generated/types.ts";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/rows-of.ts";
import { outbox } from "../../db/schema.ts";
import { type CoalescedJob, startCoalescedJob } from "../coalesced-job.ts";
import { maxAttempts, retryDelayMs } from "./mail-worker.ts";
import type { QueuedMail } from "./outbox.ts";

type QueueRow = Pick<
  typeof outbox.$inferSelect,
  "id" | "template" | "language" | "orderId" | "attempts"
>;

/** A queued outbox row: what it is and what it is about, not yet its text. */
export type QueuedRow = Pick<QueueRow, "id" | "template" | "language"> & { orderId: number };

/** What becomes of a queued row: its rendered mail, or why it waits or failed. */
type Outcome = { id: number; status: "queued" | "pending" | "failed" } & Partial<
  RenderedQueued & { attempts: number; nextAttemptAt: Date; lastError: string }
>;

/** A rendered mail: its text and files. */
export type RenderedQueued = Pick<QueuedMail, "subject" | "text" | "html"> & {
  attachments: MailAttachment[];
};

/**
 * Renders queued rows from what they name (an order's mails: the checkout module's), in the
 * rows' order; null for a row whose order is gone: it then fails with a reason instead of
 * waiting forever. One call a batch, so what the rows share is read once.
 */
export type RenderQueued = (rows: readonly QueuedRow[]) => Promise<(RenderedQueued | null)[]>;

// rows another instance queued and could not render (it stopped after the commit)
const pollMs = 5_000;
const batch = 50;
// the orders of a busy moment rendered together: a run's three statements for many of them
const wakeDelayMs = 100;

/**
 * Turns queued outbox rows into pending mails: a batch of rows is rendered from what they name
 * and handed to delivery by one conditional update (`status = 'queued'`), so instances sharing
 * a database may both render a row but only one writes it. Runs whether or not mail is delivered
 * (without SMTP_URL back-office users read the outbox), after each wake, and every few seconds.
 */
export function startOutboxRenderer(input: {
  db: Db;
  render: RenderQueued;
  /** Called after rows became pending (wakes the mail worker). */
  onRendered: () => void;
  onError: (error: unknown) => void;
}): CoalescedJob {
  const { db } = input;

  /**
   * Each row rendered, or failed for good (its order is gone), or left queued for a later try
   * (its rendering threw: retried with the worker's backoff, failed after as many tries).
   */
  async function outcomes(rows: readonly QueueRow[]): Promise<Outcome[]> {
    const named = rows.flatMap((row) =>
      row.orderId === null ? [] : [{ ...row, orderId: row.orderId }],
    );
    // a batch that throws is rendered row by row, so one bad row holds up no other
    const mails = await input.render(named).catch(() =>
      Promise.all(
        named.map((row) =>
          input.render([row]).then(
            ([mail]) => mail ?? null,
            (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
          ),
        ),
      ),
    );
    const byId = new Map(named.map((row, index) => [row.id, mails[index] ?? null]));
    const now = Date.now();
    return rows.map((row): Outcome => {
      const mail = byId.get(row.id) ?? null;
      if (mail === null)
        return { id: row.id, status: "failed", lastError: "the order of this mail is gone" };
      if (!(mail instanceof Error))
        return { id: row.id, ...mail, status: "pending", nextAttemptAt: new Date(now) };
      input.onError(mail);
      const attempts = row.attempts + 1;
      return {
        id: row.id,
        status: attempts >= maxAttempts ? "failed" : "queued",
        attempts,
        nextAttemptAt: new Date(now + retryDelayMs(attempts)),
        lastError: mail.message.slice(0, 2000),
      };
    });
  }

  async function renderQueued(): Promise<boolean> {
    const queued = await db
      .select({
        id: outbox.id,
        template: outbox.template,
        language: outbox.language,
        orderId: outbox.orderId,
        attempts: outbox.attempts,
      })
      .from(outbox)
      .where(and(eq(outbox.status, "queued"), lte(outbox.nextAttemptAt, new Date())))
      .orderBy(asc(outbox.id))
      .limit(batch);
    if (queued.length === 0) return false;
    // one statement for the batch; a row another instance stored first is left as it is
    const stored = await rowsOf<{ status: string }>(
      db,
      sql`update outbox set
          subject = coalesce(v.subject, outbox.subject), text = coalesce(v.text, outbox.text),
          html = coalesce(v.html, outbox.html),
          attachments = coalesce(v.attachments, outbox.attachments), status = v.status,
          attempts = coalesce(v.attempts, outbox.attempts),
          next_attempt_at = coalesce(v."nextAttemptAt", outbox.next_attempt_at),
          last_error = v."lastError"
        from jsonb_to_recordset(${JSON.stringify(await outcomes(queued))}::jsonb) as v(
          id int, subject text, text text, html text, attachments jsonb, status text,
          attempts int, "nextAttemptAt" timestamptz, "lastError" text)
        where outbox.id = v.id and outbox.status = 'queued'
        returning outbox.status`,
    );
    if (stored.some((row) => row.status === "pending")) input.onRendered();
    return queued.length === batch;
  }

  return startCoalescedJob({ run: renderQueued, pollMs, wakeDelayMs, onError: input.onError });
}
