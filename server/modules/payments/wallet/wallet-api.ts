import {
  amountOf,
  boundedText,
  type Idempotent,
  invalid,
  pathId,
  requestIdOf,
} from "./wallet-api-checks.ts";
import { billingCalls, type WalletBillingApi } from "./wallet-api-billing.ts";
import {
  errorOfAnswer,
  orderView,
  refundView,
  subscriptionView,
  tokenView,
  WalletApiError,
  type WalletOrder,
  type WalletRefund,
  type WalletSubscription,
} from "./wallet-views.ts";

// The card wallet's REST client (decision 045): the part of PayPal's Orders v2, Payments v2,
// Catalog Products v1 and Subscriptions v1 contract the shop uses (products, plans and their
// transactions in wallet-api-billing.ts), against the configured provider or the sandbox that
// ships with the project (sandbox-wallet.ts, which hands it an in-process fetch).

export { centsOfWalletAmount, isWalletAmount, walletAmount } from "./wallet-amount.ts";
export {
  WalletApiError,
  type WalletCapture,
  type WalletMoney,
  type WalletOrder,
  type WalletRefund,
  type WalletSubscription,
} from "./wallet-views.ts";
export type {
  WalletInterval,
  WalletPlan,
  WalletProduct,
  WalletTransaction,
} from "./wallet-views-billing.ts";
export type {
  CreateCatalogProductInput,
  CreatePlanInput,
  TransactionsRange,
} from "./wallet-api-billing.ts";

export type WalletApiOptions = {
  /** The API's root, e.g. `https://api-m.sandbox.paypal.com` (no trailing path needed). */
  baseUrl: string;
  clientId: string;
  secret: string;
  /** The transport: the global fetch, or the sandbox's in-process one. */
  fetch: typeof fetch;
  /** Each request's limit; 10 s. */
  timeoutMs?: number;
};

export type CreateOrderInput = Idempotent & {
  /** The shop's own reference (the order number). */
  referenceId: string;
  amountCents: number;
  currency: string;
  customId?: string;
};

export type CreateSubscriptionInput = Idempotent & {
  planId: string;
  quantity?: number;
  customId?: string;
  /** The shipping charged each cycle (`shipping_amount`); with `currency`, the plan's. */
  shippingCents?: number;
  /** The shipping's currency: given with `shippingCents`, never alone. */
  currency?: string;
};

/** A refund of part of a capture, or (no amount) of all that is left of it. */
export type RefundInput = Idempotent &
  ({ amountCents: number; currency: string } | { amountCents?: undefined; currency?: undefined });

export type WalletApi = WalletBillingApi & {
  createOrder(input: CreateOrderInput): Promise<WalletOrder>;
  getOrder(id: string): Promise<WalletOrder>;
  captureOrder(id: string, options?: Idempotent): Promise<WalletOrder>;
  createSubscription(input: CreateSubscriptionInput): Promise<WalletSubscription>;
  getSubscription(id: string): Promise<WalletSubscription>;
  refundCapture(captureId: string, refund?: RefundInput): Promise<WalletRefund>;
};

const defaultTimeoutMs = 10_000;
/** A token is renewed this long before it expires (at most half its life). */
const renewBeforeMs = 5 * 60_000;

type CachedToken = { token: Promise<string>; expiresAt: number };

// Tokens per transport and client: a client made per request reuses its predecessor's token.
const tokens = new WeakMap<typeof fetch, Map<string, CachedToken>>();

