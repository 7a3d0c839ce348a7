import { createHmac } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "#server/app.ts";
import type { Database } from "#server/db/client.ts";
import { sandboxWalletOrders } from "#server/db/schema-shop.ts";
import { seedIfEmpty } from "#server/db/seed/seed.ts";
import { openTestDatabase } from "#server/db/seed/seeded-template.ts";
import { sandboxKey } from "#server/modules/payments/sandbox-keys.ts";
import {
  sandboxBuyerEmail,
  sandboxWalletApi,
  sandboxWalletApiUrl,
  sandboxWalletFetch,
  sandboxWalletScriptUrl,
} from "#server/modules/payments/wallet/sandbox-wallet.ts";
import {
  type CreatePlanInput,
  type WalletApi,
  walletApi,
  WalletApiError,
  type WalletOrder,
  type WalletPlan,
} from "#server/modules/payments/wallet/wallet-api.ts";
import { readConfig } from "#server/platform/config.ts";
import type { Services } from "#server/platform/services.ts";

// The card wallet's client against the sandbox that ships with the project (issue 20, decision
// 045): the client in process, the buyer's approval over HTTP (app.inject), the races on the
// database (on PostgreSQL with DATABASE_URL, truly at once), and junk that must never be a 500.
// Tokens are forged here from the protocol's formula, not by the code under test.

let app: FastifyInstance;
let services: Services;
let database: Database;
let mediaDir: string;
let api: WalletApi;

beforeAll(async () => {
  mediaDir = await mkdtemp(path.join(os.tmpdir(), "vitrina-test-media-"));
  const config = readConfig(
    {
      ...process.env,
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      DATA_DIR: ":memory:",
      MEDIA_DIR: mediaDir,
    },
    [],
  );
  // on PostgreSQL this is the suite's database: migrated and seeded already, never dropped here
  database = await openTestDatabase(config);
  await database.migrate();
  await seedIfEmpty(database.db);
  ({ app, services } = await buildApp({ config, database, withSite: false }));
  await app.ready();
  api = await sandboxWalletApi(services);
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  await rm(mediaDir, { recursive: true, force: true });
});

const host = { host: "localhost" };

/** The buyer approves in the buttons script's dialog: its POST, as the browser sends it. */
const approveOverHttp = (id: string) =>
  app.inject({
    method: "POST",
    url: `/sandbox/wallet/approve/${id}`,
    headers: { ...host, "content-type": "application/x-www-form-urlencoded" },
    payload: "",
  });

/** The WalletApiError a call rejects with (a call that succeeds fails the test). */
async function failure(call: Promise<unknown>): Promise<WalletApiError> {
  const outcome = await call.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  if (!("error" in outcome)) throw new Error(`expected a failure, got ${JSON.stringify(outcome)}`);
  expect(outcome.error).toBeInstanceOf(WalletApiError);
  return outcome.error as WalletApiError;
}

let references = 0;
const newOrder = (amountCents = 1750, currency = "EUR") =>
  api.createOrder({ referenceId: `2026-W${++references}`, amountCents, currency });

/** An order the buyer approved and the shop captured. */
async function capturedOrder(amountCents: number): Promise<WalletOrder> {
  const order = await newOrder(amountCents);
  expect((await approveOverHttp(order.id)).statusCode).toBe(200);
  return api.captureOrder(order.id);
}

let productId: string | undefined;
let plans = 0;
/** A plan of 39.00 EUR a month (of one shared product), quantities allowed unless told. */
async function newPlan(input: Partial<CreatePlanInput> = {}): Promise<WalletPlan> {
  productId ??= (await api.createCatalogProduct({ name: "Coffee of the month", type: "PHYSICAL" }))
    .id;
  return api.createPlan({
    productId,
    name: `Coffee box ${++plans}`,
    amountCents: 3900,
    currency: "EUR",
    interval: "MONTH",
    ...input,
  });
}

/** A call of the sandbox's API in process, with a bearer the client got (or the one given). */
async function raw(
  method: string,
  apiPath: string,
  init: { body?: BodyInit; type?: string; bearer?: string | null; headers?: object } = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const bearer = init.bearer === undefined ? await tokenOf() : init.bearer;
  const response = await sandboxWalletFetch(services)(sandboxWalletApiUrl + apiPath, {
    method,
    headers: {
      ...(bearer === null ? {} : { Authorization: `Bearer ${bearer}` }),
      ...(init.body === undefined ? {} : { "Content-Type": init.type ?? "application/json" }),
      ...init.headers,
    },
    ...(init.body === undefined ? {} : { body: init.body }),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
  };
}

async function tokenRequest(authorization: string, body = "grant_type=client_credentials") {
  return sandboxWalletFetch(services)(`${sandboxWalletApiUrl}/v1/oauth2/token`, {
    method: "POST",
    headers: { Authorization: authorization, "Content-Type": "application/x-www-form-urlencoded" },
    body,
  });
}

const basic = (id: string, secret: string) =>
  `Basic ${Buffer.from(`${id}:${secret}`).toString("base64")}`;

async function tokenOf(): Promise<string> {
  const { shopId, secretKey } = await sandboxKey(services, "wallet");
  const answer = (await (await tokenRequest(basic(shopId, secretKey))).json()) as {
    access_token: string;
  };
  return answer.access_token;
}

/** A token made from the protocol's formula: `<expiry>.<HMAC-SHA256(secret, id \n expiry)>`. */
async function forgedToken(expiry: number, secret?: string): Promise<string> {
  const key = await sandboxKey(services, "wallet");
  const mac = createHmac("sha256", secret ?? key.secretKey)
    .update(`${key.shopId}\n${expiry}`)
    .digest("base64url");
  return `${expiry}.${mac}`;
}

describe("the token", () => {
  it("is given for the sandbox's client id and secret, as PayPal answers it", async () => {
    const { shopId, secretKey } = await sandboxKey(services, "wallet");
    expect(shopId).toBe("vitrina-sandbox-client");
    const response = await tokenRequest(basic(shopId, secretKey));
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ token_type: "Bearer", expires_in: 32400 });
    expect(body.access_token).toMatch(/^\d{10}\.[A-Za-z0-9_-]{43}$/);
    expect(typeof body.app_id).toBe("string");
    expect(typeof body.scope).toBe("string");
    expect(typeof body.nonce).toBe("string");
  });

  it("is refused for a wrong secret, a wrong id, no credentials or another grant", async () => {
    const { shopId, secretKey } = await sandboxKey(services, "wallet");
    for (const authorization of [
      basic(shopId, `${secretKey}x`),
      basic("someone-else", secretKey),
      basic(shopId, ""),
      "Basic !!!",
      "",
      `Bearer ${await tokenOf()}`,
    ]) {
      const response = await tokenRequest(authorization);
      expect(response.status, authorization).toBe(401);
      expect(await response.json()).toMatchObject({ error: "invalid_client" });
    }
    const grant = await tokenRequest(basic(shopId, secretKey), "grant_type=password");
    expect(grant.status).toBe(400);
    expect(await grant.json()).toMatchObject({ error: "unsupported_grant_type" });
    const wrongClient = walletApi({
      baseUrl: sandboxWalletApiUrl,
      clientId: shopId,
      secret: "not-the-secret",
      fetch: sandboxWalletFetch(services),
    });
    expect(await failure(wrongClient.getOrder("ABC"))).toMatchObject({
      status: 401,
      name: "invalid_client",
    });
  });

  it("is checked on every call: none, junk, forged, expired are 401 AUTHENTICATION_FAILURE", async () => {
    const now = Math.floor(Date.now() / 1000);
    const bearers = [
      null,
      "junk",
      `${now + 600}.${"A".repeat(43)}`,
      await forgedToken(now + 600, "another secret"),
      await forgedToken(now - 1),
    ];
    for (const bearer of bearers) {
      const answer = await raw("GET", "/v2/checkout/orders/ABC", { bearer });
      expect(answer.status, String(bearer)).toBe(401);
      expect(answer.body).toMatchObject({ name: "AUTHENTICATION_FAILURE" });
    }
    // stateless: a token any instance with the key would have made is taken
    const made = await raw("GET", "/v2/checkout/orders/ABC", {
      bearer: await forgedToken(now + 600),
    });
    expect(made.status).toBe(404);
  });

  it("is cached by the client, and fetched again once when the provider refuses it", async () => {
    const inProcess = sandboxWalletFetch(services);
    const seen = { tokens: 0, calls: 0 };
    // a transport that hands the sandbox a stale bearer on the first API call
    const losing: typeof fetch = async (input, init) => {
      const request = new Request(input, init);
      if (request.url.endsWith("/v1/oauth2/token")) seen.tokens++;
      else if (++seen.calls === 1) request.headers.set("Authorization", "Bearer 1.stale");
      return inProcess(request);
    };
    const { shopId, secretKey } = await sandboxKey(services, "wallet");
    const client = walletApi({
      baseUrl: sandboxWalletApiUrl,
      clientId: shopId,
      secret: secretKey,
      fetch: losing,
    });
    const order = await client.createOrder({
      referenceId: "2026-T1",
      amountCents: 100,
      currency: "EUR",
    });
    expect(seen).toEqual({ tokens: 2, calls: 2 });
    await client.getOrder(order.id);
    await walletApi({
      baseUrl: sandboxWalletApiUrl,
      clientId: shopId,
      secret: secretKey,
      fetch: losing,
    }).getOrder(order.id);
    expect(seen).toEqual({ tokens: 2, calls: 4 });
  });
});

