import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmtpServer, type TestSmtpServer } from "../../../../tests/api/smtp.ts";
import { type Database, openDatabase } from "../../../db/client.ts";
import { sql } from "drizzle-orm";
import { outbox } from "../../../db/schema.ts";
import { smtpSender, startMailWorker } from "../../../platform/mail/mail-worker.ts";
import { outboxQueue } from "../../../platform/mail/outbox.ts";
import { startOutboxRenderer } from "../../../platform/mail/outbox-renderer.ts";
import { orderMailsOf, renderOrderMail } from "./order-mails.ts";
import { sampleOrder } from "./test-support.ts";

// The whole path of an order's mails: queued in the outbox (in the order's write:
// order-write.ts), rendered by the outbox renderer, delivered by the mail worker through
// nodemailer to a real SMTP server, and parsed back as a client would.
const fail = (error: unknown) => {
  throw error;
};
let database: Database;
let smtp: TestSmtpServer;

beforeAll(async () => {
  database = await openDatabase({ databaseUrl: undefined, dataDir: ":memory:" });
  await database.migrate();
  smtp = await startSmtpServer();
}, 120_000); // migrating a fresh PGlite takes seconds on a busy machine

afterAll(async () => {
  await smtp.close();
  await database.close();
});

describe("order mails through SMTP", () => {
  it("delivers the confirmation with the inline barcode and the shop's notice", async () => {
    const order = sampleOrder({ email: "kupac@example.com" });
    const settings = { Brand: "Konoba Vitrina", SendEmailTo: "shop@example.com" };
    await outboxQueue(database.db, order.id, orderMailsOf(order, settings));
    const worker = startMailWorker({
      db: database.db,
      send: smtpSender(smtp.url),
      from: "shop@vitrina.test",
      onError: fail,
    });
    // a queued mail is not delivered before it is rendered
    await worker.runOnce();
    const renderer = startOutboxRenderer({
      db: database.db,
      render: async (rows) =>
        rows.map((row) =>
          row.orderId === order.id ? renderOrderMail(row, order, settings) : null,
        ),
      onRendered: worker.wake,
      onError: fail,
    });
    await renderer.runOnce();
    await renderer.stop();
    const rendered = await database.db.select().from(outbox);
    expect(
      rendered.map((row) => [row.template, row.to, row.language, row.attachments.length]),
    ).toEqual([
      ["orderConfirmation", "kupac@example.com", "hrv", 1],
      ["orderNotice", "shop@example.com", "hrv", 0],
    ]);
    await worker.runOnce();
    await worker.stop();
    const delivered = await database.db
      .select({ status: outbox.status, lastError: outbox.lastError })
      .from(outbox);
    expect(delivered).toEqual([
      { status: "sent", lastError: null },
      { status: "sent", lastError: null },
    ]);

    const confirmation = await smtp.waitForMail("kupac@example.com");
    expect(confirmation.subject).toBe("Potvrda narudžbe 2026-000123 – Konoba Vitrina");
    expect(confirmation.text).toContain("Ukupno za platiti: 34,56\u00a0€");
    const [barcode] = confirmation.attachments;
    expect(barcode).toMatchObject({
      filename: "hub3-2026-000123.png",
      contentType: "image/png",
      cid: "hub3-2026-000123@vitrina",
    });
    expect((await sharp(barcode?.content).metadata()).width).toBeGreaterThan(400);
    // mailparser resolves a cid: link to its inline part, as a mail client shows it
    expect(confirmation.html).toContain(
      `<img src="data:image/png;base64,${barcode?.content.toString("base64")}" alt="Barkod uplatnice`,
    );

    const notice = await smtp.waitForMail("shop@example.com");
    expect(notice.subject).toBe("Nova narudžba 2026-000123 – 34,56\u00a0€");
    expect(notice.attachments).toEqual([]);
  });

  it("writes no notice when the shop has no SendEmailTo", () => {
    expect(orderMailsOf(sampleOrder(), { DefaultLanguage: "eng" })).toEqual([
      { to: "durda@example.com", template: "orderConfirmation", language: "hrv" },
    ]);
  });

  it("fails a queued mail whose order is gone, and renders the others", async () => {
    await database.db.delete(outbox);
    const order = sampleOrder();
    await outboxQueue(database.db, 999, orderMailsOf(order, {}));
    await outboxQueue(database.db, order.id, orderMailsOf(order, {}));
    const renderer = startOutboxRenderer({
      db: database.db,
      render: async (rows) =>
        rows.map((row) => (row.orderId === order.id ? renderOrderMail(row, order, {}) : null)),
      onRendered: () => undefined,
      onError: fail,
    });
    await renderer.runOnce();
    await renderer.stop();
    const rows = await database.db
      .select({ status: outbox.status, subject: outbox.subject, lastError: outbox.lastError })
      .from(outbox)
      .orderBy(outbox.id);
    expect(rows).toEqual([
      { status: "failed", subject: "", lastError: "the order of this mail is gone" },
      { status: "pending", subject: "Potvrda narudžbe 2026-000123", lastError: null },
    ]);
  });

  it("leaves a row whose rendering throws queued for a later try, and renders the others", async () => {
    await database.db.delete(outbox);
    const order = sampleOrder();
    await outboxQueue(database.db, order.id, orderMailsOf(order, {}));
    await outboxQueue(database.db, 7, orderMailsOf(order, {}));
    const errors: unknown[] = [];
    const renderer = startOutboxRenderer({
      db: database.db,
      render: async (rows) =>
        rows.map((row) => {
          if (row.orderId === 7) throw new Error("the PDF417 encoder broke");
          return renderOrderMail(row, order, {});
        }),
      onRendered: () => undefined,
      onError: (error) => errors.push(error),
    });
    await renderer.runOnce();
    await renderer.stop();
    const rows = await database.db
      .select({
        status: outbox.status,
        attempts: outbox.attempts,
        lastError: outbox.lastError,
        later: sql<boolean>`${outbox.nextAttemptAt} > now()`,
      })
      .from(outbox)
      .orderBy(outbox.id);
    expect(rows).toEqual([
      { status: "pending", attempts: 0, lastError: null, later: false },
      { status: "queued", attempts: 1, lastError: "the PDF417 encoder broke", later: true },
    ]);
    expect(errors).toHaveLength(1);
  });
});
