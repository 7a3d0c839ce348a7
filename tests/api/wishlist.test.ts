import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type {
  DomainConfig,
  LoginResult,
  ProductPage,
  WishlistPage,
  WishlistToggleResult,
} from "#generated/types.ts";
import { authTokens, catalogProducts, wishlistItems } from "#server/db/schema.ts";
import { hashToken } from "#server/platform/tokens.ts";
import { data, error, useAccountServer } from "./account-client.ts";

// The wishlist (spec 3, 4, 7): signed-in web users only, each their own items. Its own server
// (useAccountServer), so tokens can be expired and rows set up in its database.
const { suite, call, login, verifiedUser } = useAccountServer();

const filterPath = "/api/v1/cms/wishlist/filter";
const createPath = "/api/v1/cms/wishlist/create";

async function someProducts(count: number): Promise<number[]> {
  const page = data<ProductPage>(
    await call("/api/v1/product/web/filter", { body: { limit: count } }),
  );
  const ids = page.records.map((record) => record.id);
  if (ids.length < count) throw new Error(`the seed lists only ${ids.length} products`);
  return ids;
}

const as = (accessToken: string) => ({ accessToken });
const toggle = (accessToken: string, body: unknown) =>
  call(createPath, { body, headers: as(accessToken) });
const wishlist = async (accessToken: string, query = "?limit=9999") =>
  data<WishlistPage>(await call(filterPath + query, { headers: as(accessToken) }));

