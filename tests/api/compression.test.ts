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
  // each page rendered now carries its own CSP nonce
  const [identity, ...encoded] = responses.map((response) =>
    decoded(response)
      .toString("latin1")
      .replaceAll(/nonce="[^"]+"/g, ""),
  );
  for (const body of encoded) expect(body).toBe(identity);
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
  });
});
