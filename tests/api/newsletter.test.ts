import { randomInt } from "node:crypto";
import { and, asc, eq, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  ConsentAdminList,
  ConsentAssignmentRecord,
  LoginResult,
  NewsletterSubscriberList,
} from "#generated/types.ts";
import { consentLog } from "#server/db/schema-consents.ts";
import { newsletterSubscribers } from "#server/db/schema-forms.ts";
import { loginAttempts, outbox } from "#server/db/schema.ts";
import { demoAccount, type Role } from "./backoffice.ts";
import { startTestServer, type TestServer } from "./server.ts";
import { demoSite } from "./shop-orders.ts";
import { startSmtpServer, type TestSmtpServer } from "./smtp.ts";

// The newsletter (issue 21): double opt-in through the confirm-email page, the consent log's
// entries, one-click unsubscribe (RFC 8058) and the back office's subscribers. An own server
// that delivers its mails to a real SMTP server; on PostgreSQL it shares the suite's database,
// so every address here is new to this run and the newsletter assignment is put back after.
let server: TestServer;
let smtp: TestSmtpServer;
const tokens: Record<Role, string> = { "back-office": "", shopper: "" };
const run = `n${randomInt(100000, 999999)}`;
let siteId = "";
let assignmentBefore: ConsentAssignmentRecord | undefined;
let newsConsentId = 0;
let unique = 0;
const newAddress = (name = "citatelj") => `${name}.${run}.${++unique}@example.com`;

type Answer<T> = { status: number; data: T; error?: { key: string; message: string } };

async function api<T>(
  path: string,
  options: {
    method?: string;
    body?: unknown;
    role?: Role | null;
    language?: string;
    raw?: { type: string; body: string };
  } = {},
): Promise<Answer<T>> {
  const role = options.role ?? null;
  const hasJson = options.body !== undefined;
  const response = await fetch(server.url + path, {
    method: options.method ?? (hasJson || options.raw ? "POST" : "GET"),
    headers: {
      language: options.language ?? "hrv",
      ...(role ? { accessToken: tokens[role] } : {}),
      ...(hasJson ? { "content-type": "application/json" } : {}),
      ...(options.raw ? { "content-type": options.raw.type } : {}),
    },
    ...(hasJson ? { body: JSON.stringify(options.body) } : {}),
    ...(options.raw ? { body: options.raw.body } : {}),
  });
  const text = await response.text();
  const body = (text.startsWith("{") ? JSON.parse(text) : { data: text }) as {
    data: T;
    error?: { key: string; message: string };
  };
  return { status: response.status, data: body.data, error: body.error };
}

const subscribe = (body: unknown, language = "hrv") =>
  api<{ status: string }>("/api/v1/marketing/newsletter/subscribe", { body, language });
const confirm = (token: string) =>
  api<{ confirmed: string }>("/api/v1/cms/form/confirmEmail", { body: { token } });
/** A mail client's one-click unsubscribe (RFC 8058): the link's token, a form body. */
const unsubscribe = (token: string, type = "application/x-www-form-urlencoded") =>
  api<{ status: string }>(
    `/api/v1/marketing/newsletter/unsubscribe?${new URLSearchParams({ token }).toString()}`,
    { raw: { type, body: "List-Unsubscribe=One-Click" } },
  );
const saveAssignment = (body: unknown) =>
  api<ConsentAssignmentRecord>("/api/v1/admin/consents/assignments", {
    method: "PUT",
    body,
    role: "back-office",
  });
const useNewsletterConsent = () =>
  saveAssignment({
    assigned_to: "newsletter",
    consents: [{ key: "newsletter", consentId: newsConsentId }],
    requiredConsents: ["newsletter"],
  });

const mailsTo = (email: string) =>
  server.database.db.select().from(outbox).where(eq(outbox.to, email)).orderBy(asc(outbox.id));
const subscriberOf = async (email: string) =>
  (
    await server.database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email))
  )[0];
const entriesOf = (email: string) =>
  server.database.db
    .select()
    .from(consentLog)
    .where(and(eq(consentLog.email, email), eq(consentLog.assignedTo, "newsletter")))
    .orderBy(asc(consentLog.id));