describe("an order", () => {
  it("is created, approved by the buyer over HTTP, captured once", async () => {
    const created = await api.createOrder({
      referenceId: "2026-000042",
      customId: "order-42",
      amountCents: 1750,
      currency: "EUR",
    });
    expect(created).toMatchObject({
      status: "CREATED",
      amountCents: 1750,
      currency: "EUR",
      referenceId: "2026-000042",
      customId: "order-42",
      payerId: undefined,
      captures: [],
    });
    expect(created.id).toMatch(/^[0-9A-F]{32}$/);
    expect(created.approveUrl).toBe(`${sandboxWalletApiUrl}/approval/${created.id}`);
    expect(await api.getOrder(created.id)).toEqual(created);
    // the row is exactly what GET answers
    const [row] = await database.db
      .select()
      .from(sandboxWalletOrders)
      .where(eq(sandboxWalletOrders.id, created.id));
    expect(row).toMatchObject({ kind: "order", status: "CREATED" });
    expect((await raw("GET", `/v2/checkout/orders/${created.id}`)).body).toEqual(row?.resource);
    expect(row?.resource).toMatchObject({
      intent: "CAPTURE",
      purchase_units: [
        { reference_id: "2026-000042", amount: { currency_code: "EUR", value: "17.50" } },
      ],
    });

    expect(await failure(api.captureOrder(created.id))).toMatchObject({
      status: 422,
      name: "UNPROCESSABLE_ENTITY",
      issue: "ORDER_NOT_APPROVED",
    });

    const approved = await approveOverHttp(created.id);
    expect(approved.statusCode).toBe(200);
    const payerId = approved.json<{ payerId: string }>().payerId;
    expect(approved.json()).toMatchObject({ id: created.id, kind: "order", status: "APPROVED" });
    expect(payerId).toMatch(/^[0-9A-F]{13}$/);
    expect(await api.getOrder(created.id)).toMatchObject({ status: "APPROVED", payerId });
    expect((await raw("GET", `/v2/checkout/orders/${created.id}`)).body.payer).toEqual({
      payer_id: payerId,
      email_address: sandboxBuyerEmail,
    });
    expect((await approveOverHttp(created.id)).statusCode).toBe(422);

    const captured = await api.captureOrder(created.id, { requestId: "capture-42" });
    expect(captured).toMatchObject({ status: "COMPLETED", amountCents: 1750, currency: "EUR" });
    expect(captured.captures).toHaveLength(1);
    expect(captured.captures[0]).toMatchObject({
      status: "COMPLETED",
      amountCents: 1750,
      currency: "EUR",
    });
    const resource = (await raw("GET", `/v2/checkout/orders/${created.id}`)).body;
    expect(resource).toMatchObject({
      status: "COMPLETED",
      purchase_units: [
        {
          payments: {
            captures: [
              { id: captured.captures[0]?.id, final_capture: true, custom_id: "order-42" },
            ],
          },
        },
      ],
    });

    expect(await failure(api.captureOrder(created.id))).toMatchObject({
      status: 422,
      issue: "ORDER_ALREADY_CAPTURED",
    });
    // the same PayPal-Request-Id again (an answer lost on the way): the first capture's result
    expect(await api.captureOrder(created.id, { requestId: "capture-42" })).toEqual(captured);
    expect((await approveOverHttp(created.id)).statusCode).toBe(422);
  });

  it("is created once per PayPal-Request-Id", async () => {
    const input = {
      referenceId: "2026-R1",
      amountCents: 990,
      currency: "EUR",
      requestId: "order-r1",
    };
    const first = await api.createOrder(input);
    expect(await api.createOrder(input)).toEqual(first);
    expect((await api.createOrder({ ...input, requestId: "order-r2" })).id).not.toBe(first.id);
    expect((await api.createOrder({ ...input, requestId: undefined })).id).not.toBe(first.id);
  });

  it("is unknown: 404 RESOURCE_NOT_FOUND", async () => {
    expect(await failure(api.getOrder("0123456789ABCDEF0123456789ABCDEF"))).toMatchObject({
      status: 404,
      name: "RESOURCE_NOT_FOUND",
      issue: "INVALID_RESOURCE_ID",
    });
    expect(await failure(api.captureOrder("NOPE"))).toMatchObject({ status: 404 });
    // a subscription's id is no order's
    const subscription = await api.createSubscription({ planId: (await newPlan()).id });
    expect(await failure(api.getOrder(subscription.id))).toMatchObject({ status: 404 });
  });

  it("is captured by exactly one of two (and of six) captures at once", async () => {
    for (const count of [2, 6]) {
      const order = await newOrder(2500);
      expect((await approveOverHttp(order.id)).statusCode).toBe(200);
      // each call through a client of its own, as from separate instances
      const clients = await Promise.all(
        Array.from({ length: count }, () => sandboxWalletApi(services)),
      );
      const outcomes = await Promise.allSettled(
        clients.map((client) => client.captureOrder(order.id)),
      );
      const won = outcomes.filter((outcome) => outcome.status === "fulfilled");
      const lost = outcomes.flatMap((outcome) =>
        outcome.status === "rejected" ? [outcome.reason as unknown] : [],
      );
      expect(won).toHaveLength(1);
      expect(lost).toHaveLength(count - 1);
      for (const error of lost)
        expect(error).toMatchObject({ status: 422, issue: "ORDER_ALREADY_CAPTURED" });
      const final = await api.getOrder(order.id);
      expect(final.captures).toHaveLength(1);
      expect(final.captures[0]?.amountCents).toBe(2500);
    }
  });
});

