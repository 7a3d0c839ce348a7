import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { AcceptedResult, Address, LoginResult, MyData } from "#generated/types.ts";
import { comments } from "#server/db/schema-comments.ts";
import { addresses, authTokens, catalogProducts, outbox, users } from "#server/db/schema.ts";
import { demoAccounts } from "#server/db/seed/seed.ts";
import { outboxInsert, type QueuedMail } from "#server/platform/mail/outbox.ts";
import {
  address,
  data,
  error,
  newEmail,
  password,
  simpleBody,
  useAccountServer,
} from "./account-client.ts";
import { linkIn } from "./smtp.ts";

// issue 9 "My data" (GDPR): download everything about oneself, delete the account.
const { suite, call, register, login, profile, verifiedUser } = useAccountServer();
const exportData = (accessToken: string) =>
  call("/api/v1/user/web/data", { headers: { accessToken } });
const deleteAccount = (accessToken: string, secret: string) =>
  call("/api/v1/user/web/delete", { body: { password: secret }, headers: { accessToken } });

describe("download my data", () => {
  it("holds the account, addresses, sessions and mails, and no token", async () => {
    const { email, tokens } = await verifiedUser();
    const headers = { accessToken: tokens.accessToken };
    const saved = data<Address>(
      await call("/api/v1/user/web/address/create", { body: address("Shipping"), headers }),
    );
    const mine = data<MyData>(await exportData(tokens.accessToken));
    expect(mine.account).toMatchObject({
      email,
      username: email,
      details: { firstName: "Ana", lastName: "Kovač" },
      isBackofficeUser: false,
    });
    expect(mine.account.emailVerifiedAt).not.toBeNull();
    expect(mine.addresses).toEqual([saved]);
    expect(mine.consents).toEqual([
      {
        consentId: "privacy",
        uniqueNumber: "PRIV-1",
        version: 1,
        form: "register",
        status: "accepted",
        email,
        statusTimestamp: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) as unknown,
      },
    ]);
    expect(mine.sessions.map((session) => session.kind).sort()).toEqual(["access", "refresh"]);
    // the verification mail is there, its link without the (spent) token
    expect(mine.mails).toHaveLength(1);
    expect(mine.mails[0]).toMatchObject({ to: email, template: "verifyEmail", status: "sent" });
    expect(mine.mails[0]?.text).toContain("verificationToken=[uklonjeno]");
    // no token, hash or password anywhere in the file
    const text = JSON.stringify(mine);
    expect(text).not.toContain(tokens.accessToken);
    expect(text).not.toContain(tokens.refreshToken);
    expect(text).not.toMatch(/[0-9a-f]{32}/);
    expect(text).not.toContain("scrypt$");
  });

  it("holds the account's comments and reviews, pending ones too (decision 052)", async () => {
    const { tokens } = await verifiedUser();
    const headers = { accessToken: tokens.accessToken };
    const [oil] = await suite.server.database.db
      .select({ id: catalogProducts.id })
      .from(catalogProducts)
      .where(eq(catalogProducts.sku, "ULJE-OBL-500"));
    const body = { targetType: "product", targetId: oil!.id, body: "Izvrsno ulje", rating: 5 };
    const review = data<{ id: number }>(
      await call("/api/v1/cms/comment/create", { body, headers }),
    );
    try {
      const mine = data<MyData>(await exportData(tokens.accessToken));
      expect(mine.comments).toEqual([
        {
          postId: null,
          productId: oil!.id,
          body: "Izvrsno ulje",
          rating: 5,
          status: expect.stringMatching(/^(pending|published)$/) as unknown,
          languageCode: "hrv",
          createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) as unknown,
          updatedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) as unknown,
        },
      ]);
    } finally {
      await suite.server.database.db.delete(comments).where(eq(comments.id, review.id));
    }
  });

  it("is only the caller's own data", async () => {
    const first = await verifiedUser();
    const second = await verifiedUser();
    const mine = data<MyData>(await exportData(second.tokens.accessToken));
    expect(mine.account.email).toBe(second.email);
    expect(JSON.stringify(mine)).not.toContain(first.email);
    expect((await call("/api/v1/user/web/data")).status).toBe(401);
  });
});

describe("consents of the register form (spec 3, 5)", () => {
  it("refuses a registration without the required consent, or with one the form does not ask", async () => {
    const email = newEmail();
    const missing = await register(simpleBody(email, { consents: ["newsletter"] }));
    expect(missing.status).toBe(400);
    expect(error(missing)).toMatchObject({
      key: "validation.consentRequired",
      message: "Za nastavak prihvatite obavezne privole (označene zvjezdicom)",
      fields: [expect.objectContaining({ path: "/body/consents" }) as unknown],
    });
    expect((await register(simpleBody(email, { consents: undefined }))).status).toBe(400);
    const unknown = await register(simpleBody(email, { consents: ["privacy", "marketing"] }));
    expect(error(unknown).key).toBe("validation.enum");
    // nothing was created: the address registers normally afterwards
    const { tokens } = await verifiedUser(
      simpleBody(email, { consents: ["privacy", "newsletter"] }),
    );
    const mine = data<MyData>(await exportData(tokens.accessToken));
    expect(mine.consents.map((consent) => consent.consentId)).toEqual(["privacy", "newsletter"]);
  });
});

