import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmtpServer, type TestSmtpServer } from "../../../../tests/api/smtp.ts";
import { type Database, openDatabase } from "../../../db/client.ts";
import { outbox } from "../../../db/schema.ts";
import { smtpSender, startMailWorker } from "../../../platform/mail/mail-worker.ts";
import { outboxInsert } from "../../../platform/mail/outbox.ts";
import { orderMails } from "./order-mails.ts";
import { sampleOrder } from "./test-support.ts";

// The whole path of an order's mails: written to the outbox (in the order's transaction: order-write.ts), delivered by
// the mail worker through nodemailer to a real SMTP server, and parsed back as a client would.
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
    await outboxInsert(
      database.db,
      orderMails({ order, settings: { Brand: "Konoba Vitrina", SendEmailTo: "shop@example.com" } }),
    );
    const queued = await database.db.select().from(outbox);
    expect(
      queued.map((row) => [row.template, row.to, row.language, row.attachments.length]),
    ).toEqual([
      ["orderConfirmation", "kupac@example.com", "hrv", 1],
      ["orderNotice", "shop@example.com", "hrv", 0],
    ]);

    const worker = startMailWorker({
      db: database.db,
      send: smtpSender(smtp.url),
      from: "shop@vitrina.test",
      onError: (error) => {
        throw error;
      },
    });
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

  it("writes no notice when the shop has no SendEmailTo", async () => {
    await database.db.delete(outbox);
    await outboxInsert(
      database.db,
      orderMails({ order: sampleOrder(), settings: { DefaultLanguage: "eng" } }),
    );
    const rows = await database.db.select({ template: outbox.template }).from(outbox);
    expect(rows).toEqual([{ template: "orderConfirmation" }]);
  });
});
