import { like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoAccounts } from "#server/db/seed/seed.ts";
import { loginAttempts, users } from "#server/db/schema.ts";
import { limitLoginAttempts } from "#server/modules/auth/login-limiter.ts";
import { readConfig } from "#server/platform/config.ts";
import { AppError } from "#server/platform/http/app-error.ts";
import { hashPassword } from "#server/platform/passwords.ts";
import { startTestServer, type TestServer } from "./server.ts";

// Its own server with the production per-account default (10 login attempts a minute per address
// and account), a per-address limit of 30, and TRUST_PROXY=1 so each test can be its own client
// address through X-Forwarded-For (issue 6 §3).
const addressLimit = 30;
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer(
    {
      LOGIN_RATE_LIMIT: "",
      LOGIN_ADDRESS_LIMIT: String(addressLimit),
      TRUST_PROXY: "1",
    },
    { isFresh: false },
  );
});
afterAll(() => server.close());

const login = (body: unknown, address: string) =>
  fetch(`${server.url}/api/v1/login`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": address },
    body: JSON.stringify(body),
  });

async function statuses(count: number, send: (index: number) => Promise<Response>) {
  const result: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const response = await send(index);
    await response.arrayBuffer();
    result.push(response.status);
  }
  return result;
}

const shopper = demoAccounts.find((account) => account.role === "shopper")!;

describe("login rate limit", () => {
  it("answers the 11th attempt a minute for one account with 429, other accounts unaffected", async () => {
    const address = "198.51.100.1";
    const guess = { username: "guessed-account@example.com", password: "wrong-password" };
    expect(await statuses(10, () => login(guess, address))).toEqual(
      Array.from({ length: 10 }, () => 401),
    );

    const limited = await login(guess, address);
    expect(limited.status).toBe(429);
    // until the windows of the first attempt are over: this address's minute at this account,
    // and the account's 15 minutes for addresses it does not know (issue 18), both passed
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(Number(limited.headers.get("retry-after"))).toBeLessThanOrEqual(15 * 60);
    const body = (await limited.json()) as { error: { status: number; message: string } };
    expect(body.error).toMatchObject({
      status: 429,
      message: "Previše zahtjeva, pokušajte ponovo uskoro",
    });

    const right = { username: shopper.email, password: shopper.password };
    expect((await login(right, address)).status).toBe(200);
  });

  it("6,000 junk requests flush no counter: the account under attack stays limited", async () => {
    const address = "198.51.100.2";
    const victim = { username: "victim@example.com", password: "wrong-password" };
    await statuses(10, () => login(victim, address));
    expect((await login(victim, address)).status).toBe(429);

    // The flood of the review: a new key each, from the same address, all failing validation.
    const junk = 6000;
    let sent = 0;
    const worker = async () => {
      while (sent < junk) {
        const index = (sent += 1);
        const response = await login({ username: `junk-${index}@example.com` }, address);
        await response.arrayBuffer();
        expect(response.status).toBe(400);
      }
    };
    await Promise.all(Array.from({ length: 16 }, worker));

    expect((await login(victim, address)).status).toBe(429);
    // Junk never reached the per-address counter either: this address may still try another account.
    expect((await login({ ...victim, username: "someone-else@example.com" }, address)).status).toBe(
      401,
    );
  });

  it("stops one address trying many accounts, and only that address", async () => {
    const address = "198.51.100.3";
    const tries = await statuses(addressLimit + 5, (index) =>
      login({ username: `account-${index}@example.com`, password: "wrong-password" }, address),
    );
    expect(tries.slice(0, addressLimit)).toEqual(Array.from({ length: addressLimit }, () => 401));
    expect(tries.slice(addressLimit)).toEqual([429, 429, 429, 429, 429]);

    const other = { username: "account-1@example.com", password: "wrong-password" };
    expect((await login(other, "198.51.100.4")).status).toBe(401);
  });
});

describe("guesses at one account from many addresses (issue 18)", () => {
  it("are slowed after 10 in 15 minutes, never the owner at an address they signed in from", async () => {
    const email = `owner-${Date.now()}@example.com`;
    const secret = "Tamno-Zeleni-Bor-7";
    await server.database.db.insert(users).values({
      email,
      username: email,
      passwordHash: await hashPassword(secret),
      details: { firstName: "Ana", lastName: "Kovač" },
      scope: "web",
    });
    const home = "203.0.113.1";
    expect((await login({ username: email, password: secret }, home)).status).toBe(200);

    // 12 guesses, each from a new address: the owner's first sign-in and 9 guesses make the 10
    // attempts a window allows; the rest wait for the window's end (Retry-After, 15 minutes)
    const guess = { username: email, password: "wrong-password" };
    const tries = await statuses(12, (index) => login(guess, `203.0.113.${10 + index}`));
    expect(tries).toEqual([...Array.from({ length: 9 }, () => 401), 429, 429, 429]);
    const limited = await login(guess, "203.0.113.50");
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(60);
    expect(Number(limited.headers.get("retry-after"))).toBeLessThanOrEqual(15 * 60);

    // the owner at home is never stopped by it: a typo is a 401, the password signs in
    expect((await login(guess, home)).status).toBe(401);
    expect((await login({ username: email, password: secret }, home)).status).toBe(200);
    // a new address of the owner's waits like the guesser's, until the window ends
    expect((await login({ username: email, password: secret }, "203.0.113.60")).status).toBe(429);
    const later = new Date(Date.now() + 16 * 60_000);
    await expect(
      limitLoginAttempts(
        { db: server.database.db, config: readConfig({}, []) },
        { address: "203.0.113.60", username: email },
        later,
      ),
    ).resolves.toBeUndefined();
  });
});

describe(`login counters in the database`, () => {
  const config = { ...readConfig({}, []), loginRateLimit: 3, loginAddressLimit: 6 };
  const attempt = (username: string, at: Date) =>
    limitLoginAttempts({ db: server.database.db, config }, { address: "192.0.2.7", username }, at)
      .then(() => "ok")
      .catch((error: unknown) => (error instanceof AppError ? error.status : "error"));

  it(`count per window, start over when it ends, and expired windows are swept`, async () => {
    const start = new Date(Date.now() + 3_600_000);
    const inWindow = (seconds: number) => new Date(start.getTime() + seconds * 1000);
    expect(server.databaseKind).toMatch(/pglite|postgres/);
    const first = await Promise.all([1, 2, 3, 4].map((second) => attempt("Ana", inWindow(second))));
    // concurrent attempts are counted atomically: exactly three pass
    expect(first.filter((result) => result === "ok")).toHaveLength(3);
    expect(first.filter((result) => result === 429)).toHaveLength(1);
    // the same account in any case is one counter; a minute after its first attempt it starts over
    expect(await attempt("ANA", inWindow(30))).toBe(429);
    expect(await attempt("ana", inWindow(70))).toBe("ok");
    // six attempts at this address in 15 minutes, whichever accounts: then 429
    expect(await attempt("bruno", inWindow(71))).toBe(429);

    const rows = () =>
      server.database.db.select().from(loginAttempts).where(like(loginAttempts.key, "%192.0.2.7%"));
    expect((await rows()).length).toBe(3);
    // 16 minutes on, the next attempt sweeps every ended window and counts afresh
    expect(await attempt("ana", inWindow(71 + 16 * 60))).toBe("ok");
    expect((await rows()).map((row) => row.attempts)).toEqual([1, 1]);
  });
});