describe("delete my account", () => {
  it("needs the password; then ends every session, deletes addresses, frees the e-mail", async () => {
    const { email, tokens } = await verifiedUser();
    const other = data<LoginResult>(await login(email)).tokens;
    const headers = { accessToken: tokens.accessToken };
    data(await call("/api/v1/user/web/address/create", { body: address("Main"), headers }));
    const [row] = await suite.server.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, email));
    const userId = row?.id ?? 0;

    const wrong = await deleteAccount(tokens.accessToken, "Kriva-Lozinka-9");
    expect(wrong.status).toBe(400);
    expect(error(wrong)).toMatchObject({
      key: "api.incorrectPassword",
      message: "Lozinka nije točna",
    });
    const empty = await deleteAccount(tokens.accessToken, "");
    expect(empty.status).toBe(400);
    expect(error(empty).message).toBe("Najmanji dopušteni broj znakova je 1");
    expect((await profile(tokens.accessToken)).status).toBe(200);

    expect(data<AcceptedResult>(await deleteAccount(tokens.accessToken, password))).toEqual({
      accepted: true,
    });
    // every session of the account ended, not only the one that asked
    expect((await profile(tokens.accessToken)).status).toBe(401);
    expect((await profile(other.accessToken)).status).toBe(401);
    const refreshed = await call("/api/v1/refresh", {
      headers: { refreshToken: other.refreshToken },
    });
    expect(refreshed.status).toBe(401);
    expect((await login(email)).status).toBe(401);
    const db = suite.server.database.db;
    expect(await db.select().from(authTokens).where(eq(authTokens.userId, userId))).toEqual([]);
    expect(await db.select().from(addresses).where(eq(addresses.userId, userId))).toEqual([]);
    // the row stays, anonymised, for rows that must keep pointing at it (future orders)
    const [anonymised] = await db.select().from(users).where(eq(users.id, userId));
    expect(anonymised).toMatchObject({
      email: `deleted-${userId}@deleted.invalid`,
      details: { firstName: "", lastName: "" },
      memberCardBarcode: null,
    });
    expect(anonymised?.deletedAt).toBeInstanceOf(Date);
    expect(JSON.stringify(anonymised)).not.toContain(email);

    // the address registers again, as a new account
    const before = suite.smtp.mails.length;
    data(await register(simpleBody(email, { details: { firstName: "Iva", lastName: "Horvat" } })));
    const mail = await suite.smtp.waitForMail(
      email,
      (each) => suite.smtp.mails.indexOf(each) >= before,
    );
    const token = linkIn(mail, "verificationToken").searchParams.get("verificationToken") ?? "";
    data(await call(`/api/v1/user/web/verify/${token}`));
    const again = data<LoginResult>(await login(email));
    const fresh = data<MyData>(await exportData(again.tokens.accessToken));
    expect(fresh.account.id).not.toBe(userId);
    expect(fresh.account.details.firstName).toBe("Iva");
    expect(fresh.addresses).toEqual([]);
  });

  it("removes the mails to the person from the outbox, whatever their case, not the site's", async () => {
    const { email, tokens } = await verifiedUser();
    const db = suite.server.database.db;
    const shouting = email.toUpperCase();
    const mail = (to: string, template: QueuedMail["template"]): QueuedMail => ({
      to,
      template,
      language: "hrv",
      subject: `Za ${to}`,
      text: `Poštovana Ana Kovač, ${to}`,
      html: `<p>Poštovana Ana Kovač, ${to}</p>`,
    });
    await outboxInsert(db, [
      mail(shouting, "orderConfirmation"),
      mail(email, "newsletterConfirm"),
      mail(email, "newsletterWelcome"),
      mail(shouting, "formConfirm"),
      // the site's own inbox at the same address: the shop's record, kept
      mail(email, "orderNotice"),
    ]);
    const toPerson = () =>
      db
        .select({ template: outbox.template })
        .from(outbox)
        .where(eq(sql`lower(${outbox.to})`, email.toLowerCase()));
    expect((await toPerson()).map((row) => row.template).sort()).toEqual([
      "formConfirm",
      "newsletterConfirm",
      "newsletterWelcome",
      "orderConfirmation",
      "orderNotice",
      "verifyEmail",
    ]);

    data<AcceptedResult>(await deleteAccount(tokens.accessToken, password));
    expect((await toPerson()).map((row) => row.template)).toEqual(["orderNotice"]);
    await db.delete(outbox).where(eq(sql`lower(${outbox.to})`, email.toLowerCase()));
  });

  it("refuses a back-office account", async () => {
    const editor = demoAccounts.find((account) => account.role === "back-office");
    if (!editor) throw new Error("no back-office account");
    const { accessToken } = data<LoginResult>(await login(editor.email, editor.password)).tokens;
    const refused = await deleteAccount(accessToken, editor.password);
    expect(refused.status).toBe(403);
    expect(error(refused).key).toBe("api.backofficeAccountDelete");
    expect((await profile(accessToken)).status).toBe(200);
  });

  it("is refused without a session", async () => {
    expect((await call("/api/v1/user/web/delete", { body: { password } })).status).toBe(401);
    expect((await register({})).status).toBe(400);
  });
});
