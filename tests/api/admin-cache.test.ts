import { randomUUID } from "node:crypto";
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CacheInfo } from "#generated/types.ts";
import { accessTokenAt, accessTokenOf, asEditor } from "./backoffice.ts";
import { call, errorOf } from "./http.ts";
import { startTestServer, type TestServer } from "./server.ts";

// spec 2: /admin/cache is there only when Redis is configured (README: REDIS_URL).
const redisUrl = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const isRedisUp = await new Promise<boolean>((resolve) => {
  const { hostname, port } = new URL(redisUrl);
  const socket = connect({ host: hostname, port: Number(port) || 6379 });
  socket.once("connect", () => {
    socket.destroy();
    resolve(true);
  });
  socket.once("error", () => resolve(false));
});

describe("admin caches without Redis", () => {
  it("answer 404 cacheUnavailable", async () => {
    const token = await accessTokenOf("back-office");
    const response = await call("/api/v1/admin/cache", { headers: asEditor(token) });
    expect(response.status).toBe(404);
    expect(errorOf(response).key).toBe("api.cacheUnavailable");
  });
});

describe.runIf(isRedisUp)("admin caches with Redis", () => {
  let server: TestServer;
  let token = "";
  const get = (path: string, method = "GET") =>
    fetch(server.url + path, { method, headers: { accessToken: token } });

  beforeAll(async () => {
    server = await startTestServer(
      {
        REDIS_URL: redisUrl,
        REDIS_PREFIX: `test-admin-cache-${randomUUID()}:`,
        // on PostgreSQL the suite's logins of the editor count here too (global-setup.ts)
        LOGIN_RATE_LIMIT: "1000",
        LOGIN_ADDRESS_LIMIT: "100000",
      },
      { isFresh: false },
    );
    token = await accessTokenAt(server.url, "back-office");
  }, 120_000);

  afterAll(async () => {
    const all = await get("/api/v1/admin/cache/all", "DELETE");
    expect(all.status).toBe(200);
    await server.close();
  });

  it("lists the caches with their sizes and clears one", async () => {
    await fetch(`${server.url}/api/v1/cms/term/getBySlug/o-nama`);
    await fetch(`${server.url}/api/v1/cms/navigation/tree/main`);
    const listed = ((await (await get("/api/v1/admin/cache")).json()) as { data: CacheInfo[] })
      .data;
    const page = listed.find((kind) => kind.name === "page");
    expect(page?.entries).toBeGreaterThanOrEqual(1);
    expect(page?.bytes).toBeGreaterThan(100);
    expect(listed.some((kind) => kind.name === "navigation")).toBe(true);
    const cleared = await get("/api/v1/admin/cache/page", "DELETE");
    const after = ((await cleared.json()) as { data: CacheInfo[] }).data;
    expect(after.some((kind) => kind.name === "page")).toBe(false);
    expect(after.some((kind) => kind.name === "navigation")).toBe(true);
    expect((await get("/api/v1/admin/cache/no-such-cache", "DELETE")).status).toBe(404);
  });
});