describe("a refund", () => {
  it("gives back part, then what is left, never more than the capture", async () => {
    const order = await capturedOrder(1750);
    const captureId = order.captures[0]!.id;

    const part = await api.refundCapture(captureId, { amountCents: 500, currency: "EUR" });
    expect(part).toMatchObject({ status: "COMPLETED", amountCents: 500, currency: "EUR" });
    expect((await api.getOrder(order.id)).captures[0]).toMatchObject({
      status: "PARTIALLY_REFUNDED",
      amountCents: 1750,
    });

    expect(
      await failure(api.refundCapture(captureId, { amountCents: 1251, currency: "EUR" })),
    ).toMatchObject({ status: 422, name: "UNPROCESSABLE_ENTITY", issue: "REFUND_AMOUNT_EXCEEDED" });
    expect(
      await failure(api.refundCapture(captureId, { amountCents: 100, currency: "USD" })),
    ).toMatchObject({ status: 422, issue: "REFUND_CURRENCY_MISMATCH" });

    const rest = await api.refundCapture(captureId);
    expect(rest).toMatchObject({ status: "COMPLETED", amountCents: 1250, currency: "EUR" });
    const refunded = await api.getOrder(order.id);
    expect(refunded.captures[0]?.status).toBe("REFUNDED");
    expect(refunded.refunds.map((refund) => refund.amountCents)).toEqual([500, 1250]);
    expect(refunded.refunds.map((refund) => refund.id)).toEqual([part.id, rest.id]);

    expect(
      await failure(api.refundCapture(captureId, { amountCents: 1, currency: "EUR" })),
    ).toMatchObject({ status: 422, issue: "CAPTURE_FULLY_REFUNDED" });
    expect(await failure(api.refundCapture(captureId))).toMatchObject({
      status: 422,
      issue: "CAPTURE_FULLY_REFUNDED",
    });
  });

  it("of the whole capture at once, once per PayPal-Request-Id", async () => {
    const order = await capturedOrder(999);
    const captureId = order.captures[0]!.id;
    const first = await api.refundCapture(captureId, {
      amountCents: 999,
      currency: "EUR",
      requestId: "refund-1",
    });
    expect(first.amountCents).toBe(999);
    expect(
      await api.refundCapture(captureId, {
        amountCents: 999,
        currency: "EUR",
        requestId: "refund-1",
      }),
    ).toEqual(first);
    expect((await api.getOrder(order.id)).refunds).toHaveLength(1);
  });

  it("of an unknown capture is a 404", async () => {
    expect(await failure(api.refundCapture("0123456789ABCDEF0123456789ABCDEF"))).toMatchObject({
      status: 404,
      name: "RESOURCE_NOT_FOUND",
    });
    // an order's id is no capture's
    const order = await newOrder();
    expect(await failure(api.refundCapture(order.id))).toMatchObject({ status: 404 });
  });

  it("made six at once of 3.00 from 10.00: three are given, the others refused", async () => {
    const order = await capturedOrder(1000);
    const captureId = order.captures[0]!.id;
    const clients = await Promise.all(Array.from({ length: 6 }, () => sandboxWalletApi(services)));
    const outcomes = await Promise.allSettled(
      clients.map((client) =>
        client.refundCapture(captureId, { amountCents: 300, currency: "EUR" }),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(3);
    for (const outcome of outcomes)
      if (outcome.status === "rejected")
        expect(outcome.reason).toMatchObject({ status: 422, issue: "REFUND_AMOUNT_EXCEEDED" });
    const final = await api.getOrder(order.id);
    expect(final.refunds.reduce((sum, refund) => sum + refund.amountCents, 0)).toBe(900);
    expect(final.captures[0]?.status).toBe("PARTIALLY_REFUNDED");
    // and the rest, all at once: one takes the 1.00 left, the others find nothing left
    const rests = await Promise.allSettled(
      clients.map((client) => client.refundCapture(captureId)),
    );
    const given = rests.flatMap((outcome) =>
      outcome.status === "fulfilled" ? [outcome.value] : [],
    );
    expect(given.map((refund) => refund.amountCents)).toEqual([100]);
    for (const outcome of rests)
      if (outcome.status === "rejected")
        expect(outcome.reason).toMatchObject({ status: 422, issue: "CAPTURE_FULLY_REFUNDED" });
  });
});

describe("a subscription", () => {
  it("is created pending, approved by the buyer over HTTP, then active", async () => {
    const plan = await newPlan();
    const created = await api.createSubscription({
      planId: plan.id,
      quantity: 3,
      customId: "member-7",
    });
    expect(created).toMatchObject({
      status: "APPROVAL_PENDING",
      planId: plan.id,
      quantity: 3,
      customId: "member-7",
      payerId: undefined,
      shippingCents: undefined,
      lastPayment: undefined,
    });
    expect(created.id).toMatch(/^I-[0-9A-F]{32}$/);
    expect(created.approveUrl).toBe(`${sandboxWalletApiUrl}/approval/${created.id}`);
    const resource = (await raw("GET", `/v1/billing/subscriptions/${created.id}`)).body;
    expect(resource).toMatchObject({ plan_id: plan.id, quantity: "3", custom_id: "member-7" });
    expect(resource.billing_info).toBeUndefined();

    const summary = await app.inject({
      url: `/sandbox/wallet/approval/${created.id}`,
      headers: host,
    });
    expect(summary.statusCode).toBe(200);
    expect(summary.json()).toEqual({
      id: created.id,
      kind: "subscription",
      status: "APPROVAL_PENDING",
      planId: plan.id,
      planName: plan.name,
      quantity: "3",
      value: "117.00",
      currency: "EUR",
      interval: "MONTH",
      intervalCount: 1,
    });

    const approved = await approveOverHttp(created.id);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ kind: "subscription", status: "ACTIVE" });
    const active = await api.getSubscription(created.id);
    expect(active).toMatchObject({
      status: "ACTIVE",
      quantity: 3,
      payerId: approved.json<{ payerId: string }>().payerId,
    });
    const again = await approveOverHttp(created.id);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ details: [{ issue: "SUBSCRIPTION_STATUS_INVALID" }] });
  });

  it("takes a quantity of one by default, once per PayPal-Request-Id; another id is a 404", async () => {
    const { id: planId } = await newPlan({ quantitySupported: false });
    const first = await api.createSubscription({ planId, requestId: "sub-1" });
    expect(first.quantity).toBe(1);
    expect(await api.createSubscription({ planId, requestId: "sub-1" })).toEqual(first);
    expect(await failure(api.getSubscription("I-NOPE"))).toMatchObject({ status: 404 });
    const order = await newOrder();
    expect(await failure(api.getSubscription(order.id))).toMatchObject({ status: 404 });
  });
});

