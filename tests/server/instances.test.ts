import { randomUUID } from "node:crypto";
import { createConnection } from "node:net";
import { Redis } from "ioredis";
import { afterEach, describe, expect, it } from "vitest";
import { demoAccounts } from "#server/db/seed/seed.ts";
import { type RedisProxy, startRedisProxy } from "./redis-proxy.ts";
import { cleanup, type ServerProcess, startServer } from "./server-process.ts";

// Issue 18: several instances behind a load balancer on one PostgreSQL (and usually one Redis)
// give one answer within a second of a write. Needs a PostgreSQL all instances share:
// DATABASE_URL=… npm run test:server.

afterEach(cleanup);

const databaseUrl = process.env.DATABASE_URL;
// a database of its own on the shared Redis; the keys are under a prefix of this run besides
const redisUrl = `${process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379"}/5`;
const isRedisUp = await new Promise<boolean>((resolve) => {
  const { hostname, port } = new URL(redisUrl);
  const socket = createConnection({ host: hostname, port: Number(port || 6379) });
  socket.once("connect", () => resolve(true));
  socket.once("error", () => resolve(false));
  socket.setTimeout(500, () => resolve(false));
}).then((isUp) => isUp);

// A seeded wine: on its product page, its category page, the product search and the home page.
const product = { id: 1, name: "Dingač Plavac mali 2019" };
const views = {
  "product page": "/product/dingac-plavac-mali-2019",
  "category page": "/shop/crna-vina",
  search: `/pretraga?search=${encodeURIComponent("dingač")}&category=products`,
  "home page": "/",
};
// served to anonymous visitors from the page cache once warm
const cachedViews = ["product page", "category page", "home page"];
const convergenceMs = 1000;

type Shown = { price: string | undefined; cache: string | null };

/** The price a view shows of the product through one instance ("41,37"), and its X-Cache. */
async function readView(server: ServerProcess, path: string): Promise<Shown> {
  const response = await fetch(server.url + path);
  const text = (await response.text()).replace(/<[^>]*>/g, " ").replace(/\s+/g, " ");
  const price = new RegExp(`${product.name} (?:[^€]{0,80} )?(\\d+,\\d\\d) €`).exec(text)?.[1];
  return { price, cache: response.headers.get("x-cache") };
}

async function read(server: ServerProcess): Promise<Record<string, Shown>> {
  const entries = await Promise.all(
    Object.entries(views).map(async ([view, path]) => [view, await readView(server, path)]),
  );
  return Object.fromEntries(entries) as Record<string, Shown>;
}

const pricesOf = (shown: Record<string, Shown>) =>
  Object.fromEntries(Object.entries(shown).map(([view, { price }]) => [view, price]));
const everywhere = (price: string) =>
  Object.fromEntries(Object.keys(views).map((view) => [view, price]));

/**
 * How long after a write `server` went on answering with the old price: each view is read again
 * and again, and its time is when the first request that got the new price was sent (a stale
 * answer comes from a cache, fast; the fresh one may take a render). The slowest view counts.
 */
