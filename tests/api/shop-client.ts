import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import type { ApiError, Cart, CartConflict } from "#generated/types.ts";
import {
  addresses,
  authTokens,
  catalogProducts,
  siteOptions,
  sites,
  users,
} from "#server/db/schema.ts";
import { demoCheckoutSettings } from "#server/db/seed/shop.ts";
import { hashToken } from "#server/platform/tokens.ts";
import { startTestServer, type TestServer } from "./server.ts";

// The shop's API tests (issue 17): a server of the test file's own (its database is at hand for
// what the API cannot set up: products with a stock, users with a session) and the calls.

export type Response = { status: number; body: unknown };

/** The data of a 200 answer; anything else fails the test with the answer. */
export const data = <T>(response: Response): T => {
  if (response.status !== 200)
    throw new Error(`${response.status} ${JSON.stringify(response.body)}`);
  return (response.body as { data: T }).data;
};

/** The spec 8 error of an answer (order/create's 409 also carries the cart: CartConflict). */
export const errorOf = (response: Response): ApiError => (response.body as CartConflict).error;

export type Session = { cartId: string; protectCode: string };

let unique = 0;
export const uniqueName = (prefix: string) => `${prefix}-${process.pid}-${Date.now()}-${++unique}`;

export const guestAddress = (
  type: "Main" | "Shipping",
  extra: Record<string, unknown> = {},
): Record<string, unknown> => ({
  type,
  firstName: "Ana-Marija",
  lastName: "Kovač",
  contactEmail: "ana@example.com",
  contactPhone: "+385 1 234 5678",
  country: "HR",
  city: "Zagreb",
  street: "Ilica",
  houseNumber: "12a",
  zipCode: "10000",
  ...extra,
});

/** Starts the file's server; the helpers read it when called (set in beforeAll). */
export function useShopServer(env: NodeJS.ProcessEnv = {}) {
  const suite = {} as { server: TestServer; siteId: string };
  beforeAll(async () => {
    // on PostgreSQL the suite's logins count against every server (global-setup.ts limits)
    const limits = { LOGIN_RATE_LIMIT: "1000", LOGIN_ADDRESS_LIMIT: "100000" };
    suite.server = await startTestServer({ ...limits, ...env }, { isFresh: false });
    const [site] = await suite.server.database.db.select().from(sites).orderBy(sites.id).limit(1);
    suite.siteId = site?.id ?? "";
    // the seeded checkout settings, whatever an earlier file saved (the fuzz test's `{}` is a
    // valid save: every field has a default); this server has read no option yet
    await suite.server.database.db
      .update(siteOptions)
      .set({ value: JSON.stringify(demoCheckoutSettings) })
      .where(and(eq(siteOptions.siteId, suite.siteId), eq(siteOptions.key, "CheckoutSettings")));
  });
  afterAll(async () => {
    await suite.server?.close();
  });
  const db = () => suite.server.database.db;

  async function call(
    path: string,
    options: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<Response> {
    const response = await fetch(suite.server.url + path, {
      method: options.method ?? (options.body === undefined ? "GET" : "POST"),
      headers: {
        ...(options.body === undefined ? {} : { "content-type": "application/json" }),
        ...options.headers,
      },
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    });
    return { status: response.status, body: await response.json() };
  }

  /**
   * A product of its own for a test (not listed: not visible individually), so tests on a
   * shared PostgreSQL database never race for the demo's stock.
   */
  async function testProduct(
    input: { stock: number | null; price?: number; format?: "Simple" | "EProduct" } = {
      stock: null,
    },
  ): Promise<number> {
    const price = input.price ?? 12.5;
    const [row] = await db()
      .insert(catalogProducts)
      .values({
        siteId: suite.siteId,
        sku: uniqueName("TEST"),
        format: input.format ?? "Simple",
        basicPrice: price,
        retailPrice: price,
        finalPrice: price,
        stock: input.stock,
        isVisibleIndividually: false,
      })
      .returning({ id: catalogProducts.id });
    if (!row) throw new Error("no product");
    return row.id;
  }

  /** A verified web user with a live access token and the given saved addresses. */
  async function signedInUser(
    saved: Record<string, unknown>[] = [guestAddress("Main")],
  ): Promise<{ id: number; email: string; accessToken: string }> {
    const email = `${uniqueName("kupac")}@example.com`;
    const [user] = await db()
      .insert(users)
      .values({
        email,
        username: email,
        passwordHash: "x",
        details: { firstName: "Ivan", lastName: "Horvat" },
        scope: "web",
      })
      .returning({ id: users.id });
    if (!user) throw new Error("no user");
    const accessToken = randomBytes(24).toString("hex");
    await db()
      .insert(authTokens)
      .values({
        userId: user.id,
        kind: "access",
        tokenHash: hashToken(accessToken),
        expiresAt: new Date(Date.now() + 3_600_000),
      });
    for (const address of saved)
      await db()
        .insert(addresses)
        .values({ ...(address as typeof addresses.$inferInsert), userId: user.id });
    return { id: user.id, email, accessToken };
  }

  /** spec 7 addItem: a new cart (no session) or one more line; answers the cart's session. */
  async function addItem(
    session: Session | undefined,
    productId: number,
    qty = 1,
    headers: Record<string, string> = {},
  ): Promise<Session> {
    const cart = data<Cart>(
      await call("/api/v2/cart/addItem", { body: { ...session, productId, qty }, headers }),
    );
    return { cartId: cart.id, protectCode: session?.protectCode ?? cart.protectCode ?? "" };
  }

  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    call(path, { body, headers });
  const put = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    call(path, { method: "PUT", body, headers });

  /** A guest with an e-mail, names and a Main address in HR (spec 4 address step). */
  const setGuest = (session: Session, extra: Record<string, unknown> = {}) =>
    post("/api/v2/cart/updateGuestUser", {
      ...session,
      email: "ana@example.com",
      details: { firstName: "Ana-Marija", lastName: "Kovač" },
      addresses: [guestAddress("Main")],
      ...extra,
    });

  const productStock = async (id: number) => {
    const [row] = await db()
      .select({ stock: catalogProducts.stock, isInStock: catalogProducts.isInStock })
      .from(catalogProducts)
      .where(eq(catalogProducts.id, id));
    return row;
  };

  return {
    suite,
    db,
    call,
    post,
    put,
    addItem,
    setGuest,
    testProduct,
    signedInUser,
    productStock,
  };
}