describe("a catalog product and a plan", () => {
  it("are created once per PayPal-Request-Id and read as PayPal answers them", async () => {
    const product = await api.createCatalogProduct({
      name: "Tea club",
      type: "SERVICE",
      requestId: "product-1",
    });
    expect(product.id).toMatch(/^PROD-[0-9A-F]{32}$/);
    expect(
      await api.createCatalogProduct({ name: "Tea club", type: "SERVICE", requestId: "product-1" }),
    ).toEqual(product);
    const read = await raw("GET", `/v1/catalogs/products/${product.id}`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ id: product.id, name: "Tea club", type: "SERVICE" });
    expect(typeof read.body.create_time).toBe("string");

    const input = {
      productId: product.id,
      name: "Tea every two weeks",
      amountCents: 1250,
      currency: "EUR",
      interval: "WEEK",
      intervalCount: 2,
      quantitySupported: false,
      requestId: "plan-1",
    } as const;
    const plan = await api.createPlan(input);
    expect(plan).toEqual({
      id: plan.id,
      status: "ACTIVE",
      name: "Tea every two weeks",
      amountCents: 1250,
      currency: "EUR",
      interval: "WEEK",
      intervalCount: 2,
      quantitySupported: false,
    });
    expect(plan.id).toMatch(/^P-[0-9A-F]{32}$/);
    expect(await api.createPlan(input)).toEqual(plan);
    expect(await api.getPlan(plan.id)).toEqual(plan);
    expect((await api.createPlan({ ...input, requestId: "plan-2" })).id).not.toBe(plan.id);
    // the row is what GET answers, in PayPal's shape
    const resource = (await raw("GET", `/v1/billing/plans/${plan.id}`)).body;
    expect(resource).toMatchObject({
      id: plan.id,
      product_id: product.id,
      status: "ACTIVE",
      quantity_supported: false,
      billing_cycles: [
        {
          frequency: { interval_unit: "WEEK", interval_count: 2 },
          tenure_type: "REGULAR",
          sequence: 1,
          total_cycles: 0,
          pricing_scheme: { version: 1, fixed_price: { currency_code: "EUR", value: "12.50" } },
        },
      ],
      payment_preferences: { auto_bill_outstanding: true, payment_failure_threshold: 0 },
    });
    const [row] = await database.db
      .select()
      .from(sandboxWalletOrders)
      .where(eq(sandboxWalletOrders.id, plan.id));
    expect(row).toMatchObject({ kind: "plan", status: "ACTIVE", resource });
    // quantities are taken by default
    expect((await newPlan()).quantitySupported).toBe(true);
  });

  it("are unknown: 404, and a plan of an unknown product is a 422", async () => {
    expect(await failure(api.getPlan("P-0123456789ABCDEF0123456789ABCDEF"))).toMatchObject({
      status: 404,
      name: "RESOURCE_NOT_FOUND",
      issue: "INVALID_RESOURCE_ID",
    });
    expect((await raw("GET", "/v1/catalogs/products/PROD-NOPE")).status).toBe(404);
    const product = await api.createCatalogProduct({ name: "Box", type: "PHYSICAL" });
    // a product's id is no plan's, an order's no product's
    expect((await raw("GET", `/v1/billing/plans/${product.id}`)).status).toBe(404);
    const order = await newOrder();
    expect((await raw("GET", `/v1/catalogs/products/${order.id}`)).status).toBe(404);
    expect(
      await failure(
        api.createPlan({
          productId: "PROD-0123456789ABCDEF0123456789ABCDEF",
          name: "Orphan",
          amountCents: 100,
          currency: "EUR",
          interval: "MONTH",
        }),
      ),
    ).toMatchObject({ status: 422, name: "UNPROCESSABLE_ENTITY", issue: "INVALID_RESOURCE_ID" });
  });

  it("of another shape than one REGULAR cycle at a fixed price is refused", async () => {
    const product = await api.createCatalogProduct({ name: "Box", type: "PHYSICAL" });
    const cycle = (more: object = {}) => ({
      frequency: { interval_unit: "MONTH", interval_count: 1 },
      tenure_type: "REGULAR",
      sequence: 1,
      total_cycles: 0,
      pricing_scheme: { fixed_price: { currency_code: "EUR", value: "10.00" } },
      ...more,
    });
    const planBody = (cycles: object[]) =>
      JSON.stringify({
        product_id: product.id,
        name: "Box",
        billing_cycles: cycles,
        payment_preferences: {},
      });
    const refusals: [object[], number, string][] = [
      [[cycle(), cycle({ sequence: 2 })], 422, "MULTIPLE_REGULAR_BILLING_CYCLES_NOT_SUPPORTED"],
      [[cycle({ sequence: 2 })], 422, "INVALID_BILLING_CYCLE_SEQUENCE"],
      [[cycle({ tenure_type: "TRIAL" })], 400, "INVALID_PARAMETER_VALUE"],
      [[cycle({ pricing_scheme: undefined })], 400, "MISSING_REQUIRED_PARAMETER"],
    ];
    for (const [cycles, status, issue] of refusals) {
      const answer = await raw("POST", "/v1/billing/plans", { body: planBody(cycles) });
      expect(answer.status, issue).toBe(status);
      expect((answer.body.details as { issue: string }[])[0]?.issue, issue).toBe(issue);
    }
    // the same body with one regular cycle is a plan, ACTIVE unless asked CREATED
    const made = await raw("POST", "/v1/billing/plans", { body: planBody([cycle()]) });
    expect(made).toMatchObject({ status: 201, body: { status: "ACTIVE" } });
  });

  it("from the client's caller is refused before anything is sent", async () => {
    const plan = {
      productId: "PROD-ABC123",
      name: "Box",
      amountCents: 100,
      currency: "EUR",
      interval: "MONTH",
    } as const;
    for (const input of [
      { ...plan, amountCents: 0 },
      { ...plan, amountCents: 1.5 },
      { ...plan, currency: "eur" },
      { ...plan, interval: "HOUR" as "DAY" },
      { ...plan, intervalCount: 13 },
      { ...plan, interval: "YEAR" as const, intervalCount: 2 },
      { ...plan, productId: "../x" },
      { ...plan, name: "" },
      { ...plan, name: "x".repeat(128) },
    ])
      expect(await failure(api.createPlan(input)), JSON.stringify(input)).toMatchObject({
        status: 0,
        name: "INVALID_ARGUMENT",
      });
    expect(
      await failure(api.createCatalogProduct({ name: "Box", type: "FOOD" as "PHYSICAL" })),
    ).toMatchObject({ status: 0 });
    expect(await failure(api.createCatalogProduct({ name: "", type: "PHYSICAL" }))).toMatchObject({
      status: 0,
    });
    expect(await failure(api.getPlan("../../v2"))).toMatchObject({ status: 0 });
    const range = { startTime: "yesterday", endTime: new Date() };
    expect(await failure(api.listSubscriptionTransactions("I-1", range))).toMatchObject({
      status: 0,
    });
    expect(
      await failure(api.createSubscription({ planId: "P-1", shippingCents: 100 })),
    ).toMatchObject({ status: 0 });
  });
});

describe("a subscription to a plan", () => {
  it("needs a plan that exists and is ACTIVE", async () => {
    expect(
      await failure(api.createSubscription({ planId: "P-0123456789ABCDEF0123456789ABCDEF" })),
    ).toMatchObject({ status: 422, name: "UNPROCESSABLE_ENTITY", issue: "INVALID_RESOURCE_ID" });
    const active = await newPlan();
    const created = await raw("POST", "/v1/billing/plans", {
      body: JSON.stringify({
        ...(await raw("GET", `/v1/billing/plans/${active.id}`)).body,
        id: undefined,
        create_time: undefined,
        update_time: undefined,
        links: undefined,
        billing_cycles: [
          {
            frequency: { interval_unit: "MONTH" },
            tenure_type: "REGULAR",
            sequence: 1,
            pricing_scheme: { fixed_price: { currency_code: "EUR", value: "5.00" } },
          },
        ],
        status: "CREATED",
      }),
    });
    expect(created).toMatchObject({ status: 201, body: { status: "CREATED" } });
    const inactive = String(created.body.id);
    expect((await api.getPlan(inactive)).status).toBe("CREATED");
    expect(await failure(api.createSubscription({ planId: inactive }))).toMatchObject({
      status: 422,
      issue: "PLAN_STATUS_INVALID",
    });
  });

  it("has a quantity above one only when the plan takes quantities", async () => {
    const single = await newPlan({ quantitySupported: false });
    expect(await failure(api.createSubscription({ planId: single.id, quantity: 2 }))).toMatchObject(
      { status: 422, name: "UNPROCESSABLE_ENTITY", issue: "SUBSCRIPTION_CANNOT_HAVE_QUANTITY" },
    );
    expect((await api.createSubscription({ planId: single.id, quantity: 1 })).quantity).toBe(1);
    const many = await newPlan({ quantitySupported: true });
    expect((await api.createSubscription({ planId: many.id, quantity: 2 })).quantity).toBe(2);
    // a quantity whose cycle would cost more than an amount can be
    const dear = await newPlan({ amountCents: 99_999_999_999 });
    expect(await failure(api.createSubscription({ planId: dear.id, quantity: 2 }))).toMatchObject({
      status: 422,
    });
  });

  it("is shipped in the plan's currency only", async () => {
    const plan = await newPlan();
    expect(
      await failure(
        api.createSubscription({ planId: plan.id, shippingCents: 450, currency: "USD" }),
      ),
    ).toMatchObject({ status: 422, name: "UNPROCESSABLE_ENTITY", issue: "CURRENCY_MISMATCH" });
    const shipped = await api.createSubscription({
      planId: plan.id,
      shippingCents: 450,
      currency: "EUR",
    });
    expect(shipped.shippingCents).toBe(450);
    expect((await raw("GET", `/v1/billing/subscriptions/${shipped.id}`)).body).toMatchObject({
      shipping_amount: { currency_code: "EUR", value: "4.50" },
    });
    // free shipping is shipping too
    const free = await api.createSubscription({
      planId: plan.id,
      shippingCents: 0,
      currency: "EUR",
    });
    expect(free.shippingCents).toBe(0);
  });
});

