import { randomUUID } from "node:crypto";
import { connect } from "node:net";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SiteApp, startSiteApp } from "./site-app.ts";

// Issue 19: every text response compressed by the browser's Accept-Encoding (br, else gzip).
let site: SiteApp;
let app: FastifyInstance;

beforeAll(async () => {
  site = await startSiteApp();
  ({ app } = site);
}, 300_000);

afterAll(() => site.close());

type Call = { method?: "GET" | "POST"; headers?: Record<string, string>; body?: unknown };

const get = (url: string, headers: Record<string, string> = {}) => call(url, { headers });

const call = (url: string, { method = "GET", headers = {}, body }: Call = {}) =>
  app.inject({
    method,
    url,
    headers: {
      host: "localhost",
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      ...headers,
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });

/** The body as the browser reads it: decoded by its Content-Encoding. */
function decoded(response: LightMyRequestResponse): Buffer {
  const encoding = response.headers["content-encoding"];
  if (encoding === "br") return brotliDecompressSync(response.rawPayload);
  if (encoding === "gzip") return gunzipSync(response.rawPayload);
  expect(encoding).toBeUndefined();
  return response.rawPayload;
}

const accepts = [
  ["br, gzip", "br"],
  ["gzip, deflate", "gzip"],
  ["", undefined],
] as const;

/** The same URL asked with each Accept-Encoding: encoded as asked, every copy the same bytes. */
async function expectEncodedByAccept(
  url: string,
  options: Call = {},
): Promise<LightMyRequestResponse[]> {
  const responses: LightMyRequestResponse[] = [];
  for (const [accept, encoding] of accepts) {
    const headers = { ...options.headers, ...(accept ? { "accept-encoding": accept } : {}) };
    const response = await call(url, { ...options, headers });
    expect(response.statusCode, `${url} ${accept}`).toBe(200);
    expect(response.headers["content-encoding"], `${url} ${accept}`).toBe(encoding);
    expect(String(response.headers.vary).toLowerCase(), url).toContain("accept-encoding");
    responses.push(response);
  }
  const [identity, ...encoded] = responses.map(decoded);
  for (const body of encoded) expect(body.equals(identity!)).toBe(true);
  return responses;
}

describe("compression", () => {
  it("sends the site's JavaScript as precompressed at build time, by Accept-Encoding", async () => {
    const home = await get("/");
    const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"|href="(\/assets\/[^"]+\.js)"/.exec(
      home.body,
    );
    const url = script?.[1] ?? script?.[2] ?? "";
    expect(url).toMatch(/^\/assets\//);
    const [br, gzip, identity] = await expectEncodedByAccept(url);
    // the hashed file's long cache holds for every encoding
    for (const response of [br, gzip, identity])
      expect(response?.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(br!.rawPayload.length).toBeLessThan(gzip!.rawPayload.length);
  });

  it("compresses the API's JSON as it is sent", async () => {
    const [br, gzip, identity] = await expectEncodedByAccept("/api/v1/product/web/filter", {
      method: "POST",
      body: { limit: 20 },
    });
    expect(JSON.parse(decoded(br!).toString())).toHaveProperty("data.records");
    expect(identity!.rawPayload.length).toBeGreaterThan(1024);
    expect(gzip!.rawPayload.length).toBeLessThan(identity!.rawPayload.length);
  });

  it("leaves an answer under 1 KB as it is", async () => {
    const small = await get("/api/v1/no-such-call", { "accept-encoding": "br, gzip" });
    expect(small.statusCode).toBe(404);
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers["content-encoding"]).toBeUndefined();
  });

  it("compresses a page rendered for a visitor with a session (never cached)", async () => {
    const [br] = await expectEncodedByAccept("/o-nama", {
      headers: { cookie: "accessToken=x" },
    });
    expect(br!.headers["x-cache"]).toBeUndefined();
    expect(decoded(br!).toString()).toMatch(/^<!DOCTYPE html>/);
    // rendered for this visitor alone, its scripts still allowed by hash, no nonce
    expect(String(br!.headers["content-security-policy"])).toMatch(/script-src 'self' 'sha256-/);
  });

  it("serves a cached page's stored encodings: the same bytes and ETag for every visitor", async () => {
    const first = await get("/kontakt", { "accept-encoding": "br, gzip" });
    expect(first.headers["x-cache"]).toBe("MISS");
    const [br, gzip, identity] = await expectEncodedByAccept("/kontakt");
    for (const response of [br, gzip, identity]) {
      expect(response!.headers["x-cache"]).toBe("HIT");
      expect(response!.headers.vary).toBe("Cookie, Accept-Encoding");
    }
    // the miss sent what the hits send: stored once, compressed once
    expect(br!.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(br!.headers.etag).toBe(first.headers.etag);
    const again = await get("/kontakt", { "accept-encoding": "br, gzip" });
    expect(again.rawPayload.equals(br!.rawPayload)).toBe(true);
    expect(again.headers.etag).toBe(br!.headers.etag);
    expect(again.headers["content-security-policy"]).toBe(br!.headers["content-security-policy"]);
    expect(String(again.headers["content-security-policy"])).toMatch(/script-src 'self' 'sha256-/);
    // each encoding is a copy of its own, with its own ETag
    const etags = new Set([br, gzip, identity].map((response) => response!.headers.etag));
    expect(etags.size).toBe(3);
    expect(br!.rawPayload.length).toBeLessThan(identity!.rawPayload.length / 3);
  });

  it("answers 304 to the copy the browser has in that encoding", async () => {
    const page = await get("/kontakt", { "accept-encoding": "gzip" });
    const etag = String(page.headers.etag);
    const current = await get("/kontakt", { "accept-encoding": "gzip", "if-none-match": etag });
    expect(current.statusCode).toBe(304);
    expect(current.rawPayload.length).toBe(0);
    expect(current.headers["content-encoding"]).toBeUndefined();
    const other = await get("/kontakt", { "accept-encoding": "br", "if-none-match": etag });
    expect(other.statusCode).toBe(200);
    expect(other.headers["content-encoding"]).toBe("br");
  });
});

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

// Redis keeps a page as JSON: its encodings must come back the same bytes.
describe.runIf(isRedisUp)("compressed pages in the Redis cache", () => {
  let shared: SiteApp;

  beforeAll(async () => {
    shared = await startSiteApp({
      REDIS_URL: redisUrl,
      REDIS_PREFIX: `test-compression-${randomUUID()}:`,
    });
  }, 300_000);

  afterAll(async () => {
    await shared.services.cache.clear();
    await shared.close();
  });

  it("sends a page read back from Redis as the bytes it stored", async () => {
    const visit = (accept: string) =>
      shared.app.inject({
        method: "GET",
        url: "/o-nama",
        headers: { host: "localhost", "accept-encoding": accept },
      });
    const miss = await visit("br");
    expect(miss.headers["x-cache"]).toBe("MISS");
    const hit = await visit("br");
    expect(hit.headers["x-cache"]).toBe("HIT");
    expect(hit.headers["content-encoding"]).toBe("br");
    expect(hit.rawPayload.equals(miss.rawPayload)).toBe(true);
    const gzip = await visit("gzip");
    expect(gunzipSync(gzip.rawPayload).equals(brotliDecompressSync(hit.rawPayload))).toBe(true);
  });
});
