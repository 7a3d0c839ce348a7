import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoAccounts } from "#server/db/seed/seed.ts";
import { startTestServer, type TestServer } from "./server.ts";

// Its own server with the production default (10 login attempts a minute per address and account).
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ LOGIN_RATE_LIMIT: "" });
});
afterAll(() => server.close());

const login = (body: unknown) =>
  fetch(`${server.url}/api/v1/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });

describe("login rate limit", () => {
  it("answers the 11th attempt a minute for one account with 429, other accounts unaffected", async () => {
    const guess = { username: "guessed-account@example.com", password: "wrong-password" };
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 10; attempt += 1) statuses.push((await login(guess)).status);
    expect(statuses).toEqual(Array.from({ length: 10 }, () => 401));

    const limited = await login(guess);
    expect(limited.status).toBe(429);
    const body = (await limited.json()) as { error: { status: number; message: string } };
    expect(body.error).toMatchObject({
      status: 429,
      message: "Previše zahtjeva, pokušajte ponovo uskoro",
    });

    const shopper = demoAccounts.find((account) => account.role === "shopper")!;
    expect((await login({ username: shopper.email, password: shopper.password })).status).toBe(200);
  });
});