async function convergence(server: ServerProcess, price: string): Promise<number> {
  const started = performance.now();
  const times = await Promise.all(
    Object.values(views).map(async (path) => {
      for (;;) {
        const sent = performance.now() - started;
        if (sent > 10_000) return Number.POSITIVE_INFINITY;
        if ((await readView(server, path)).price === price) return Math.round(sent);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    }),
  );
  // and it stays so: no instance puts an old page back
  expect(pricesOf(await read(server))).toEqual(everywhere(price));
  return Math.max(...times);
}

type Editor = { url: string; headers: Record<string, string>; body: Record<string, unknown> };

/** The seeded editor, logged in through `server`, and the product's edit form as it is. */
async function editorOn(server: ServerProcess): Promise<Editor> {
  const editor = demoAccounts.find((account) => account.role === "back-office");
  if (!editor) throw new Error("the seed has no back-office account");
  const login = await fetch(`${server.url}/api/v1/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: editor.email, password: editor.password }),
  });
  const { data } = (await login.json()) as { data: { tokens: { accessToken: string } } };
  const headers = { accesstoken: data.tokens.accessToken, language: "hrv" };
  const form = await fetch(`${server.url}/api/v1/product/edit/${product.id}`, { headers });
  // saved several times from this one read: sent without the version it was read at (a stale
  // version is a 409)
  const { version: _version, ...body } = ((await form.json()) as { data: Record<string, unknown> })
    .data;
  return { url: server.url, headers, body };
}

/** Saves the product with a new price through the editor's instance. */
async function setPrice(editor: Editor, price: number): Promise<void> {
  const response = await fetch(`${editor.url}/api/v1/product/update/${product.id}`, {
    method: "PATCH",
    headers: { ...editor.headers, "content-type": "application/json" },
    body: JSON.stringify({ ...editor.body, retailPrice: price, finalPrice: price }),
  });
  expect(response.status, await response.text()).toBe(200);
}

const shownAs = (price: number) => price.toFixed(2).replace(".", ",");
/** A price the product does not have yet (a run that failed may have left one of these). */
const newPrice = (editor: Editor, step: number) =>
  Math.round((Number(editor.body.finalPrice) + step * 1.11) * 100) / 100;

async function restore(editor: Editor | undefined): Promise<void> {
  if (!editor) return;
  await fetch(`${editor.url}/api/v1/product/update/${product.id}`, {
    method: "PATCH",
    headers: { ...editor.headers, "content-type": "application/json" },
    body: JSON.stringify(editor.body),
  });
}

/** Two instances on the one database; B starts after A has migrated (and seeded) it. */
// the suite's database holds the login attempts of the tests before (CI runs the API tests on it
// first): the editor's sign-ins here are not what the login limits are about
const limits = {
  LOGIN_RATE_LIMIT: "1000",
  LOGIN_ADDRESS_LIMIT: "1000",
  LOGIN_ACCOUNT_LIMIT: "1000",
};

async function twoInstances(env: Record<string, string>) {
  const one = await startServer({ env: { DATABASE_URL: databaseUrl, ...limits, ...env } });
  const two = await startServer({ env: { DATABASE_URL: databaseUrl, ...limits, ...env } });
  return { one, two };
}

/** Reads through B twice: every view shows the product, the page cache serves the second time. */
async function warm(two: ServerProcess, price: string) {
  await read(two);
  const shown = await read(two);
  expect(pricesOf(shown)).toEqual(everywhere(price));
  for (const view of cachedViews) expect(shown[view]?.cache, view).toBe("HIT");
}

describe.skipIf(!databaseUrl)(
  "two instances on one PostgreSQL (issue 18; skipped unless DATABASE_URL names a PostgreSQL database)",
  () => {
    it("without Redis: a price saved through A shows through B within a second", async () => {
      const { one, two } = await twoInstances({});
      const editor = await editorOn(one);
      try {
        await warm(two, shownAs(Number(editor.body.finalPrice)));
        const price = newPrice(editor, 1);
        await setPrice(editor, price);
        const ms = await convergence(two, shownAs(price));
        console.log(`without Redis: B answered with the new price ${ms} ms after the write`);
        expect(ms).toBeLessThan(convergenceMs);
      } finally {
        await restore(editor);
      }
    });

    describe.runIf(isRedisUp)("with Redis (skipped when 127.0.0.1:6379 does not answer)", () => {
      let proxy: RedisProxy | undefined;
      const prefix = `vitrina-test-instances-${randomUUID()}:`;
      afterEach(async () => {
        await proxy?.stop();
        const redis = new Redis(redisUrl);
        const keys = await redis.keys(`${prefix}*`);
        if (keys.length > 0) await redis.del(...keys);
        await redis.quit();
      });

      it("a price saved through A shows through B within a second, with Redis taken away in the middle and back", async () => {
        proxy = await startRedisProxy(redisUrl);
        const { one, two } = await twoInstances({
          REDIS_URL: proxy.url,
          REDIS_PREFIX: prefix,
          LOG_LEVEL: "info",
        });
        const editor = await editorOn(one);
        try {
          await warm(two, shownAs(Number(editor.body.finalPrice)));
          const first = newPrice(editor, 1);
          const second = newPrice(editor, 2);
          const third = newPrice(editor, 3);
          await setPrice(editor, first);
          const shared = await convergence(two, shownAs(first));
          console.log(`with Redis: B answered with the new price ${shared} ms after the write`);
          expect(shared).toBeLessThan(convergenceMs);
          await warm(two, shownAs(first));

          // Redis goes away (connections cut, new ones refused): each instance caches on its own
          await proxy.stop();
          await read(two);
          await setPrice(editor, second);
          const away = await convergence(two, shownAs(second));
          console.log(`Redis away: B answered with the new price ${away} ms after the write`);
          expect(away).toBeLessThan(convergenceMs);
          await read(two);
          await read(two);
          const warnings = /Redis is unreachable/g;
          expect(two.output().match(warnings) ?? []).toHaveLength(1);
          expect(one.output().match(warnings) ?? []).toHaveLength(1);

          // Redis is back, still holding the pages of the first price that no instance could drop
          await proxy.start();
          const back = "Redis is reachable again";
          await Promise.all([one.waitFor(back, 10_000), two.waitFor(back, 10_000)]);
          expect(pricesOf(await read(two))).toEqual(everywhere(shownAs(second)));
          await setPrice(editor, third);
          const recovered = await convergence(two, shownAs(third));
          console.log(`Redis back: B answered with the new price ${recovered} ms after the write`);
          expect(recovered).toBeLessThan(convergenceMs);
        } finally {
          await restore(editor);
        }
      });
    });
  },
);
