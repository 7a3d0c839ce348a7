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

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: "GET", url, headers: { host: "localhost", ...headers } });

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
  extra: Record<string, string> = {},
): Promise<LightMyRequestResponse[]> {
  const responses: LightMyRequestResponse[] = [];
  for (const [accept, encoding] of accepts) {
    const response = await get(url, accept ? { "accept-encoding": accept, ...extra } : extra);
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
});
