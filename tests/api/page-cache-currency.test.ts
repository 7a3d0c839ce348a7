import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DomainConfig, LoginResult, Product } from "#generated/types.ts";
import { demoAccount } from "./backoffice.ts";
import { type SiteApp, startSiteApp } from "./site-app.ts";

// The shopper's currency (spec 3 currency settings) on server-rendered pages: the currency
// cookie, the /currency choice that sets it, and the anonymous page cache keyed by it.
let site: SiteApp;
let app: FastifyInstance;
let usd: number;
let gbp: number;
let main: number;

beforeAll(async () => {
  site = await startSiteApp();
  ({ app } = site);
  const detect = await app.inject({
    method: "POST",
    url: "/api/v2/domainDetect",
    headers: { host: "localhost" },
  });
  const config = detect.json<{ data: DomainConfig }>().data;
  main = config.currency.mainCurrencyId;
  const idOf = (label: string) =>
    config.currency.allowedCurrencies.find((currency) => currency.label === label)?.id ?? 0;
  usd = idOf("USD");
  gbp = idOf("GBP");
}, 300_000);

afterAll(() => site.close());

const get = (url: string, cookie?: string) =>
  app.inject({
    method: "GET",
    url,
    headers: { host: "localhost", ...(cookie ? { cookie } : {}) },
  });

const choose = (currency: string, back = "/shop") =>
  app.inject({
    method: "POST",
    url: "/currency",
    headers: {
      host: "localhost",
      "content-type": "application/x-www-form-urlencoded",
      "sec-fetch-site": "same-origin",
    },
    payload: new URLSearchParams({ currency, back }).toString(),
  });

// a price as the card writes it: "12,50 €" or "13,50 $" (non-breaking space, spec 9)
const prices = (html: string, symbol: string) =>
  html.match(new RegExp(`\\d+,\\d{2}\\u00a0${symbol.replace("$", "\\$")}`, "gu")) ?? [];

