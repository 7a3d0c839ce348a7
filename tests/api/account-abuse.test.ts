import { once } from "node:events";
import { Worker } from "node:worker_threads";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LoginResult } from "#generated/types.ts";
import { domains, loginAttempts, outbox, users } from "#server/db/schema.ts";
import { afterReplyOf } from "#server/platform/after-reply.ts";
import { newEmail, password, simpleBody } from "./account-client.ts";
import { startTestServer, type TestServer } from "./server.ts";

// Hostile clients at the account calls (issue 18). Its own server without SMTP, so every mail
// stays in the outbox where these tests read it, and with TRUST_PROXY=1 so each call comes from
// its own client address (the account calls are limited per address).
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer(
    { TRUST_PROXY: "1", LOGIN_RATE_LIMIT: "1000" },
    { isFresh: false },
  );
});
afterAll(() => server.close());

let clientAddress = 0;
const nextAddress = () => `10.18.${Math.floor(++clientAddress / 250)}.${clientAddress % 250}`;

async function call(
  path: string,
  options: { body?: unknown; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: unknown }> {
  const response = await fetch(server.url + path, {
    method: options.body === undefined ? "GET" : "POST",
    headers: {
      ...(options.body === undefined ? {} : { "content-type": "application/json" }),
      "x-forwarded-for": nextAddress(),
      ...options.headers,
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const body: unknown = await response.json();
  return { status: response.status, body };
}

const mailsTo = (email: string) =>
  server.database.db.select().from(outbox).where(eq(outbox.to, email));

/** Waits for the work the server does after its answers (the mails asked for by address). */
const settled = () => afterReplyOf(server.services).idle();

// The timed calls come from a thread of their own: the server shares this one, and the work it
// does after an answer would otherwise delay this thread's reading of that answer.
const timerSource = `
  const { parentPort } = require("node:worker_threads");
  parentPort.on("message", async ({ url, address, body }) => {
    const started = performance.now();
    const response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": address },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    parentPort.postMessage({ body: JSON.parse(text), ms: performance.now() - started });
  });
`;
let timer: Worker;
beforeAll(() => {
  timer = new Worker(timerSource, { eval: true });
});
afterAll(() => timer.terminate());

/** A POST timed from the timer thread: its answer and the milliseconds until it was read whole. */
async function timedPost(path: string, body: unknown): Promise<{ body: unknown; ms: number }> {
  timer.postMessage({ url: server.url + path, address: nextAddress(), body });
  const [answer] = (await once(timer, "message")) as [{ body: unknown; ms: number }];
  return answer;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

// The account's work made slow, as on a loaded database: each token written sleeps 100 ms.
const slowTokens = [
  `create function account_abuse_slow_token() returns trigger language plpgsql as
    $$ begin perform pg_sleep(0.1); return new; end $$`,
  `create trigger account_abuse_slow_token before insert on account_tokens
    for each row execute function account_abuse_slow_token()`,
];
const runAll = async (statements: string[]) => {
  for (const statement of statements) await server.database.db.execute(sql.raw(statement));
};

describe("mails asked for by address alone (issue 18)", () => {
  afterAll(() =>
    runAll([
      "drop trigger account_abuse_slow_token on account_tokens",
      "drop function account_abuse_slow_token()",
    ]),
  );
  const pairs = 30;
  const known: string[] = [];
  // made together, one of each in turn, so the two kinds' limiter keys (`forgot:account:<e-mail>`)
  // sit side by side in its index: unknown addresses made at the call sorted apart from the
  // known ones and answered about 0.5 ms slower on PostgreSQL, which had nothing to do with
  // whether an account exists
  const unknown: string[] = [];
  beforeAll(async () => {
    // On PGlite the account's work costs a few ms, too little to time reliably on a busy
    // machine; made slow (slowTokens), the answer must not wait for it either.
    await runAll(slowTokens);
    // unverified accounts, so both the reset and the verification mail go to them
    for (let index = 0; index < pairs; index += 1) {
      known.push(newEmail("adresa"));
      unknown.push(newEmail("adresa"));
    }
    await server.database.db.insert(users).values(
      known.map((email) => ({
        email,
        username: email,
        passwordHash: "x",
        details: { firstName: "Ana", lastName: "Kovač" },
        scope: "web",
        emailVerifiedAt: null,
      })),
    );
  });

  for (const [path, template] of [
    ["/api/v1/user/web/password/forgot", "resetPassword"],
    ["/api/v1/user/web/verify/resend", "verifyEmail"],
  ] as const) {
    it(`${path} answers a known and an unknown address in the same time`, async () => {
      const times = { known: [] as number[], unknown: [] as number[] };
      let isKnownSlower = 0;
      for (let pair = 0; pair < pairs; pair += 1) {
        const ask = async (kind: "known" | "unknown") => {
          const asked = await timedPost(path, {
            email: (kind === "known" ? known[pair] : unknown[pair]) ?? "",
          });
          expect(asked.body).toEqual({ data: { accepted: true } });
          times[kind].push(asked.ms);
          // The account's mail is written after the answer: let that work end before the next
          // call, so each call is timed on an idle server, as an attacker spacing his calls sees it.
          await settled();
          // What that work leaves behind (garbage to collect, the database's own work after a
          // commit) falls on whichever call comes next: an untimed call takes it, so that a timed
          // call never follows a known address's mail (on PostgreSQL the unknown address, second
          // in half the pairs, was slower in 26 of 30 pairs by that alone).
          await timedPost(path, { email: newEmail("zatim") });
          await settled();
          // What that work leaves behind (garbage to collect, the database's own work after a
          // commit) falls on whichever call comes next: an untimed call takes it, so a timed call
          // never follows a known address's mail.
          await timedPost(path, { email: newEmail("zatim") });
          await settled();
        };
        // the order within a pair is random: warm-up and drift favour neither kind
        if (Math.random() < 0.5) {
          await ask("known");
          await ask("unknown");
        } else {
          await ask("unknown");
          await ask("known");
        }
        if ((times.known.at(-1) ?? 0) > (times.unknown.at(-1) ?? 0)) isKnownSlower += 1;
      }
      // Before issue 18 the known address was slower in 20 of 20 pairs (32 against 19 ms; here
      // in 30 of 30, by the trigger's 100 ms). Timed alike, either is slower in about half the
      // pairs: outside 5 to 25 of 30 by chance once in 15,000 runs.
      const [knownMs, unknownMs] = [median(times.known), median(times.unknown)];
      const report = `known slower in ${isKnownSlower} of ${pairs} pairs; medians ${knownMs.toFixed(1)} ms known, ${unknownMs.toFixed(1)} ms unknown`;
      expect(isKnownSlower, report).toBeGreaterThanOrEqual(5);
      expect(isKnownSlower, report).toBeLessThanOrEqual(pairs - 5);
      // the medians apart by less than the slowed work alone (100 ms), with room for the noise
      // of a busy machine
      expect(Math.abs(knownMs - unknownMs), report).toBeLessThan(Math.max(15, unknownMs * 0.5));
      // and the mail did go, once per known address
      expect(
        (await mailsTo(known[0] ?? "")).filter((mail) => mail.template === template),
      ).toHaveLength(1);
    });
  }
});

describe("links in mails (issue 18)", () => {
  it("take the site's configured domain, not the Host or protocol the request claims", async () => {
    const email = newEmail("link");
    await server.database.db.insert(users).values({
      email,
      username: email,
      passwordHash: "x",
      details: { firstName: "Ana", lastName: "Kovač" },
      scope: "web",
    });
    const [domain] = await server.database.db
      .select({ url: domains.url })
      .from(domains)
      .where(eq(domains.name, "127.0.0.1"));
    const configured = new URL(domain?.url ?? "").origin;
    await call("/api/v1/user/web/password/forgot", {
      body: { email },
      // a proxy (TRUST_PROXY) passing on what the client claimed
      headers: { "x-forwarded-host": "127.0.0.1:6666", "x-forwarded-proto": "https" },
    });
    await settled();
    const [mail] = await mailsTo(email);
    const link = /https?:\/\/[^\s"<>]+token=[0-9a-f]{32}/.exec(mail?.text ?? "")?.[0] ?? "";
    expect(new URL(link).origin).toBe(configured);
    expect(new URL(link).pathname).toBe("/zaboravljena-lozinka");
  });
});

describe("account erasure (issue 18, decision 015)", () => {
  it("erases the account's mails in the outbox and the limiter counters keyed by its address", async () => {
    const email = newEmail("brisanje");
    expect((await call("/api/v1/user/web/register", { body: simpleBody(email) })).status).toBe(200);
    const [verification] = await mailsTo(email);
    const token = /verificationToken=([0-9a-f]{32})/.exec(verification?.text ?? "")?.[1] ?? "";
    expect((await call(`/api/v1/user/web/verify/${token}`)).status).toBe(200);
    // a wrong guess and a reset link: counters keyed by the address, and a second mail
    expect(
      (await call("/api/v1/login", { body: { username: email, password: "Kriva-Lozinka-9" } }))
        .status,
    ).toBe(401);
    await call("/api/v1/user/web/password/forgot", { body: { email } });
    await settled();
    const bystander = newEmail("ostaje");
    await server.database.db.insert(users).values({
      email: bystander,
      username: bystander,
      passwordHash: "x",
      details: { firstName: "Ivo", lastName: "Ivić" },
      scope: "web",
    });
    await call("/api/v1/user/web/password/forgot", { body: { email: bystander } });
    await settled();
    const counters = () =>
      server.database.db
        .select({ key: loginAttempts.key })
        .from(loginAttempts)
        .where(sql`${loginAttempts.key} like ${`%${email}`}`);
    expect((await counters()).length).toBeGreaterThanOrEqual(3);

    const login = await call("/api/v1/login", { body: { username: email, password } });
    const { accessToken } = (login.body as { data: LoginResult }).data.tokens;
    const erased = await call("/api/v1/user/web/delete", {
      body: { password },
      headers: { accessToken },
    });
    expect(erased.status).toBe(200);
    expect(await mailsTo(email)).toEqual([]);
    expect(await counters()).toEqual([]);
    // the erasure touched this account's rows only
    expect(await mailsTo(bystander)).toHaveLength(1);
  });
});
