import { randomInt } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LoginResult, MissingUrlList, Redirect, RedirectList } from "#generated/types.ts";
import { domains, siteOptions, sites } from "#server/db/schema.ts";
import { missingUrls, redirects } from "#server/db/schema-redirects.ts";
import { invalidateContent, invalidateSites } from "#server/platform/cache-keys.ts";
import { demoAccount, type Role } from "./backoffice.ts";
import { rawRequest } from "./raw-http.ts";
import { loginLimits, startTestServer, type TestServer } from "./server.ts";

// issue 22: missing URLs (spec 7 redirect addFailedRequest) and the back office's redirects, on
// a server of this file's own (its database is written directly for options and domains).
let server: TestServer;
const tokens: Record<Role, string> = { "back-office": "", shopper: "" };
let siteId = "";
const run = `t${randomInt(100000, 999999)}`;

type Answer<T> = { status: number; data: T; key?: string };

async function api<T>(
  url: string,
  options: { method?: string; body?: unknown; role?: Role | null } = {},
): Promise<Answer<T>> {
  const role = options.role === undefined ? "back-office" : options.role;
  const response = await fetch(server.url + url, {
    method: options.method ?? (options.body === undefined ? "GET" : "POST"),
    headers: {
      language: "hrv",
      ...(role ? { accessToken: tokens[role] } : {}),
      ...(options.body === undefined ? {} : { "content-type": "application/json" }),
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const body = (await response.json()) as { data: T; error?: { key: string } };
  return {
    status: response.status,
    data: body.data,
    ...(body.error ? { key: body.error.key } : {}),
  };
}

/** A visitor's GET (fetch would follow the redirect, and sends no Host of the test's own). */
async function visit(url: string, host?: string) {
  const response = await rawRequest(server.url, url, { headers: host ? { host } : {} });
  return { status: response.status, headers: new Headers(response.headers) };
}

beforeAll(async () => {
  // on PostgreSQL every file's logins count against one address: the suite's limits (global-setup)
  server = await startTestServer(loginLimits, { isFresh: false });
  for (const role of ["back-office", "shopper"] as const) {
    const { email, password } = demoAccount(role);
    const login = await api<LoginResult>("/api/v1/login", {
      body: { username: email, password },
      role: null,
    });
    tokens[role] = login.data.tokens.accessToken;
  }
  const [site] = await server.database.db.select().from(sites).orderBy(sites.id).limit(1);
  siteId = site!.id;
}, 120_000);

afterAll(async () => {
  const { db } = server.database;
  await db.delete(redirects).where(eq(redirects.siteId, siteId));
  await db.delete(missingUrls).where(eq(missingUrls.siteId, siteId));
  await server.close();
});

describe("missing URLs (spec 7 redirect addFailedRequest)", () => {
  it("counts a path once per request, normalised, and never one over 512 characters", async () => {
    const path = `/nema-${run}`;
    for (const sent of [`${path}?utm=1`, `${path}/`, `/${path}`]) {
      const answer = await api<{ recorded: boolean }>("/api/v1/cms/redirect/addFailedRequest", {
        body: { path: sent },
        role: null,
      });
      expect(answer.data).toEqual({ recorded: true });
    }
    const long = await api<{ recorded: boolean }>("/api/v1/cms/redirect/addFailedRequest", {
      body: { path: `/${"a".repeat(600)}` },
      role: null,
    });
    expect(long.data).toEqual({ recorded: false });
    const list = await api<MissingUrlList>(`/api/v1/admin/redirects/missing?search=${run}`);
    expect(list.data.records).toMatchObject([{ path, hits: 3, redirectId: null }]);
  });

  it("refuses a body without a path (400), and the list to anyone but the back office", async () => {
    const bad = await api("/api/v1/cms/redirect/addFailedRequest", { body: {}, role: null });
    expect(bad.status).toBe(400);
    const relative = await api("/api/v1/cms/redirect/addFailedRequest", {
      body: { path: "stranica" },
      role: null,
    });
    expect(relative.status).toBe(400);
    expect((await api("/api/v1/admin/redirects/missing", { role: null })).status).toBe(401);
    expect((await api("/api/v1/admin/redirects/missing", { role: "shopper" })).status).toBe(403);
  });
});

describe("redirects", () => {
  it("redirects a page's GET before anything renders, keeping the query", async () => {
    const from = `/stara-${run}`;
    const created = await api<Redirect>("/api/v1/admin/redirects", {
      body: { from: `${from}/`, to: "/o-nama" },
    });
    expect(created.data).toMatchObject({ from, to: "/o-nama", status: 301 });
    const response = await visit(`${from}?utm=1`);
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/o-nama?utm=1");
    // the API is never redirected
    expect((await api(`/api${from}`)).status).toBe(404);

    const updated = await api<Redirect>(`/api/v1/admin/redirects/${created.data.id}`, {
      method: "PUT",
      body: { from, to: "https://vitrina.example/novo", status: 302 },
    });
    expect(updated.data.status).toBe(302);
    const moved = await visit(from);
    expect([moved.status, moved.headers.get("location")]).toEqual([
      302,
      "https://vitrina.example/novo",
    ]);
    const list = await api<RedirectList>(`/api/v1/admin/redirects?search=${run}`);
    expect(list.data.records.map((redirect) => redirect.id)).toEqual([created.data.id]);

    await api(`/api/v1/admin/redirects/${created.data.id}`, { method: "DELETE" });
    expect((await visit(from)).status).toBe(404);
  });

  it("refuses a second redirect of a path (409), a loop and a bad target (400)", async () => {
    const from = `/dvaput-${run}`;
    expect((await api("/api/v1/admin/redirects", { body: { from, to: "/" } })).status).toBe(200);
    const twice = await api("/api/v1/admin/redirects", { body: { from, to: "/kontakt" } });
    expect([twice.status, twice.key]).toEqual([409, "api.redirectExists"]);
    const loop = await api("/api/v1/admin/redirects", {
      body: { from: `/petlja-${run}`, to: `/petlja-${run}?a=1` },
    });
    expect([loop.status, loop.key]).toEqual([400, "api.redirectLoop"]);
    for (const to of ["javascript:alert(1)", "//evil.example", "nema-kose-crte"]) {
      expect(
        (await api("/api/v1/admin/redirects", { body: { from: `/x-${run}`, to } })).status,
      ).toBe(400);
    }
    expect(
      (await api("/api/v1/admin/redirects", { body: { from, to: "/" }, role: "shopper" })).status,
    ).toBe(403);
    expect((await api("/api/v1/admin/redirects/999999", { method: "DELETE" })).status).toBe(404);
  });

  it("moves between www and the bare domain as WwwPolicy says, path and query kept", async () => {
    const { db } = server.database;
    const name = `konoba-${run}.example`;
    await db.insert(domains).values({ siteId, name, url: `https://${name}` });
    await invalidateSites(server.services.changes);
    const policy = async (value: string) => {
      await db
        .delete(siteOptions)
        .where(and(eq(siteOptions.siteId, siteId), eq(siteOptions.key, "WwwPolicy")));
      await db.insert(siteOptions).values({ siteId, key: "WwwPolicy", value });
      await invalidateContent(server.services.changes, { siteId, kinds: ["option"] });
    };
    try {
      await policy("non-www");
      const bare = await visit("/o-nama?a=1", `www.${name}`);
      expect([bare.status, bare.headers.get("location")]).toEqual([
        301,
        `http://${name}/o-nama?a=1`,
      ]);
      await policy("www");
      const www = await visit("/o-nama", name);
      expect([www.status, www.headers.get("location")]).toEqual([301, `http://www.${name}/o-nama`]);
      // a host the installation does not answer for is never sent on
      expect((await visit("/o-nama", "drugi.example")).status).not.toBe(301);
    } finally {
      await policy("none");
      await db.delete(domains).where(eq(domains.name, name));
      await invalidateSites(server.services.changes);
    }
  });
});