describe("the shopper's currency and the page cache", () => {
  it("does not serve a page cached in one currency to a shopper of another", async () => {
    const euro = await get("/shop");
    expect(euro.statusCode).toBe(200);
    expect((await get("/shop")).headers["x-cache"]).toBe("HIT");
    expect(prices(euro.body, "€").length).toBeGreaterThan(0);
    expect(prices(euro.body, "$")).toEqual([]);

    const dollar = await get("/shop", `currency=${usd}`);
    expect(dollar.headers["x-cache"]).toBe("MISS");
    expect(prices(dollar.body, "$").length).toBeGreaterThan(0);
    expect(prices(dollar.body, "€")).toEqual([]);
    const again = await get("/shop", `currency=${usd}`);
    expect(again.headers["x-cache"]).toBe("HIT");
    expect(prices(again.body, "$")).toEqual(prices(dollar.body, "$"));
    // and the euro page stays in euro
    expect(prices((await get("/shop")).body, "$")).toEqual([]);
  });

  it("ignores a currency cookie the site does not allow", async () => {
    for (const value of ["999999", "abc", "-1"]) {
      const page = await get("/shop", `currency=${value}`);
      expect(page.statusCode).toBe(200);
      expect(prices(page.body, "$")).toEqual([]);
      expect(prices(page.body, "€").length).toBeGreaterThan(0);
    }
  });

  it("keys the page by the currency it shows: junk values share the main-currency page", async () => {
    // a page no other test visits, so the first request renders it
    const first = await get("/shop/vina", "currency=abc");
    expect(first.statusCode).toBe(200);
    expect(first.headers["x-cache"]).toBe("MISS");
    expect(prices(first.body, "€").length).toBeGreaterThan(0);
    for (const cookie of ["currency=999", "currency=-1", `currency=${main}`, undefined]) {
      const page = await get("/shop/vina", cookie);
      expect(page.headers["x-cache"]).toBe("HIT");
      expect(prices(page.body, "€")).toEqual(prices(first.body, "€"));
    }
    // the page decodes the cookie (%3x is a digit): so does its key, never the euro copy
    const encoded = [...String(usd)].map((digit) => `%3${digit}`).join("");
    const dollar = await get("/shop/vina", `currency=${encoded}`);
    expect(dollar.headers["x-cache"]).toBe("MISS");
    expect(prices(dollar.body, "$").length).toBeGreaterThan(0);
    expect((await get("/shop/vina", `currency=${usd}`)).headers["x-cache"]).toBe("HIT");
  });

  it("keys the page by which currency it shows: a pound visitor never gets the dollar page", async () => {
    // a page no other test visits, so the first request renders it
    const dollar = await get("/shop/bijela-vina", `currency=${usd}`);
    expect(dollar.headers["x-cache"]).toBe("MISS");
    expect(prices(dollar.body, "$").length).toBeGreaterThan(0);
    const pound = await get("/shop/bijela-vina", `currency=${gbp}`);
    expect(pound.headers["x-cache"]).toBe("MISS");
    expect(prices(pound.body, "£").length).toBeGreaterThan(0);
    expect(prices(pound.body, "$")).toEqual([]);
    const again = await get("/shop/bijela-vina", `currency=${gbp}`);
    expect(again.headers["x-cache"]).toBe("HIT");
    expect(prices(again.body, "£")).toEqual(prices(pound.body, "£"));
  });

  it("shows the product page's option surcharges in the chosen currency", async () => {
    const euro = await get("/product/dalmatinski-paket");
    expect(euro.body).toMatch(/\(\+24,90\u00a0€\)/u);
    const dollar = await get("/product/dalmatinski-paket", `currency=${usd}`);
    // 24.90 EUR at the seed's 1.08
    expect(dollar.body).toMatch(/\(\+26,89\u00a0\$\)/u);
    expect(dollar.body).not.toMatch(/\(\+24,90\u00a0€\)/u);
  });

  it("shows the profile's wishlist in the chosen currency", async () => {
    const api = (url: string, body?: unknown, accessToken?: string) =>
      app.inject({
        method: body === undefined ? "GET" : "POST",
        url,
        headers: {
          host: "localhost",
          ...(accessToken ? { accesstoken: accessToken } : {}),
          ...(body === undefined ? {} : { "content-type": "application/json" }),
        },
        ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
      });
    const { email, password } = demoAccount("shopper");
    const login = await api("/api/v1/login", { username: email, password });
    const token = login.json<{ data: LoginResult }>().data.tokens.accessToken;
    const basket = (await api("/api/v1/product/web/get?slug=dalmatinski-paket")).json<{
      data: Product;
    }>().data;
    const wished = await api("/api/v1/cms/wishlist/create", { product_id: basket.id }, token);
    expect(wished.statusCode).toBe(200);
    const card = (html: string) =>
      /id="profile-wishlist"[\s\S]*?<\/section>/u.exec(html)?.[0] ?? "";
    const euro = card((await get("/profil", `accessToken=${token}`)).body);
    expect(euro).toContain(basket.name);
    expect(prices(euro, "€").length).toBeGreaterThan(0);
    const dollar = card((await get("/profil", `accessToken=${token}; currency=${usd}`)).body);
    expect(dollar).toContain(basket.name);
    expect(prices(dollar, "$").length).toBeGreaterThan(0);
    expect(prices(dollar, "€")).toEqual([]);
  });

  it("remembers an allowed choice for 30 days, forgets it for the main currency, refuses others", async () => {
    const chosen = await choose(String(usd), "/shop/vina");
    expect(chosen.statusCode).toBe(303);
    expect(chosen.headers.location).toBe("/shop/vina");
    const cookie = String(chosen.headers["set-cookie"]);
    expect(cookie).toContain(`currency=${usd}`);
    expect(cookie).toContain("Max-Age=2592000");
    expect(cookie).toContain("HttpOnly");

    const back = await choose(String(main));
    expect(back.statusCode).toBe(303);
    expect(String(back.headers["set-cookie"])).toMatch(/^currency=; .*Max-Age=0/);

    const unknown = await choose("999999", "//evil.example/");
    expect(unknown.statusCode).toBe(303);
    expect(unknown.headers.location).toBe("/");
    expect(String(unknown.headers["set-cookie"])).not.toContain("currency=");
  });
});