describe("a subscription's payment", () => {
  const hour = 60 * 60_000;
  const around = () => ({
    startTime: new Date(Date.now() - hour).toISOString(),
    endTime: new Date(Date.now() + hour).toISOString(),
  });

  it("is made as the buyer approves: price × quantity + shipping, listed, refunded in part", async () => {
    const plan = await newPlan({ name: "Coffee for the office" });
    const created = await api.createSubscription({
      planId: plan.id,
      quantity: 3,
      shippingCents: 450,
      currency: "EUR",
      customId: "2026-S1",
    });
    expect(await api.listSubscriptionTransactions(created.id, around())).toEqual([]);
    const summary = await app.inject({
      url: `/sandbox/wallet/approval/${created.id}`,
      headers: host,
    });
    expect(summary.json()).toEqual({
      id: created.id,
      kind: "subscription",
      status: "APPROVAL_PENDING",
      planId: plan.id,
      planName: "Coffee for the office",
      quantity: "3",
      value: "121.50",
      currency: "EUR",
      shipping: "4.50",
      interval: "MONTH",
      intervalCount: 1,
    });

    const approved = await approveOverHttp(created.id);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ status: "ACTIVE", value: "121.50" });
    const active = await api.getSubscription(created.id);
    expect(active).toMatchObject({
      status: "ACTIVE",
      quantity: 3,
      shippingCents: 450,
      lastPayment: { amountCents: 12150, currency: "EUR" },
    });
    const paidAt = active.lastPayment!.time;
    expect(Math.abs(Date.parse(paidAt) - Date.now())).toBeLessThan(hour);
    const resource = (await raw("GET", `/v1/billing/subscriptions/${created.id}`)).body;
    expect(resource).toMatchObject({
      status: "ACTIVE",
      billing_info: {
        outstanding_balance: { currency_code: "EUR", value: "0.00" },
        cycle_executions: [
          { tenure_type: "REGULAR", sequence: 1, cycles_completed: 1, total_cycles: 0 },
        ],
        last_payment: { amount: { currency_code: "EUR", value: "121.50" }, time: paidAt },
        failed_payments_count: 0,
      },
    });
    const next = new Date(paidAt);
    next.setUTCDate(1);
    next.setUTCMonth(next.getUTCMonth() + 1);
    const billing = resource.billing_info as { next_billing_time: string };
    expect(billing.next_billing_time.slice(0, 7)).toBe(next.toISOString().slice(0, 7));

    const transactions = await api.listSubscriptionTransactions(created.id, around());
    expect(transactions).toHaveLength(1);
    expect(transactions[0]).toEqual({
      id: transactions[0]?.id,
      status: "COMPLETED",
      amountCents: 12150,
      currency: "EUR",
      time: paidAt,
    });
    expect(transactions[0]?.id).toMatch(/^[0-9A-F]{32}$/);
    const paymentId = transactions[0]!.id;
    const { startTime, endTime } = around();
    const query = new URLSearchParams({ start_time: startTime, end_time: endTime });
    const listed = await raw(
      "GET",
      `/v1/billing/subscriptions/${created.id}/transactions?${query}`,
    );
    expect(listed).toMatchObject({
      status: 200,
      body: {
        transactions: [
          {
            id: paymentId,
            status: "COMPLETED",
            amount_with_breakdown: {
              gross_amount: { currency_code: "EUR", value: "121.50" },
              net_amount: { currency_code: "EUR", value: "121.50" },
            },
            payer_email: sandboxBuyerEmail,
            time: paidAt,
          },
        ],
        total_items: 1,
        total_pages: 1,
      },
    });
    // a range before it has none
    const before = {
      startTime: new Date(Date.now() - 3 * hour),
      endTime: new Date(Date.now() - 2 * hour),
    };
    expect(await api.listSubscriptionTransactions(created.id, before)).toEqual([]);

    // refunded as a capture is: in part, never more than it took, once per request id
    const part = await api.refundCapture(paymentId, {
      amountCents: 2000,
      currency: "EUR",
      requestId: "sub-refund-1",
    });
    expect(part).toMatchObject({ status: "COMPLETED", amountCents: 2000, currency: "EUR" });
    expect(
      await api.refundCapture(paymentId, {
        amountCents: 2000,
        currency: "EUR",
        requestId: "sub-refund-1",
      }),
    ).toEqual(part);
    expect((await api.listSubscriptionTransactions(created.id, around()))[0]?.status).toBe(
      "PARTIALLY_REFUNDED",
    );
    expect(
      await failure(api.refundCapture(paymentId, { amountCents: 10151, currency: "EUR" })),
    ).toMatchObject({ status: 422, name: "UNPROCESSABLE_ENTITY", issue: "REFUND_AMOUNT_EXCEEDED" });
    expect(
      await failure(api.refundCapture(paymentId, { amountCents: 100, currency: "USD" })),
    ).toMatchObject({ status: 422, issue: "REFUND_CURRENCY_MISMATCH" });
    const rest = await api.refundCapture(paymentId);
    expect(rest.amountCents).toBe(10150);
    expect((await api.listSubscriptionTransactions(created.id, around()))[0]?.status).toBe(
      "REFUNDED",
    );
    expect(await failure(api.refundCapture(paymentId))).toMatchObject({
      status: 422,
      issue: "CAPTURE_FULLY_REFUNDED",
    });
    // the subscription still answers in PayPal's shape, its payment's refunds not in it
    const after = (await raw("GET", `/v1/billing/subscriptions/${created.id}`)).body;
    expect(after).toEqual(resource);
    // a payment is neither an order nor anything to approve
    expect(await failure(api.getOrder(paymentId))).toMatchObject({ status: 404 });
    expect((await approveOverHttp(paymentId)).statusCode).toBe(404);
    expect((await approveOverHttp(plan.id)).statusCode).toBe(404);
  });

  it("is made once when the buyer approves twice at once", async () => {
    const plan = await newPlan();
    for (const count of [2, 5]) {
      const created = await api.createSubscription({ planId: plan.id, quantity: 2 });
      const answers = await Promise.all(
        Array.from({ length: count }, () => approveOverHttp(created.id)),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([
        200,
        ...Array<number>(count - 1).fill(422),
      ]);
      const transactions = await api.listSubscriptionTransactions(created.id, around());
      expect(transactions.map((each) => each.amountCents)).toEqual([7800]);
      const rows = await database.db
        .select()
        .from(sandboxWalletOrders)
        .where(eq(sandboxWalletOrders.kind, "payment" as "order"));
      expect(
        rows.filter(
          (row) => (row.resource as { subscription_id?: string }).subscription_id === created.id,
        ),
      ).toHaveLength(1);
    }
  });

  it("is listed only for a range of two ISO times, of a subscription that exists", async () => {
    const plan = await newPlan();
    const { id } = await api.createSubscription({ planId: plan.id });
    const path = `/v1/billing/subscriptions/${id}/transactions`;
    const start = "2026-01-01T00:00:00Z";
    for (const query of [
      "",
      `start_time=${start}`,
      `end_time=${start}`,
      `start_time=yesterday&end_time=${start}`,
      `start_time=2026-02-31T00:00:00Z&end_time=${start}`,
      `start_time=2026-01-01&end_time=2026-01-02`,
      `start_time=${start}&end_time=2025-12-31T23:59:59Z`,
      `start_time=${start}&start_time=${start}&end_time=${start}`,
      `start_time=${"9".repeat(70)}&end_time=${start}`,
    ]) {
      const answer = await raw("GET", `${path}?${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body.name, query).toBe("INVALID_REQUEST");
      expect((answer.body.details as { location: string }[])[0]?.location, query).toBe("query");
    }
    const ok = await raw("GET", `${path}?start_time=${start}&end_time=2026-01-02T00:00:00%2B02:00`);
    expect(ok).toMatchObject({ status: 200, body: { transactions: [], total_items: 0 } });
    expect(
      await failure(api.listSubscriptionTransactions("I-0123456789ABCDEF", around())),
    ).toMatchObject({ status: 404 });
  });

  it("bills the next cycle one interval later, a month's last day at most", async () => {
    const { later } = await import("#server/modules/payments/wallet/sandbox-wallet-billing.ts");
    const at = (iso: string) => new Date(iso);
    expect(later(at("2026-01-31T10:00:00Z"), "MONTH", 1).toISOString()).toBe(
      "2026-02-28T10:00:00.000Z",
    );
    expect(later(at("2028-02-29T10:00:00Z"), "YEAR", 1).toISOString()).toBe(
      "2029-02-28T10:00:00.000Z",
    );
    expect(later(at("2026-12-15T00:00:00Z"), "MONTH", 3).toISOString()).toBe(
      "2027-03-15T00:00:00.000Z",
    );
    expect(later(at("2026-01-01T00:00:00Z"), "WEEK", 2).toISOString()).toBe(
      "2026-01-15T00:00:00.000Z",
    );
    expect(later(at("2026-12-31T00:00:00Z"), "DAY", 1).toISOString()).toBe(
      "2027-01-01T00:00:00.000Z",
    );
  });
});

describe("junk", () => {
  const orderBody = (unit: object, more: object = {}) =>
    JSON.stringify({ intent: "CAPTURE", purchase_units: [unit], ...more });
  const amount = { currency_code: "EUR", value: "10.00" };

  it("in a body is a 400 INVALID_REQUEST with PayPal's details, never a 500", async () => {
    const order = await capturedOrder(500);
    const pending = await newOrder();
    const plan = await newPlan();
    const { id: productId } = await api.createCatalogProduct({ name: "Box", type: "PHYSICAL" });
    const cycle = {
      frequency: { interval_unit: "MONTH", interval_count: 1 },
      tenure_type: "REGULAR",
      sequence: 1,
      total_cycles: 0,
      pricing_scheme: { fixed_price: amount },
    };
    const planBody = (more: object, cycleMore: object = {}) =>
      JSON.stringify({
        product_id: productId,
        name: "Box",
        billing_cycles: [{ ...cycle, ...cycleMore }],
        payment_preferences: {},
        ...more,
      });
    const rows = await database.db.$count(sandboxWalletOrders);
    const junk: [string, string | Uint8Array<ArrayBuffer>][] = [
      ["/v2/checkout/orders", "not json"],
      ["/v2/checkout/orders", "[]"],
      ["/v2/checkout/orders", "null"],
      ["/v2/checkout/orders", '"text"'],
      ["/v2/checkout/orders", "{}"],
      ["/v2/checkout/orders", '{"intent":"CAPTURE"}'],
      ["/v2/checkout/orders", JSON.stringify({ intent: "CAPTURE", purchase_units: [] })],
      [
        "/v2/checkout/orders",
        JSON.stringify({ intent: "AUTHORIZE", purchase_units: [{ reference_id: "a", amount }] }),
      ],
      ["/v2/checkout/orders", orderBody({ reference_id: "a", amount }, { extra: 1 })],
      [
        "/v2/checkout/orders",
        JSON.stringify({
          intent: "CAPTURE",
          purchase_units: [
            { reference_id: "a", amount },
            { reference_id: "b", amount },
          ],
        }),
      ],
      ["/v2/checkout/orders", orderBody({ amount })],
      ["/v2/checkout/orders", orderBody({ reference_id: "a" })],
      ["/v2/checkout/orders", orderBody({ reference_id: "", amount })],
      ["/v2/checkout/orders", orderBody({ reference_id: "a".repeat(257), amount })],
      ["/v2/checkout/orders", orderBody({ reference_id: 7, amount })],
      ["/v2/checkout/orders", orderBody({ reference_id: "a", amount, description: "x" })],
      [
        "/v2/checkout/orders",
        orderBody({ reference_id: "a", amount: { ...amount, value: "1.005" } }),
      ],
      [
        "/v2/checkout/orders",
        orderBody({ reference_id: "a", amount: { ...amount, value: "0.00" } }),
      ],
      [
        "/v2/checkout/orders",
        orderBody({ reference_id: "a", amount: { ...amount, value: "-1.00" } }),
      ],
      ["/v2/checkout/orders", orderBody({ reference_id: "a", amount: { ...amount, value: 10 } })],
      [
        "/v2/checkout/orders",
        orderBody({ reference_id: "a", amount: { ...amount, value: "1e3" } }),
      ],
      [
        "/v2/checkout/orders",
        orderBody({ reference_id: "a", amount: { ...amount, currency_code: "eur" } }),
      ],
      ["/v2/checkout/orders", orderBody({ reference_id: "a", amount: { value: "1.00" } })],
      [
        "/v2/checkout/orders",
        orderBody({ reference_id: "a", amount: { ...amount, breakdown: {} } }),
      ],
      ["/v2/checkout/orders", orderBody({ reference_id: "a", amount: [] })],
      ["/v2/checkout/orders", orderBody({ reference_id: "a", amount: null })],
      [
        "/v2/checkout/orders",
        `{"intent":"CAPTURE","purchase_units":[{"reference_id":"a","amount":${"[".repeat(5000)}`,
      ],
      ["/v2/checkout/orders", orderBody({ reference_id: "a".repeat(40_000), amount })],
      ["/v2/checkout/orders", new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d])],
      ["/v2/checkout/orders", JSON.stringify({ __proto__: null, constructor: 1, toString: 2 })],
      ["/v1/billing/subscriptions", "{}"],
      ["/v1/billing/subscriptions", JSON.stringify({ plan_id: "X-1" })],
      ["/v1/billing/subscriptions", JSON.stringify({ plan_id: "P-" })],
      ["/v1/billing/subscriptions", JSON.stringify({ plan_id: 1 })],
      ["/v1/billing/subscriptions", JSON.stringify({ plan_id: "P-1", quantity: 0 })],
      ["/v1/billing/subscriptions", JSON.stringify({ plan_id: "P-1", quantity: "1001" })],
      ["/v1/billing/subscriptions", JSON.stringify({ plan_id: "P-1", quantity: "1.5" })],
      ["/v1/billing/subscriptions", JSON.stringify({ plan_id: "P-1", quantity: 2.5 })],
      ["/v1/billing/subscriptions", JSON.stringify({ plan_id: "P-1", quantity: true })],
      ["/v1/billing/subscriptions", JSON.stringify({ plan_id: "P-1", custom_id: "" })],
      ["/v1/billing/subscriptions", JSON.stringify({ plan_id: "P-1", subscriber: {} })],
      [`/v2/checkout/orders/${pending.id}/capture`, '{"payment_source":{}}'],
      [`/v2/checkout/orders/${pending.id}/capture`, "[]"],
      [
        `/v2/payments/captures/${order.captures[0]!.id}/refund`,
        JSON.stringify({ amount: { value: "abc", currency_code: "EUR" } }),
      ],
      [
        `/v2/payments/captures/${order.captures[0]!.id}/refund`,
        JSON.stringify({ amount: { value: "0", currency_code: "EUR" } }),
      ],
      [
        `/v2/payments/captures/${order.captures[0]!.id}/refund`,
        JSON.stringify({ note_to_payer: "sorry" }),
      ],
      [`/v2/payments/captures/${order.captures[0]!.id}/refund`, JSON.stringify({ amount: "1.00" })],
      ["/v1/catalogs/products", "{}"],
      ["/v1/catalogs/products", "[]"],
      ["/v1/catalogs/products", JSON.stringify({ name: "Box" })],
      ["/v1/catalogs/products", JSON.stringify({ type: "PHYSICAL" })],
      ["/v1/catalogs/products", JSON.stringify({ name: "", type: "PHYSICAL" })],
      ["/v1/catalogs/products", JSON.stringify({ name: "x".repeat(128), type: "PHYSICAL" })],
      ["/v1/catalogs/products", JSON.stringify({ name: 7, type: "PHYSICAL" })],
      ["/v1/catalogs/products", JSON.stringify({ name: "Box", type: "FOOD" })],
      ["/v1/catalogs/products", JSON.stringify({ name: "Box", type: ["PHYSICAL"] })],
      ["/v1/catalogs/products", JSON.stringify({ name: "Box", type: "PHYSICAL", id: "PROD-1" })],
      ["/v1/billing/plans", "{}"],
      ["/v1/billing/plans", "null"],
      ["/v1/billing/plans", planBody({ product_id: "XYZ-1" })],
      ["/v1/billing/plans", planBody({ product_id: 12 })],
      ["/v1/billing/plans", planBody({ name: "" })],
      ["/v1/billing/plans", planBody({ name: "x".repeat(128) })],
      ["/v1/billing/plans", planBody({ status: "INACTIVE" })],
      ["/v1/billing/plans", planBody({ quantity_supported: "yes" })],
      ["/v1/billing/plans", planBody({ payment_preferences: undefined })],
      ["/v1/billing/plans", planBody({ payment_preferences: [] })],
      ["/v1/billing/plans", planBody({ payment_preferences: { setup_fee: amount } })],
      ["/v1/billing/plans", planBody({ payment_preferences: { payment_failure_threshold: -1 } })],
      ["/v1/billing/plans", planBody({ payment_preferences: { auto_bill_outstanding: 1 } })],
      ["/v1/billing/plans", planBody({ billing_cycles: [] })],
      ["/v1/billing/plans", planBody({ billing_cycles: {} })],
      ["/v1/billing/plans", planBody({ billing_cycles: [null] })],
      ["/v1/billing/plans", planBody({ billing_cycles: Array(13).fill(cycle) })],
      ["/v1/billing/plans", planBody({ taxes: { percentage: "10" } })],
      ["/v1/billing/plans", planBody({}, { frequency: undefined })],
      ["/v1/billing/plans", planBody({}, { frequency: "MONTH" })],
      ["/v1/billing/plans", planBody({}, { frequency: { interval_unit: "HOUR" } })],
      [
        "/v1/billing/plans",
        planBody({}, { frequency: { interval_unit: "MONTH", interval_count: 13 } }),
      ],
      [
        "/v1/billing/plans",
        planBody({}, { frequency: { interval_unit: "YEAR", interval_count: 2 } }),
      ],
      [
        "/v1/billing/plans",
        planBody({}, { frequency: { interval_unit: "DAY", interval_count: 1.5 } }),
      ],
      ["/v1/billing/plans", planBody({}, { tenure_type: "FOREVER" })],
      ["/v1/billing/plans", planBody({}, { sequence: 0 })],
      ["/v1/billing/plans", planBody({}, { sequence: "1" })],
      ["/v1/billing/plans", planBody({}, { total_cycles: 1000 })],
      ["/v1/billing/plans", planBody({}, { total_cycles: -1 })],
      ["/v1/billing/plans", planBody({}, { total_cycles: null })],
      ["/v1/billing/plans", planBody({ quantity_supported: null })],
      ["/v1/billing/plans", planBody({ status: null })],
      ["/v1/billing/subscriptions", JSON.stringify({ plan_id: plan.id, shipping_amount: null })],
      ["/v1/billing/plans", planBody({}, { pricing_scheme: {} })],
      ["/v1/billing/plans", planBody({}, { pricing_scheme: [] })],
      [
        "/v1/billing/plans",
        planBody({}, { pricing_scheme: { fixed_price: { ...amount, value: "0" } } }),
      ],
      [
        "/v1/billing/plans",
        planBody({}, { pricing_scheme: { fixed_price: { ...amount, value: "1.001" } } }),
      ],
      ["/v1/billing/plans", planBody({}, { pricing_scheme: { fixed_price: { value: "1.00" } } })],
      [
        "/v1/billing/plans",
        planBody({}, { pricing_scheme: { fixed_price: amount, pricing_model: "TIERED" } }),
      ],
      ["/v1/billing/subscriptions", JSON.stringify({ plan_id: plan.id, shipping_amount: "4.50" })],
      [
        "/v1/billing/subscriptions",
        JSON.stringify({ plan_id: plan.id, shipping_amount: { ...amount, value: "-1" } }),
      ],
      [
        "/v1/billing/subscriptions",
        JSON.stringify({ plan_id: plan.id, shipping_amount: { currency_code: "EUR" } }),
      ],
    ];
    for (const [apiPath, body] of junk) {
      const answer = await raw("POST", apiPath, { body });
      const what = `${apiPath} ${typeof body === "string" ? body.slice(0, 120) : "bytes"}`;
      expect(answer.status, what).toBe(400);
      expect(answer.body.name, what).toBe("INVALID_REQUEST");
      const details = answer.body.details as { issue: unknown; description: unknown }[];
      expect(typeof details[0]?.issue, what).toBe("string");
      expect(typeof answer.body.debug_id, what).toBe("string");
    }
    // nothing was changed by any of it, nor made
    expect(await database.db.$count(sandboxWalletOrders)).toBe(rows);
    expect((await api.getOrder(pending.id)).status).toBe("CREATED");
    expect((await api.getOrder(order.id)).refunds).toEqual([]);
  });

  it("names what is wrong: a missing field, an unknown one, a bad amount", async () => {
    const missing = await raw("POST", "/v2/checkout/orders", { body: orderBody({ amount }) });
    expect(missing.body.details).toEqual([
      expect.objectContaining({
        field: "/purchase_units/0/reference_id",
        issue: "MISSING_REQUIRED_PARAMETER",
      }),
    ]);
    const unknown = await raw("POST", "/v2/checkout/orders", {
      body: orderBody({ reference_id: "a", amount }, { application_context: {} }),
    });
    expect(unknown.body.details).toEqual([
      expect.objectContaining({ field: "/application_context", issue: "UNKNOWN_FIELD" }),
    ]);
    const zero = await raw("POST", "/v2/checkout/orders", {
      body: orderBody({ reference_id: "a", amount: { ...amount, value: "0.00" } }),
    });
    expect(zero.body.details).toEqual([
      expect.objectContaining({
        field: "/purchase_units/0/amount/value",
        issue: "CANNOT_BE_ZERO_OR_NEGATIVE",
      }),
    ]);
  });

  it("elsewhere: another media type 415, no route 404, another method 405, a bad request id 400", async () => {
    const text = await raw("POST", "/v2/checkout/orders", { body: "{}", type: "text/plain" });
    expect(text).toMatchObject({ status: 415, body: { name: "UNSUPPORTED_MEDIA_TYPE" } });
    expect((await raw("POST", "/v2/checkout/orders")).status).toBe(400);
    expect((await raw("GET", "/v2/nothing/here")).status).toBe(404);
    expect((await raw("GET", "/v2/checkout/orders/lower-case")).status).toBe(404);
    expect((await raw("GET", "/v2/checkout/orders/%00")).status).toBe(404);
    expect((await raw("GET", `/v2/checkout/orders/${"A".repeat(65)}`)).status).toBe(404);
    expect((await raw("DELETE", "/v2/checkout/orders/ABC")).status).toBe(405);
    expect((await raw("GET", "/v1/oauth2/token", { bearer: null })).status).toBe(405);
    const id = await raw("POST", "/v2/checkout/orders", {
      body: orderBody({ reference_id: "a", amount }),
      headers: { "PayPal-Request-Id": "x".repeat(109) },
    });
    expect(id).toMatchObject({
      status: 400,
      body: { details: [{ issue: "INVALID_PARAMETER_SYNTAX" }] },
    });
  });

  it("from the client's caller is refused before anything is sent", async () => {
    expect(
      await failure(api.createOrder({ referenceId: "a", amountCents: 10.5, currency: "EUR" })),
    ).toMatchObject({
      status: 0,
      name: "INVALID_ARGUMENT",
    });
    expect(
      await failure(api.createOrder({ referenceId: "a", amountCents: 100, currency: "eur" })),
    ).toMatchObject({
      status: 0,
    });
    expect(await failure(api.getOrder("../v1/oauth2/token"))).toMatchObject({ status: 0 });
    expect(await failure(api.createSubscription({ planId: "X", quantity: 1 }))).toMatchObject({
      status: 0,
    });
    expect(await failure(api.createSubscription({ planId: "P-1", quantity: 1001 }))).toMatchObject({
      status: 0,
    });
  });
});

/** Whether a transport's call asks for the token. */
const isTokenCall = (input: string | URL | Request) =>
  (typeof input === "string" ? input : input instanceof URL ? input.href : input.url).endsWith(
    "/v1/oauth2/token",
  );

describe("the client's transport", () => {
  const client = (transport: typeof fetch, timeoutMs?: number) =>
    walletApi({
      baseUrl: "http://wallet.test/",
      clientId: "id",
      secret: "secret",
      fetch: transport,
      timeoutMs,
    });

  it("reports an answer of another shape as a WalletApiError, not a crash", async () => {
    const answers: [number, string][] = [
      [200, "not json"],
      [200, "{}"],
      [200, '{"access_token":"t","token_type":"Bearer","expires_in":"soon"}'],
      [200, '{"access_token":"","token_type":"Bearer","expires_in":60}'],
    ];
    for (const [status, body] of answers) {
      const transport: typeof fetch = async () => new Response(body, { status });
      expect(await failure(client(transport).getOrder("A1")), body).toMatchObject({
        status: 0,
        name: "INVALID_RESPONSE",
      });
    }
    const token = JSON.stringify({ access_token: "t", token_type: "Bearer", expires_in: 60 });
    const orders = [
      "[]",
      '{"id":"A1","status":"CREATED","purchase_units":[]}',
      '{"id":"A1","status":"CREATED","purchase_units":[{"amount":{"currency_code":"EUR","value":17}}]}',
      '{"id":"A1","status":"CREATED","purchase_units":[{"amount":{"currency_code":"EUR","value":"17.001"}}]}',
      '{"id":"A1","status":"CREATED","purchase_units":[{"amount":{"currency_code":"EUR","value":"1.00"},"payments":{"captures":[{"id":"C"}]}}]}',
      '{"id":7,"status":"CREATED","purchase_units":[{"amount":{"currency_code":"EUR","value":"1.00"}}]}',
    ];
    for (const order of orders) {
      const transport: typeof fetch = async (input) =>
        new Response(isTokenCall(input) ? token : order, { status: 200 });
      expect(await failure(client(transport).getOrder("A1")), order).toMatchObject({
        name: "INVALID_RESPONSE",
      });
    }
    const gateway: typeof fetch = async (input) =>
      isTokenCall(input)
        ? new Response(token)
        : new Response("<html>Bad gateway</html>", { status: 502 });
    expect(await failure(client(gateway).getOrder("A1"))).toMatchObject({
      status: 502,
      name: "HTTP_502",
    });
  });

  it("reads a plan only with one REGULAR cycle at a fixed price, transactions only whole", async () => {
    const token = JSON.stringify({ access_token: "t", token_type: "Bearer", expires_in: 60 });
    const cycle = (more: object = {}) => ({
      frequency: { interval_unit: "MONTH", interval_count: 1 },
      tenure_type: "REGULAR",
      sequence: 1,
      pricing_scheme: { fixed_price: { currency_code: "EUR", value: "39.00" } },
      ...more,
    });
    const plan = (cycles: unknown[], more: object = {}) =>
      JSON.stringify({ id: "P-1", status: "ACTIVE", name: "Box", billing_cycles: cycles, ...more });
    const answering = (body: string) =>
      client(async (input) => new Response(isTokenCall(input) ? token : body));
    // PayPal's trial cycles before the regular one are read past; quantity_supported is false unless said
    expect(
      await answering(
        plan([cycle({ tenure_type: "TRIAL", pricing_scheme: undefined }), cycle({ sequence: 2 })]),
      ).getPlan("P-1"),
    ).toEqual({
      id: "P-1",
      status: "ACTIVE",
      name: "Box",
      amountCents: 3900,
      currency: "EUR",
      interval: "MONTH",
      intervalCount: 1,
      quantitySupported: false,
    });
    for (const body of [
      plan([]),
      plan([cycle({ tenure_type: "TRIAL" })]),
      plan([cycle(), cycle()]),
      plan([cycle({ pricing_scheme: { pricing_model: "TIERED", tiers: [] } })]),
      plan([cycle({ pricing_scheme: undefined })]),
      plan([cycle({ frequency: { interval_unit: "HOUR" } })]),
      plan([cycle({ frequency: { interval_unit: "DAY", interval_count: 0 } })]),
      plan([cycle()], { quantity_supported: "true" }),
      plan([cycle()], { name: undefined }),
      plan([null]),
      '{"id":"P-1","status":"ACTIVE","name":"Box"}',
    ])
      expect(await failure(answering(body).getPlan("P-1")), body).toMatchObject({
        status: 0,
        name: "INVALID_RESPONSE",
      });
    const range = { startTime: "2026-01-01T00:00:00Z", endTime: "2026-02-01T00:00:00Z" };
    for (const body of [
      '{"transactions":{}}',
      '{"transactions":[{"id":"T","status":"COMPLETED","time":"2026-01-02T00:00:00Z"}]}',
      '{"transactions":[{"id":"T","status":"COMPLETED","amount_with_breakdown":{"gross_amount":{"currency_code":"EUR","value":"-1"}},"time":"x"}]}',
    ])
      expect(
        await failure(answering(body).listSubscriptionTransactions("I-1", range)),
        body,
      ).toMatchObject({ name: "INVALID_RESPONSE" });
    const subscription = (more: object) =>
      JSON.stringify({ id: "I-1", status: "ACTIVE", plan_id: "P-1", quantity: "1", ...more });
    for (const body of [
      subscription({ billing_info: [] }),
      subscription({ billing_info: { last_payment: { amount: { currency_code: "EUR" } } } }),
      subscription({ shipping_amount: { currency_code: "EUR", value: 4.5 } }),
    ])
      expect(await failure(answering(body).getSubscription("I-1")), body).toMatchObject({
        name: "INVALID_RESPONSE",
      });
  });

  it("gives up after its timeout, and wraps an unreachable provider", async () => {
    const silent: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener("abort", () => reject(init.signal?.reason as Error));
      });
    const started = Date.now();
    expect(await failure(client(silent, 50).getOrder("A1"))).toMatchObject({
      status: 0,
      name: "TIMEOUT",
    });
    expect(Date.now() - started).toBeLessThan(5_000);
    const unreachable: typeof fetch = async () => {
      throw new TypeError("fetch failed");
    };
    expect(await failure(client(unreachable).getOrder("A1"))).toMatchObject({
      status: 0,
      name: "NETWORK_ERROR",
    });
  });
});

describe("the sandbox's routes", () => {
  it("serve the buttons script as JavaScript for the sandbox's client id", async () => {
    const url = await sandboxWalletScriptUrl(services, { currency: "EUR", isSubscription: false });
    expect(url).toBe("/sandbox/wallet/sdk.js?client-id=vitrina-sandbox-client&currency=EUR");
    const script = await app.inject({ url, headers: host });
    expect(script.statusCode).toBe(200);
    expect(script.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(script.body).toContain("walletButtonsProgram");
    expect(script.body).toContain(
      '{"base":"/sandbox/wallet","currency":"EUR","intent":"capture","vault":false}',
    );
    const subscriptions = await app.inject({
      url: await sandboxWalletScriptUrl(services, { currency: "EUR", isSubscription: true }),
      headers: host,
    });
    expect(subscriptions.statusCode).toBe(200);
    expect(subscriptions.body).toContain('"intent":"subscription","vault":true');
    for (const query of [
      "client-id=someone&currency=EUR",
      "currency=EUR",
      "client-id=vitrina-sandbox-client&currency=euro",
      "client-id=vitrina-sandbox-client&intent=authorize",
      "client-id=vitrina-sandbox-client&intent=subscription",
    ]) {
      const refused = await app.inject({ url: `/sandbox/wallet/sdk.js?${query}`, headers: host });
      expect(refused.statusCode, query).toBe(400);
    }
  });

  it("serve the stylesheet", async () => {
    const css = await app.inject({ url: "/sandbox/wallet/sdk.css", headers: host });
    expect(css.statusCode).toBe(200);
    expect(css.headers["content-type"]).toBe("text/css; charset=utf-8");
    expect(css.body).toContain(".vw-button");
    expect(css.body).toContain("#ffc439");
  });

  it("summarise an order for the approval dialog; an unknown id is a 404", async () => {
    const order = await newOrder(4200, "EUR");
    const summary = await app.inject({
      url: `/sandbox/wallet/approval/${order.id}`,
      headers: host,
    });
    expect(summary.statusCode).toBe(200);
    expect(summary.headers["content-type"]).toMatch(/^application\/json/);
    expect(summary.json()).toEqual({
      id: order.id,
      kind: "order",
      status: "CREATED",
      value: "42.00",
      currency: "EUR",
    });
    for (const id of ["0123456789ABCDEF0123456789ABCDEF", "lower", "A".repeat(65)]) {
      const unknown = await app.inject({ url: `/sandbox/wallet/approval/${id}`, headers: host });
      expect(unknown.statusCode, id).toBe(404);
      expect(unknown.json()).toMatchObject({ name: "RESOURCE_NOT_FOUND" });
      expect((await approveOverHttp(id)).statusCode, id).toBe(404);
    }
  });

  it("answer the API over HTTP as in process", async () => {
    const { shopId, secretKey } = await sandboxKey(services, "wallet");
    const token = await app.inject({
      method: "POST",
      url: "/sandbox/wallet/v1/oauth2/token",
      headers: {
        ...host,
        authorization: basic(shopId, secretKey),
        "content-type": "application/x-www-form-urlencoded",
      },
      payload: "grant_type=client_credentials",
    });
    expect(token.statusCode).toBe(200);
    const bearer = token.json<{ access_token: string }>().access_token;
    const order = await newOrder(1234);
    const read = await app.inject({
      url: `/sandbox/wallet/v2/checkout/orders/${order.id}`,
      headers: { ...host, authorization: `Bearer ${bearer}` },
    });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual((await raw("GET", `/v2/checkout/orders/${order.id}`)).body);
    const refused = await app.inject({
      url: `/sandbox/wallet/v2/checkout/orders/${order.id}`,
      headers: host,
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ name: "AUTHENTICATION_FAILURE" });
    // a JSON post, as curl or a provider's client sends it: not a page's form
    const created = await app.inject({
      method: "POST",
      url: "/sandbox/wallet/v2/checkout/orders",
      headers: { ...host, authorization: `Bearer ${bearer}`, "content-type": "application/json" },
      payload: {
        intent: "CAPTURE",
        purchase_units: [{ reference_id: "curl", amount: { currency_code: "EUR", value: "3.50" } }],
      },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ status: "CREATED" });
  });
});