const gdprNoticesAbout = (email: string) =>
  server.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.template, "gdprNotice"), like(outbox.text, `%${email}%`)));

/** The link of a mail's text that leads to `path`, as a URL. */
function linkIn(text: string, path: string): URL {
  const found = text.match(/https?:\/\/\S+/g)?.find((link) => new URL(link).pathname === path);
  if (!found) throw new Error(`no link to ${path} in: ${text}`);
  return new URL(found);
}

/** Subscribes a new address with the newsletter consent; the token of its confirmation link. */
async function subscribed(email = newAddress()): Promise<{ email: string; token: string }> {
  const answer = await subscribe({ email, consents: ["newsletter"] });
  expect(answer.status, JSON.stringify(answer.error)).toBe(200);
  const [mail] = (await mailsTo(email))
    .filter((row) => row.template === "newsletterConfirm")
    .reverse();
  if (!mail) throw new Error("no confirmation mail");
  return { email, token: linkIn(mail.text, "/potvrdi-email").searchParams.get("token") ?? "" };
}

async function logIn(role: Role): Promise<string> {
  const { email, password } = demoAccount(role);
  const response = await fetch(`${server.url}/api/v1/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: email, password }),
  });
  return ((await response.json()) as { data: LoginResult }).data.tokens.accessToken;
}

beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startTestServer(
    { LOGIN_RATE_LIMIT: "1000", LOGIN_ADDRESS_LIMIT: "100000", SMTP_URL: smtp.url },
    { isFresh: false },
  );
  // the address counter lives in the database: an earlier run on PostgreSQL must not count
  await server.database.db.delete(loginAttempts).where(like(loginAttempts.key, "newsletter:%"));
  tokens["back-office"] = await logIn("back-office");
  tokens.shopper = await logIn("shopper");
  siteId = (await demoSite(server.database.db)).id;
  const list = await api<ConsentAdminList>("/api/v1/admin/consents?perPage=50", {
    role: "back-office",
  });
  assignmentBefore = list.data.assignments.find((each) => each.assigned_to === "newsletter");
  newsConsentId = list.data.consents.find((each) => each.uniqueNumber === "NEWS-1")?.id ?? 0;
  expect((await useNewsletterConsent()).status).toBe(200);
}, 120_000);

afterAll(async () => {
  if (assignmentBefore)
    await saveAssignment({
      assigned_to: "newsletter",
      consents: assignmentBefore.consents.map(({ key, consentId }) => ({ key, consentId })),
      requiredConsents: assignmentBefore.consents
        .filter((each) => each.isRequired)
        .map((each) => each.key),
    });
  await server.close();
  await smtp.close();
});

describe("subscribing (spec 7 marketing newsletter/subscribe)", () => {
  it("refuses junk, a consent the form does not ask for and a missing required one, storing nothing", async () => {
    const email = newAddress("junk");
    const cases: [unknown, string][] = [
      [{ email: "not an address", consents: ["newsletter"] }, "validation.email"],
      [
        { email: "<script>alert(1)</script>@example.com", consents: ["newsletter"] },
        "validation.email",
      ],
      [{ email, consents: ["<b>x</b>"] }, "validation.pattern"],
      [{ email, consents: ["newsletter"], language: "<i>" }, "validation.pattern"],
      [{ email, consents: ["newsletter"], extra: "<script>" }, "validation.additionalProperties"],
      [{ email, consents: "newsletter" }, "validation.type"],
      [{ email, consents: ["privacy"] }, "validation.enum"],
      [{ email, consents: [] }, "validation.consentRequired"],
      [{ email }, "validation.consentRequired"],
    ];
    for (const [body, key] of cases) {
      const answer = await subscribe(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.error?.key, JSON.stringify(body)).toBe(key);
    }
    const huge = await subscribe({ email, consents: ["newsletter"], pad: "x".repeat(1024 * 1024) });
    expect(huge.status).toBe(413);
    expect(await subscriberOf(email)).toBeUndefined();
    expect(await mailsTo(email)).toEqual([]);
  });

  it("writes a pending subscription and mails the confirm-email link with one-click unsubscribe headers", async () => {
    const email = newAddress();
    expect((await subscribe({ email, consents: ["newsletter"] })).data).toEqual({
      status: "pending",
    });
    expect(await subscriberOf(email)).toMatchObject({
      siteId,
      status: "pending",
      language: "hrv",
      pendingConsents: [{ consentId: newsConsentId, version: 1, key: "newsletter" }],
    });
    const [mail] = await mailsTo(email);
    expect(mail?.template).toBe("newsletterConfirm");
    const link = linkIn(mail?.text ?? "", "/potvrdi-email");
    expect(Object.fromEntries(link.searchParams)).toEqual({
      goal: "Hvala! Vaša prijava na newsletter je potvrđena.",
      goalType: "message",
      confirmedEmail: email,
      token: expect.stringMatching(/^[0-9a-f]{32}$/) as unknown,
    });
    // the raw token is never stored, only its SHA-256
    expect((await subscriberOf(email))?.confirmTokenHash).not.toContain(
      link.searchParams.get("token"),
    );
    const oneClick = /^<(.+)>$/.exec(mail?.headers["List-Unsubscribe"] ?? "")?.[1] ?? "";
    expect(new URL(oneClick).pathname).toBe("/api/v1/marketing/newsletter/unsubscribe");
    expect(mail?.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    // On PostgreSQL the suite's servers share one outbox, and another file's mail worker may
    // send this mail to that file's SMTP server: the delivery is checked on this server's own
    // database (PGlite), the row's headers above on both.
    if (server.databaseKind !== "pglite") return;
    // the mail worker sends them: the SMTP server received both header lines
    const received = await smtp.waitForMail(email);
    const lines = received.headerLines.map((header) => header.key);
    expect(lines).toEqual(expect.arrayContaining(["list-unsubscribe", "list-unsubscribe-post"]));
    expect(
      received.headerLines.find((header) => header.key === "list-unsubscribe")?.line,
    ).toContain(new URL(oneClick).searchParams.get("token") ?? "?");
    expect(received.html).toContain(link.search.replace(/&/g, "&amp;"));
  });

  it("writes an English subscriber's link to the English confirm-email page", async () => {
    const email = newAddress("english");
    expect((await subscribe({ email, consents: ["newsletter"], language: "eng" })).status).toBe(
      200,
    );
    const [mail] = await mailsTo(email);
    const link = linkIn(mail?.text ?? "", "/en/confirm-email");
    expect(link.searchParams.get("goal")).toBe(
      "Thank you! Your newsletter subscription is confirmed.",
    );
    expect(mail?.subject).toMatch(/^Confirm your newsletter subscription/);
  });

  it("gives a pending address a new link (the old one stops working), and limits how often", async () => {
    const first = await subscribed();
    const second = await subscribed(first.email);
    expect(second.token).not.toBe(first.token);
    expect((await confirm(first.token)).status).toBe(400);
    const answers: number[] = [];
    for (let attempt = 0; attempt < 5; attempt++)
      answers.push((await subscribe({ email: first.email, consents: ["newsletter"] })).status);
    expect(answers.at(-1)).toBe(429);
    expect(answers.filter((status) => status === 200).length).toBe(3);
  });

  it("asks no consents when the site has no newsletter assignment", async () => {
    expect(
      (await saveAssignment({ assigned_to: "newsletter", consents: [], requiredConsents: [] }))
        .status,
    ).toBe(200);
    try {
      const email = newAddress("bez-privole");
      expect((await subscribe({ email })).status).toBe(200);
      expect((await subscriberOf(email))?.pendingConsents).toEqual([]);
      const asked = await subscribe({ email: newAddress(), consents: ["newsletter"] });
      expect(asked.error?.key).toBe("validation.enum");
    } finally {
      await useNewsletterConsent();
    }
  });
});

describe("confirming (spec 7 confirmEmail)", () => {
  it("subscribes once, logs the consent and sends the welcome mail; a second time is a 400", async () => {
    const { email, token } = await subscribed();
    expect((await confirm(token)).data).toEqual({ confirmed: "newsletter" });
    expect(await subscriberOf(email)).toMatchObject({
      status: "subscribed",
      confirmTokenHash: null,
    });
    const entries = await entriesOf(email);
    expect(
      entries.map((entry) => [entry.uniqueNumber, entry.version, entry.status, entry.userType]),
    ).toEqual([["NEWS-1", 1, "accepted", "guest"]]);
    const welcome = (await mailsTo(email)).find((mail) => mail.template === "newsletterWelcome");
    expect(welcome?.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    // the welcome mail's unsubscribe link is the confirmation mail's: no token was stored raw
    const [confirmation] = await mailsTo(email);
    expect(welcome?.headers["List-Unsubscribe"]).toBe(confirmation?.headers["List-Unsubscribe"]);
    const again = await confirm(token);
    expect(again.status).toBe(400);
    expect(again.error).toMatchObject({ key: "api.newsletterTokenInvalid" });
    expect(again.error?.message).toMatch(/^Poveznica nije valjana/);
    expect(await entriesOf(email)).toHaveLength(1);
  });

  it("refuses an unknown token, junk and an expired link", async () => {
    expect((await confirm("0".repeat(32))).error?.key).toBe("api.newsletterTokenInvalid");
    expect((await confirm("<script>")).status).toBe(400);
    expect(
      (await api("/api/v1/cms/form/confirmEmail", { body: { token: "a", extra: 1 } })).status,
    ).toBe(400);
    const { email, token } = await subscribed();
    await server.database.db
      .update(newsletterSubscribers)
      .set({ confirmExpiresAt: sql`now() - interval '1 minute'` })
      .where(eq(newsletterSubscribers.email, email));
    expect((await confirm(token)).error?.key).toBe("api.newsletterTokenInvalid");
    expect((await subscriberOf(email))?.status).toBe("pending");
    expect(await entriesOf(email)).toEqual([]);
  });

  it("confirms once when the link is opened twice at once", async () => {
    const { email, token } = await subscribed();
    const answers = await Promise.all(Array.from({ length: 4 }, () => confirm(token)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400, 400, 400]);
    expect(await entriesOf(email)).toHaveLength(1);
    expect(
      (await mailsTo(email)).filter((mail) => mail.template === "newsletterWelcome"),
    ).toHaveLength(1);
  });

  it("answers alreadySubscribedToNewsletter to a subscribed address, in the request's language", async () => {
    const { email, token } = await subscribed();
    await confirm(token);
    const again = await subscribe({ email: email.toUpperCase(), consents: ["newsletter"] });
    expect(again.status).toBe(409);
    expect(again.error).toMatchObject({
      key: "api.alreadySubscribedToNewsletter",
      message: "Ova adresa e-pošte već je prijavljena na newsletter",
    });
    const english = await subscribe({ email, consents: ["newsletter"] }, "eng");
    expect(english.error?.message).toBe(
      "This e-mail address is already subscribed to the newsletter",
    );
    expect(await mailsTo(email)).toHaveLength(2);
  });
});

describe("unsubscribing (one click, RFC 8058)", () => {
  async function confirmedWithLink() {
    const { email, token } = await subscribed();
    await confirm(token);
    const [mail] = await mailsTo(email);
    const oneClick = new URL(/^<(.+)>$/.exec(mail?.headers["List-Unsubscribe"] ?? "")?.[1] ?? "");
    return { email, token: oneClick.searchParams.get("token") ?? "" };
  }

  it("takes a mail client's one-click form post, logs the withdrawal, and changes nothing the second time", async () => {
    const { email, token } = await confirmedWithLink();
    expect((await unsubscribe(token)).data).toEqual({ status: "unsubscribed" });
    expect(await subscriberOf(email)).toMatchObject({ status: "unsubscribed" });
    const entries = await entriesOf(email);
    expect(entries.map((entry) => [entry.uniqueNumber, entry.status])).toEqual([
      ["NEWS-1", "accepted"],
      ["NEWS-1", "withdrawn"],
    ]);
    // the site's SendGdprTo address hears of the withdrawal (the demo seed sets it)
    expect(await gdprNoticesAbout(email)).toHaveLength(1);
    const again = await unsubscribe(token, "application/x-www-form-urlencoded; charset=utf-8");
    expect(again).toMatchObject({ status: 200, data: { status: "unsubscribed" } });
    expect(await entriesOf(email)).toHaveLength(2);
    expect(await gdprNoticesAbout(email)).toHaveLength(1);
  });

  it("takes the token in a JSON body, and lets an unsubscribed address subscribe again", async () => {
    const { email, token } = await confirmedWithLink();
    const answer = await api("/api/v1/marketing/newsletter/unsubscribe", { body: { token } });
    expect(answer.status).toBe(200);
    const renewed = await subscribed(email);
    expect((await confirm(renewed.token)).status).toBe(200);
    expect((await entriesOf(email)).map((entry) => entry.status)).toEqual([
      "accepted",
      "withdrawn",
      "accepted",
    ]);
  });

  it("refuses an unknown or missing token and junk bodies, never with a 500", async () => {
    expect((await unsubscribe("f".repeat(32))).error?.key).toBe("api.newsletterTokenInvalid");
    const form = (body: string) =>
      api("/api/v1/marketing/newsletter/unsubscribe", {
        raw: { type: "application/x-www-form-urlencoded", body },
      });
    expect((await form("List-Unsubscribe=One-Click")).error?.key).toBe(
      "api.newsletterTokenInvalid",
    );
    expect((await form("List-Unsubscribe=Maybe&token=abc")).status).toBe(400);
    expect((await form("token=%3Cscript%3E")).status).toBe(400);
    expect((await form(`token=${"a".repeat(8 * 1024)}`)).status).toBe(413);
    expect((await api("/api/v1/marketing/newsletter/unsubscribe", { method: "GET" })).status).toBe(
      405,
    );
  });
});

describe("the back office's subscribers", () => {
  it("answers 401 to a visitor and 403 to a shopper", async () => {
    for (const path of [
      "/api/v1/admin/newsletter/subscribers",
      "/api/v1/admin/newsletter/subscribers/export",
    ]) {
      expect((await api(path)).status, path).toBe(401);
      expect((await api(path, { role: "shopper" })).status, path).toBe(403);
    }
  });

  it("lists subscribers by a part of the e-mail and state, each with its consent history", async () => {
    const { email, token } = await subscribed(newAddress("popis"));
    await confirm(token);
    const list = await api<NewsletterSubscriberList>(
      `/api/v1/admin/newsletter/subscribers?search=${encodeURIComponent(`popis.${run}`)}&status=subscribed`,
      { role: "back-office" },
    );
    expect(list.status).toBe(200);
    expect(list.data.total).toBe(1);
    expect(list.data.records[0]).toMatchObject({
      email,
      status: "subscribed",
      history: [{ uniqueNumber: "NEWS-1", version: 1, status: "accepted", userType: "guest" }],
    });
    const pending = await api<NewsletterSubscriberList>(
      `/api/v1/admin/newsletter/subscribers?search=${encodeURIComponent(`popis.${run}`)}&status=pending`,
      { role: "back-office" },
    );
    expect(pending.data.records).toEqual([]);
    // LIKE's wildcards are only characters
    const wild = await api<NewsletterSubscriberList>(
      "/api/v1/admin/newsletter/subscribers?search=%25",
      {
        role: "back-office",
      },
    );
    expect(wild.data.total).toBe(0);
    for (const query of ["perPage=51", "status=gone", "page=0", `search=${"x".repeat(255)}`])
      expect(
        (await api(`/api/v1/admin/newsletter/subscribers?${query}`, { role: "back-office" }))
          .status,
        query,
      ).toBe(400);
  });

  it("exports a CSV with formula cells defused", async () => {
    const email = `=1+2.${run}@example.com`;
    await subscribe({ email, consents: ["newsletter"] });
    const csv = await api<string>(
      `/api/v1/admin/newsletter/subscribers/export?search=${encodeURIComponent(run)}`,
      { role: "back-office" },
    );
    expect(csv.status).toBe(200);
    const lines = csv.data.replace(/^\uFEFF/, "").split("\r\n");
    expect(lines[0]).toBe("email,language,status,createdAt,confirmedAt,unsubscribedAt,consents");
    expect(lines).toContainEqual(
      expect.stringMatching(new RegExp(`^'=1\\+2\\.${run}@example\\.com,hrv,pending,`)),
    );
    expect(lines.some((line) => /accepted NEWS-1 v1; .* withdrawn NEWS-1 v1/.test(line))).toBe(
      true,
    );
  });
});