describe("wishlist create and filter (spec 4, 7)", () => {
  it("adds once however often it is asked, toggles without wished, and lists newest first", async () => {
    const { tokens } = await verifiedUser();
    const [first = 0, second = 0] = await someProducts(2);
    const token = tokens.accessToken;
    expect(await wishlist(token)).toEqual({
      data: [],
      lastPage: 1,
      page: 1,
      limit: 9999,
      perPage: 9999,
      total: 0,
    });

    for (let round = 0; round < 2; round += 1)
      expect(
        data<WishlistToggleResult>(await toggle(token, { product_id: first, wished: true })),
      ).toEqual({ product_id: first, wished: true });
    // without wished the call toggles (spec 4): the second product goes on
    expect(data<WishlistToggleResult>(await toggle(token, { product_id: second }))).toEqual({
      product_id: second,
      wished: true,
    });
    const listed = await wishlist(token);
    expect(listed.total).toBe(2);
    expect(listed.data.map((item) => item.product_id)).toEqual([second, first]);
    const [newest] = listed.data;
    expect(newest?.product).toMatchObject({ id: second, type: "product" });
    expect(newest?.product.name).toEqual(expect.any(String));
    expect(newest?.product.slug).toEqual(expect.any(String));

    // paging: one per page
    const pageTwo = await wishlist(token, "?limit=1&page=2");
    expect(pageTwo).toMatchObject({ lastPage: 2, page: 2, limit: 1, perPage: 1, total: 2 });
    expect(pageTwo.data.map((item) => item.product_id)).toEqual([first]);

    // taking off: a toggle, then a repeated wished false changes nothing
    expect(data<WishlistToggleResult>(await toggle(token, { product_id: second }))).toEqual({
      product_id: second,
      wished: false,
    });
    for (let round = 0; round < 2; round += 1)
      expect(
        data<WishlistToggleResult>(await toggle(token, { product_id: first, wished: false })),
      ).toEqual({ product_id: first, wished: false });
    expect((await wishlist(token)).total).toBe(0);
  });

  it("refuses bad input with the spec's messages and products the site does not list", async () => {
    const { tokens } = await verifiedUser();
    const token = tokens.accessToken;
    const [product = 0] = await someProducts(1);
    const bad: unknown[] = [
      {},
      { product_id: "x" },
      { product_id: 0 },
      { product_id: 2147483648 },
      { product_id: 1.5 },
      { product_id: product, wished: "yes" },
      { product_id: product, extra: 1 },
      [product],
    ];
    for (const body of bad) {
      const response = await toggle(token, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(error(response).message).toEqual(expect.any(String));
    }
    const wrongType = error(await toggle(token, { product_id: "x" }));
    expect(wrongType.fields?.[0]?.path).toBe("/body/product_id");
    for (const query of ["?limit=0", "?limit=10000", "?page=0", "?limit=abc", "?page=1e309"]) {
      const response = await call(filterPath + query, { headers: as(token) });
      expect(response.status, query).toBe(400);
    }

    const unknown = await toggle(token, { product_id: 2147483647 });
    expect(unknown.status).toBe(404);
    // an archived product is no longer sold: it cannot be added, and leaves the list
    data(await toggle(token, { product_id: product, wished: true }));
    const { db } = suite.server.database;
    await db
      .update(catalogProducts)
      .set({ isArchived: true })
      .where(eq(catalogProducts.id, product));
    try {
      expect((await toggle(token, { product_id: product, wished: true })).status).toBe(404);
      expect((await wishlist(token)).total).toBe(0);
    } finally {
      await db
        .update(catalogProducts)
        .set({ isArchived: false })
        .where(eq(catalogProducts.id, product));
    }
    expect((await wishlist(token)).data.map((item) => item.product_id)).toEqual([product]);
  });

  it("lists prices in an allowed currency too, as web/filter, and refuses another", async () => {
    const { tokens } = await verifiedUser();
    const token = tokens.accessToken;
    const [product = 0] = await someProducts(1);
    data(await toggle(token, { product_id: product, wished: true }));
    const config = data<DomainConfig>(await call("/api/v2/domainDetect", { method: "POST" }));
    const usd = config.currency.allowedCurrencies.find((currency) => currency.label === "USD");
    const inEuro = (await wishlist(token)).data[0]?.product;
    expect(inEuro?.convertedPrices).toBeNull();
    const inDollars = (await wishlist(token, `?limit=9999&currency=${usd?.id}`)).data[0]?.product;
    const listed = data<ProductPage>(
      await call("/api/v1/product/web/filter", {
        body: { filters: [{ key: "id", value: [product] }], currency: usd?.id },
      }),
    ).records[0];
    expect(listed?.convertedPrices?.currency.label).toBe("USD");
    expect(inDollars?.finalPrice).toBe(inEuro?.finalPrice);
    expect(inDollars?.convertedPrices).toEqual(listed?.convertedPrices);
    const unknown = await call(`${filterPath}?currency=99999`, { headers: as(token) });
    expect(unknown.status).toBe(400);
    expect(error(unknown).key).toBe("api.unknownCurrency");
  });

  it("holds at most 500 products", async () => {
    const { email, tokens } = await verifiedUser();
    const [seeded = 0] = await someProducts(1);
    const { db } = suite.server.database;
    const [site] = await db
      .select({ siteId: catalogProducts.siteId })
      .from(catalogProducts)
      .where(eq(catalogProducts.id, seeded));
    const extra = await db
      .insert(catalogProducts)
      .values(
        Array.from({ length: 500 }, (_, index) => ({
          siteId: site?.siteId ?? "",
          sku: `wishlist-cap-${email}-${index}`,
          format: "Simple",
          basicPrice: 1,
          retailPrice: 1,
          finalPrice: 1,
        })),
      )
      .returning({ id: catalogProducts.id });
    const ids = extra.map((row) => row.id);
    try {
      const [user] = await db
        .select({ userId: authTokens.userId })
        .from(authTokens)
        .where(eq(authTokens.tokenHash, hashToken(tokens.accessToken)));
      await db
        .insert(wishlistItems)
        .values(ids.map((productId) => ({ userId: user?.userId ?? 0, productId })));
      const full = await toggle(tokens.accessToken, { product_id: seeded, wished: true });
      expect(full.status).toBe(400);
      expect(error(full)).toMatchObject({
        key: "api.wishlistFull",
        message: "Lista želja je puna: uklonite neki proizvod da biste dodali novi",
      });
      // taking one off still works when it is full
      const [one = 0] = ids;
      expect(
        data<WishlistToggleResult>(await toggle(tokens.accessToken, { product_id: one })),
      ).toEqual({ product_id: one, wished: false });
    } finally {
      // the products go, and their wishlist rows with them (on delete cascade)
      await db.delete(catalogProducts).where(inArray(catalogProducts.id, ids));
    }
    expect(
      await db.select().from(wishlistItems).where(inArray(wishlistItems.productId, ids)),
    ).toEqual([]);
  });
});

describe("authorisation matrix of the wishlist calls", () => {
  it("gives each kind of caller exactly its status; nobody sees another user's items", async () => {
    const owner = await verifiedUser();
    const intruder = await verifiedUser();
    const [product = 0, other = 0] = await someProducts(2);
    data(await toggle(owner.tokens.accessToken, { product_id: product, wished: true }));
    const expired = data<LoginResult>(await login(owner.email)).tokens;
    await suite.server.database.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.tokenHash, hashToken(expired.accessToken)));

    const endpoints = [
      { name: "filter", path: `${filterPath}?limit=9999` },
      { name: "create", path: createPath, body: { product_id: other, wished: false } },
    ];
    const callers: [string, string | undefined][] = [
      ["none", undefined],
      ["expired", expired.accessToken],
      ["unknown", "f".repeat(64)],
      ["other", intruder.tokens.accessToken],
      ["own", owner.tokens.accessToken],
    ];
    const table: string[] = [];
    for (const endpoint of endpoints)
      for (const [caller, token] of callers) {
        const response = await call(endpoint.path, {
          ...(endpoint.body ? { body: endpoint.body } : {}),
          headers: token ? as(token) : {},
        });
        const expected = caller === "other" || caller === "own" ? 200 : 401;
        if (response.status !== expected)
          table.push(`${endpoint.name} as ${caller}: ${response.status}`);
        if (expected === 401) expect(error(response).message).toBe("Prijavite se za nastavak");
      }
    expect(table).toEqual([]);

    // the intruder's list is their own (empty); their toggle of the owner's product is theirs
    expect((await wishlist(intruder.tokens.accessToken)).total).toBe(0);
    data(await toggle(intruder.tokens.accessToken, { product_id: product, wished: false }));
    expect((await wishlist(owner.tokens.accessToken)).data.map((item) => item.product_id)).toEqual([
      product,
    ]);
    data(await toggle(intruder.tokens.accessToken, { product_id: other, wished: true }));
    expect((await wishlist(owner.tokens.accessToken)).total).toBe(1);
    expect(
      (await wishlist(intruder.tokens.accessToken)).data.map((item) => item.product_id),
    ).toEqual([other]);
  });
});
