import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LoginResult } from "#generated/types.ts";
import { siteOptions } from "#server/db/schema.ts";
import { demoAccounts } from "#server/db/seed/seed.ts";
import { startTestServer, type TestServer } from "./server.ts";

// Login counters live in the database, shared with the suite's other servers on PostgreSQL: high limits.
// spec 1, issue 6 §2: in maintenance the pages answer 503, and so does every content endpoint,
// to everyone but back-office users; the rest of the API (site detection, options, login) works.
const contentCalls: [string, RequestInit][] = [
  ["/api/v1/cms/term/getBySlug/o-nama", {}],
  ["/api/v1/cms/finder/decide", { method: "POST", body: JSON.stringify({ route: ["o-nama"] }) }],
  [
    "/api/v1/cms/finder/getUrlOnLanguage",
    { method: "POST", body: JSON.stringify({ slug: "o-nama", targetLanguage: "eng" }) },
  ],
  [
    "/api/v1/cms/element/getByHandlers",
    { method: "POST", body: JSON.stringify({ handlers: ["header-section"] }) },
  ],
  ["/api/v1/cms/element/filter?handlers=header-section", {}],
  ["/api/v1/cms/navigation/tree/main", {}],
  ["/api/v1/media/pictures", { method: "POST", body: JSON.stringify({ paths: [] }) }],
];

function send(server: TestServer, path: string, init: RequestInit, headers = {}) {
  return fetch(server.url + path, {
    ...init,
    headers: { ...(init.body ? { "content-type": "application/json" } : {}), ...headers },
  });
}

async function tokenOf(server: TestServer, role: "back-office" | "shopper"): Promise<string> {
  const account = demoAccounts.find((candidate) => candidate.role === role)!;
  const response = await send(server, "/api/v1/login", {
    method: "POST",
    body: JSON.stringify({ username: account.email, password: account.password }),
  });
  return ((await response.json()) as { data: LoginResult }).data.tokens.accessToken;
}

async function statusesOf(server: TestServer, headers: Record<string, string> = {}) {
  const result: number[] = [];
  for (const [path, init] of contentCalls) {
    const response = await send(server, path, init, headers);
    const body = (await response.json()) as { error?: { status: number; message: string } };
    if (response.status === 503)
      expect(body.error?.message).toBe("Održavanje u toku, biti ćemo s Vama uskoro!");
    result.push(response.status);
  }
  return result;
}

const allOf = (status: number) => contentCalls.map(() => status);

describe("content in maintenance (MAINTENANCE=1)", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(
      { MAINTENANCE: "1", LOGIN_ADDRESS_LIMIT: "100000", LOGIN_RATE_LIMIT: "1000" },
      { isFresh: false },
    );
  });
  afterAll(() => server.close());

  it("answers 503 to visitors and shoppers", async () => {
    expect(await statusesOf(server)).toEqual(allOf(503));
    expect(await statusesOf(server, { accessToken: await tokenOf(server, "shopper") })).toEqual(
      allOf(503),
    );
  });

  it("serves back-office users", async () => {
    expect(await statusesOf(server, { accessToken: await tokenOf(server, "back-office") })).toEqual(
      allOf(200),
    );
  });

  it("keeps site detection, options and health open (the maintenance view needs them)", async () => {
    const detect = await send(server, "/api/v2/domainDetect", {
      method: "POST",
      body: JSON.stringify({ domain: "localhost" }),
    });
    expect(detect.status).toBe(200);
    expect((await send(server, "/api/v1/health", {})).status).toBe(200);
  });
});

describe("content in maintenance (the Maintenance site option)", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(
      { LOGIN_ADDRESS_LIMIT: "100000", LOGIN_RATE_LIMIT: "1000" },
      { isFresh: false },
    );
  });
  // On PostgreSQL every test server shares one database: switch maintenance off for the rest.
  afterAll(async () => {
    await setMaintenanceOption("false");
    await server.close();
  });
  const setMaintenanceOption = (value: string) =>
    server.database.db.update(siteOptions).set({ value }).where(eq(siteOptions.key, "Maintenance"));

  it("answers 503 once the option is on, and 200 while it is off", async () => {
    // A fresh server: nothing is cached yet, so the option is read as the test sets it.
    await setMaintenanceOption("true");
    expect(await statusesOf(server)).toEqual(allOf(503));
    expect(await statusesOf(server, { accessToken: await tokenOf(server, "back-office") })).toEqual(
      allOf(200),
    );
  });
});
