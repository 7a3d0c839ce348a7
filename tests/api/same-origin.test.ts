import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookieSessionHeader, cookieSessionValue } from "#common/cookie-session.ts";
import { type SiteApp, startSiteApp } from "./site-app.ts";

// issue 18: a page on another port of the same host is same-site: SameSite=Lax cookies went
// along with its posts, and it toggled the shopper's wishlist; /currency and /adminLogout
// accepted `Sec-Fetch-Site: same-site`. Cookie-authenticated writes come from this origin only.
let site: SiteApp;
let app: FastifyInstance;

beforeAll(async () => {
  // behind a TLS proxy: the request's own origin is https://localhost:3000
  site = await startSiteApp({ TRUST_PROXY: "1" });
  ({ app } = site);
}, 300_000);

afterAll(() => site.close());

const form = "application/x-www-form-urlencoded";
const post = (url: string, headers: Record<string, string>, payload = "") =>
  app.inject({
    method: "POST",
    url,
    headers: { host: "localhost:3000", "content-type": form, ...headers },
    payload,
  });

const pagePosts = [
  { url: "/currency", payload: "currency=1&back=%2F" },
  { url: "/adminLogout", payload: "" },
  { url: "/wishlist/toggle", payload: "toggle=1" },
];

describe("cookie-authenticated writes", () => {
  it("refuses page posts of another origin of the same site (another port, scheme or null)", async () => {
    const others: Record<string, string>[] = [
      { "sec-fetch-site": "same-site", origin: "http://localhost:4000" },
      { "sec-fetch-site": "same-site" },
      { "sec-fetch-site": "cross-site", origin: "https://evil.example" },
      { origin: "http://localhost:4000" }, // a browser without Sec-Fetch-Site
      { origin: "https://localhost:3000" }, // over http the origin is http://
      { origin: "null" },
    ];
    for (const { url, payload } of pagePosts)
      for (const headers of others) {
        const response = await post(url, headers, payload);
        expect(response.statusCode, `${url} ${JSON.stringify(headers)}`).toBe(403);
        expect(response.json<{ error: { key: string } }>().error.key).toBe("api.crossOriginWrite");
      }
  });

  it("accepts them from the same origin, the user's own navigation, or without a browser", async () => {
    const ours: Record<string, string>[] = [
      { "sec-fetch-site": "same-origin", origin: "http://localhost:3000" },
      { "sec-fetch-site": "none" },
      {},
    ];
    for (const headers of ours) {
      const response = await post("/currency", headers, "currency=1&back=%2F");
      expect(response.statusCode, JSON.stringify(headers)).toBe(303);
    }
  });

  it("compares the origin the browser saw behind a TLS proxy", async () => {
    const https = { "x-forwarded-proto": "https", "sec-fetch-site": "same-origin" };
    const same = await post(
      "/currency",
      { ...https, origin: "https://localhost:3000" },
      "currency=1",
    );
    expect(same.statusCode).toBe(303);
    const plain = await post(
      "/currency",
      { ...https, origin: "http://localhost:3000" },
      "currency=1",
    );
    expect(plain.statusCode).toBe(403);
  });

  it("refuses API writes with the cookie session from another origin; token calls are not cookie writes", async () => {
    const call = (headers: Record<string, string>) =>
      app.inject({
        method: "POST",
        url: "/api/v1/cms/wishlist/create",
        headers: { host: "localhost:3000", "content-type": "application/json", ...headers },
        payload: { product_id: 1 },
      });
    const viaCookie = { [cookieSessionHeader]: cookieSessionValue, cookie: "accessToken=x" };
    const other = await call({ ...viaCookie, origin: "http://localhost:4000" });
    expect(other.statusCode).toBe(403);
    // the same call from this origin passes the guard (and fails on its made-up token)
    expect((await call({ ...viaCookie, origin: "http://localhost:3000" })).statusCode).toBe(401);
    // a call with its own token header carries no cookies of a visitor: any origin
    expect((await call({ accesstoken: "x", origin: "http://localhost:4000" })).statusCode).toBe(
      401,
    );
  });
});