/** A client of the wallet's API. */
export function walletApi(options: WalletApiOptions): WalletApi {
  const base = options.baseUrl.replace(/\/+$/, "");
  const timeoutMs = options.timeoutMs ?? defaultTimeoutMs;
  const transport = options.fetch;
  let ofTransport = tokens.get(transport);
  if (!ofTransport) tokens.set(transport, (ofTransport = new Map<string, CachedToken>()));
  const cache = ofTransport;
  const cacheKey = `${base}\n${options.clientId}\n${options.secret}`;

  /** One exchange: the answer's status and JSON body, or a WalletApiError without an answer. */
  async function exchange(path: string, init: RequestInit): Promise<[number, unknown]> {
    try {
      const response = await transport(base + path, {
        ...init,
        signal: AbortSignal.timeout(timeoutMs),
      });
      const body = await response.text();
      let json: unknown = undefined;
      if (body !== "") {
        try {
          json = JSON.parse(body);
        } catch {
          if (response.ok) throw malformedBody(response.status);
        }
      }
      return [response.status, json];
    } catch (error) {
      if (error instanceof WalletApiError) throw error;
      const isTimeout = error instanceof Error && error.name === "TimeoutError";
      throw new WalletApiError(
        0,
        isTimeout ? "TIMEOUT" : "NETWORK_ERROR",
        isTimeout
          ? `the wallet did not answer within ${timeoutMs} ms`
          : "the wallet is unreachable",
        { cause: error },
      );
    }
  }

  async function fetchToken(): Promise<{ token: string; expiresAt: number }> {
    const basic = Buffer.from(`${options.clientId}:${options.secret}`).toString("base64");
    const [status, body] = await exchange("/v1/oauth2/token", {
      method: "POST",
      headers: {
        Authorization: `Basic ${basic}`,
        "Content-Type": "application/x-www-form-urlencoded",
        Accept: "application/json",
      },
      body: "grant_type=client_credentials",
    });
    if (status !== 200) throw errorOfAnswer(status, body);
    const answer = tokenView(body);
    const lifeMs = answer.expiresInSeconds * 1000;
    return {
      token: answer.accessToken,
      expiresAt: Date.now() + lifeMs - Math.min(renewBeforeMs, lifeMs / 2),
    };
  }

  function token(): Promise<string> {
    const cached = cache.get(cacheKey);
    if (cached && cached.expiresAt > Date.now()) return cached.token;
    const entry: CachedToken = { token: Promise.resolve(""), expiresAt: Infinity };
    entry.token = fetchToken().then(
      (fetched) => {
        entry.expiresAt = fetched.expiresAt;
        return fetched.token;
      },
      (error: unknown) => {
        if (cache.get(cacheKey) === entry) cache.delete(cacheKey);
        throw error;
      },
    );
    cache.set(cacheKey, entry);
    return entry.token;
  }

  /** An API call with the cached token; a 401 fetches a new token and tries once more. */
  async function call(
    method: "GET" | "POST",
    path: string,
    request: { body?: unknown; requestId?: string } = {},
  ): Promise<unknown> {
    for (let attempt = 1; ; attempt++) {
      const bearer = await token();
      const [status, body] = await exchange(path, {
        method,
        headers: {
          Authorization: `Bearer ${bearer}`,
          Accept: "application/json",
          Prefer: "return=representation",
          ...(request.requestId === undefined ? {} : { "PayPal-Request-Id": request.requestId }),
          ...(request.body === undefined ? {} : { "Content-Type": "application/json" }),
        },
        ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
      });
      if (status === 401 && attempt === 1) {
        // a token the provider no longer takes (rotated secret, a restart of its keys)
        const cached = cache.get(cacheKey);
        if (cached && (await cached.token.catch(() => undefined)) === bearer)
          cache.delete(cacheKey);
        continue;
      }
      if (status < 200 || status > 299) throw errorOfAnswer(status, body);
      return body;
    }
  }

  return {
    ...billingCalls(call),
    async createOrder(input) {
      const referenceId = boundedText(input.referenceId, "referenceId", 256);
      const customId = boundedText(input.customId, "customId", 127);
      const unit = {
        reference_id: referenceId,
        ...(customId === undefined ? {} : { custom_id: customId }),
        amount: amountOf(input.amountCents, input.currency),
      };
      const body = { intent: "CAPTURE", purchase_units: [unit] };
      return orderView(
        await call("POST", "/v2/checkout/orders", { body, requestId: requestIdOf(input) }),
      );
    },
    async getOrder(id) {
      return orderView(await call("GET", `/v2/checkout/orders/${pathId(id)}`));
    },
    async captureOrder(id, idempotent = {}) {
      const path = `/v2/checkout/orders/${pathId(id)}/capture`;
      return orderView(await call("POST", path, { body: {}, requestId: requestIdOf(idempotent) }));
    },
    async createSubscription(input) {
      const planId = boundedText(input.planId, "planId", 50);
      if (planId === undefined || !/^P-[A-Za-z0-9-]{1,48}$/.test(planId))
        throw invalid(`not a plan id: ${JSON.stringify(input.planId)}`);
      const quantity = input.quantity ?? 1;
      if (!Number.isSafeInteger(quantity) || quantity < 1 || quantity > 1000)
        throw invalid("quantity is a whole number from 1 to 1000");
      const customId = boundedText(input.customId, "customId", 127);
      const hasShipping = input.shippingCents !== undefined || input.currency !== undefined;
      const body = {
        plan_id: planId,
        quantity: String(quantity),
        ...(customId === undefined ? {} : { custom_id: customId }),
        ...(hasShipping
          ? { shipping_amount: amountOf(input.shippingCents ?? NaN, input.currency ?? "") }
          : {}),
      };
      const answer = await call("POST", "/v1/billing/subscriptions", {
        body,
        requestId: requestIdOf(input),
      });
      return subscriptionView(answer);
    },
    async getSubscription(id) {
      return subscriptionView(await call("GET", `/v1/billing/subscriptions/${pathId(id)}`));
    },
    async refundCapture(captureId, refund = {}) {
      const path = `/v2/payments/captures/${pathId(captureId)}/refund`;
      const hasAmount = refund.amountCents !== undefined || refund.currency !== undefined;
      const body = hasAmount
        ? { amount: amountOf(refund.amountCents ?? NaN, refund.currency ?? "") }
        : {};
      return refundView(await call("POST", path, { body, requestId: requestIdOf(refund) }));
    },
  };
}

function malformedBody(status: number): WalletApiError {
  return new WalletApiError(0, "INVALID_RESPONSE", `the wallet answered ${status} without JSON`);
}
