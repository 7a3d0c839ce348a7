import { and, asc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { WebConsent } from "#generated/types.ts";
import { consentLog } from "#server/db/schema-consents.ts";
import { users } from "#server/db/schema.ts";
import { checkConsentLog } from "#server/modules/consents/consent-log.ts";
import { newEmail, simpleBody } from "./account-client.ts";
import { useCardShop } from "./card-payments.ts";
import { data, errorOf } from "./shop-client.ts";

// Consents as data (issue 21, decision 047): the forms' consents read from the database, every
// consent given written to the append-only, hash-chained consent log.
const { suite, db, post, cardOrder, signedInUser } = useCardShop();

const filter = (body: unknown, headers: Record<string, string> = {}) =>
  post("/api/v1/gdpr/consent/filter/web", body, headers);

const entriesOf = (where: ReturnType<typeof eq>) =>
  db().select().from(consentLog).where(where).orderBy(asc(consentLog.id));

describe("the consents a form asks for (spec 7 GDPR consent filter, forWeb)", () => {
  it("answers each form's consents in order, in the request's language, with the required ones", async () => {
    const register = data<{ records: WebConsent[] }>(await filter({ assignedTo: "register" }));
    expect(register.records).toEqual([
      {
        id: "privacy",
        uniqueNumber: "PRIV-1",
        version: 1,
        displayName: expect.stringContaining(
          "Pročitao/la sam pravila zaštite privatnosti",
        ) as unknown,
        isRequired: true,
      },
      expect.objectContaining({ id: "newsletter", uniqueNumber: "NEWS-1", isRequired: false }),
    ]);
    const english = data<{ records: WebConsent[] }>(
      await filter({ assignedTo: "checkoutPayment", forWeb: true }, { language: "eng" }),
    );
    expect(english.records.map((consent) => consent.displayName)).toEqual([
      "I have read and accept the terms of sale and the right of withdrawal.",
    ]);
    const limited = data<{ records: WebConsent[] }>(
      await filter({ assignedTo: "checkoutAddress", limit: 1 }),
    );
    expect(limited.records.map((consent) => consent.id)).toEqual(["privacy"]);
    expect(data<{ records: WebConsent[] }>(await filter({ assignedTo: "nobody" })).records).toEqual(
      [],
    );
  });

  it("refuses junk with a 400", async () => {
    for (const body of [
      {},
      { assignedTo: "<script>" },
      { assignedTo: "register", limit: 101 },
      { assignedTo: "register", extra: 1 },
      { assignedTo: ["register"] },
    ])
      expect((await filter(body)).status, JSON.stringify(body)).toBe(400);
  });
});

describe("the consent log", () => {
  it("records a registration's consents with the account, the text's version and the e-mail", async () => {
    const email = newEmail("privola");
    const response = await post(
      "/api/v1/user/web/register",
      simpleBody(email, { consents: ["privacy", "newsletter"] }),
    );
    expect(response.status).toBe(200);
    const [user] = await db().select().from(users).where(eq(users.email, email));
    const entries = await entriesOf(eq(consentLog.email, email));
    expect(entries.map((entry) => [entry.uniqueNumber, entry.key, entry.status])).toEqual([
      ["PRIV-1", "privacy", "accepted"],
      ["NEWS-1", "newsletter", "accepted"],
    ]);
    expect(entries[0]).toMatchObject({
      siteId: suite.siteId,
      assignedTo: "register",
      version: 1,
      userType: "webUser",
      userId: user?.id,
      sourceType: "cmsSite",
    });
  });

  it("records an order's consents with its number, the guest's e-mail and the order's time", async () => {
    const order = await cardOrder(9, undefined, "cod");
    const entries = await entriesOf(eq(consentLog.orderNumber, order.order.number));
    expect(entries.map((entry) => [entry.assignedTo, entry.uniqueNumber, entry.userType])).toEqual([
      ["checkoutAddress", "PRIV-2", "guest"],
      ["checkoutPayment", "TERMS-1", "guest"],
    ]);
    expect(entries[0]?.statusTimestamp.toISOString()).toBe(order.order.createdAt.toISOString());
    expect(entries[0]?.email).toBe(order.order.email);
  });

  it("cannot be changed, deleted or emptied, even by the database's owner", async () => {
    const [entry] = await db().select().from(consentLog).limit(1);
    if (!entry) throw new Error("the log is empty");
    const refused = async (statement: Promise<unknown>) => {
      const error = await statement.then(
        () => new Error("the statement went through"),
        (reason: unknown) => reason as Error,
      );
      const cause = error.cause instanceof Error ? error.cause.message : "";
      expect(`${error.message} ${cause}`).toMatch(/append-only/);
    };
    await refused(
      db()
        .update(consentLog)
        .set({ email: "someone@else.example" })
        .where(eq(consentLog.id, entry.id)),
    );
    await refused(db().delete(consentLog).where(eq(consentLog.id, entry.id)));
    await refused(db().execute(sql`truncate consent_log`));
    const [still] = await db().select().from(consentLog).where(eq(consentLog.id, entry.id));
    expect(still).toEqual(entry);
  });

  it("is a hash chain: an entry changed past the triggers shows where it was changed", async () => {
    await cardOrder(9, undefined, "cod");
    const before = await checkConsentLog(db(), suite.siteId);
    expect(before.entries).toBeGreaterThan(2);
    expect(before.firstBroken).toBeNull();
    const [victim] = await db()
      .select()
      .from(consentLog)
      .where(eq(consentLog.siteId, suite.siteId))
      .orderBy(asc(consentLog.id))
      .limit(1)
      .offset(1);
    if (!victim) throw new Error("no entry");
    // someone with the database's keys turns the triggers off and edits an entry
    const tamper = (email: string) =>
      db().transaction(async (tx) => {
        await tx.execute(sql`set local session_replication_role = replica`);
        await tx.update(consentLog).set({ email }).where(eq(consentLog.id, victim.id));
      });
    await tamper("forged@example.com");
    try {
      expect((await checkConsentLog(db(), suite.siteId)).firstBroken).toBe(victim.id);
    } finally {
      await tamper(victim.email);
    }
    expect((await checkConsentLog(db(), suite.siteId)).firstBroken).toBeNull();
  });

  it("chains entries written at once in the order of their ids", async () => {
    await Promise.all(Array.from({ length: 6 }, () => cardOrder(9, undefined, "cod")));
    const chain = await db()
      .select({ id: consentLog.id, prevHash: consentLog.prevHash, hash: consentLog.hash })
      .from(consentLog)
      .where(and(eq(consentLog.siteId, suite.siteId)))
      .orderBy(asc(consentLog.id));
    chain.slice(1).forEach((entry, index) => expect(entry.prevHash).toBe(chain[index]?.hash));
    expect((await checkConsentLog(db(), suite.siteId)).firstBroken).toBeNull();
  });

  it("refuses a consent the form does not ask for, and logs nothing for a refused registration", async () => {
    const email = newEmail("odbijen");
    const refused = await post(
      "/api/v1/user/web/register",
      simpleBody(email, { consents: ["privacy", "terms"] }),
    );
    expect(refused.status).toBe(400);
    expect(errorOf(refused).key).toBe("validation.enum");
    expect(await entriesOf(eq(consentLog.email, email))).toEqual([]);
  });
});

describe("the site's consent log create (spec 7 gdpr web/consent/log/create)", () => {
  const logCreate = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    post(
      "/api/v1/gdpr/web/consent/log/create",
      {
        assignedTo: "checkoutAddress",
        status: "accepted",
        statusTimestamp: new Date().toISOString(),
        sourceType: "cmsSite",
        consents: ["newsletter"],
        user: { userType: "guest", email: "gost@example.com" },
        ...body,
      },
      headers,
    );

  it("records a guest's acceptance and withdrawal with the version shown", async () => {
    const email = newEmail("gost");
    const user = { userType: "guest", email };
    expect((await logCreate({ user })).status).toBe(200);
    expect((await logCreate({ user, status: "withdrawn" })).status).toBe(200);
    const entries = await entriesOf(eq(consentLog.email, email));
    expect(entries.map((entry) => [entry.uniqueNumber, entry.status, entry.userType])).toEqual([
      ["NEWS-1", "accepted", "guest"],
      ["NEWS-1", "withdrawn", "guest"],
    ]);
    expect(entries[1]?.version).toBe(1);
  });

  it("records a signed-in visitor as their account, and only for their own e-mail", async () => {
    const customer = await signedInUser();
    const headers = { accessToken: customer.accessToken };
    const other = await logCreate(
      { user: { userType: "webUser", email: "someone.else@example.com" } },
      headers,
    );
    expect(other.status).toBe(401);
    const own = await logCreate({ user: { userType: "webUser", email: customer.email } }, headers);
    expect(own.status).toBe(200);
    const entries = await entriesOf(eq(consentLog.email, customer.email));
    expect(entries.map((entry) => [entry.userType, entry.userId])).toEqual([
      ["webUser", customer.id],
    ]);
  });

  it("refuses an id the form does not ask for, another account's e-mail, and junk", async () => {
    const email = newEmail("krivo");
    const wrong = await logCreate({ consents: ["terms"], user: { userType: "guest", email } });
    expect(wrong.status).toBe(400);
    expect(errorOf(wrong).key).toBe("validation.enum");
    // a webUser is the token's account: none, or another's e-mail, is a 401
    const noToken = await logCreate({ user: { userType: "webUser", email } });
    expect(noToken.status).toBe(401);
    for (const body of [
      { status: "maybe" },
      { sourceType: "elsewhere" },
      { consents: [] },
      { consents: ["newsletter", "newsletter"] },
      { user: { userType: "guest", email: "not an address" } },
      { assignedTo: "<b>" },
      { extra: true },
    ])
      expect((await logCreate({ ...body })).status, JSON.stringify(body)).toBe(400);
    expect(await entriesOf(eq(consentLog.email, email))).toEqual([]);
  });

  it("lets one e-mail write only so much, so nobody fills the append-only log", async () => {
    const user = { userType: "guest", email: newEmail("poplava") };
    const answers: number[] = [];
    for (let attempt = 0; attempt < 12; attempt += 1)
      answers.push((await logCreate({ user })).status);
    expect(answers.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(answers.slice(10)).toEqual([429, 429]);
    expect(await entriesOf(eq(consentLog.email, user.email))).toHaveLength(10);
  });
});
