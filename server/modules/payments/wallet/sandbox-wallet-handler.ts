import { randomBytes } from "node:crypto";
import type { Services } from "../../../platform/services.ts";
import { sandboxKey, type SandboxKey } from "../sandbox-keys.ts";
import { checkBearer, issueToken } from "./sandbox-wallet-auth.ts";
import {
  captureRequest,
  jsonBody,
  orderRequest,
  pathId,
  refundRequest,
  resourceNotFound,
  SandboxFault,
  subscriptionRequest,
} from "./sandbox-wallet-input.ts";
import { captureOrder, createOrder, readResource, refundCapture } from "./sandbox-wallet-store.ts";
import {
  createPlan,
  createProduct,
  createSubscription,
  listTransactions,
} from "./sandbox-wallet-billing.ts";
import { planRequest, productRequest, transactionsQuery } from "./sandbox-wallet-billing-input.ts";

// The wallet sandbox's API (PayPal's Orders v2, Payments v2 refunds, Catalog Products v1,
// Subscriptions v1 with its plans, and OAuth):
// one fetch-style handler, a Request in and a Response out, which both the in-process fetch
// and the HTTP routes under /sandbox/wallet call (sandbox-wallet.ts).

/** Where the sandbox's API lives, on this server and in its in-process address. */
export const sandboxWalletBase = "/sandbox/wallet";

type Call = {
  services: Services;
  key: SandboxKey;
  /** The API's root as this request sees it (links in answers start with it). */
  base: string;
  request: Request;
  /** The path's id, when the route has one. */
  id: string;
  requestId: string | undefined;
};

type Route = {
  method: "GET" | "POST";
  pattern: RegExp;
  /** The token endpoint alone takes no bearer. */
  isPublic?: boolean;
  run: (call: Call) => Promise<[number, unknown]>;
};

const routes: Route[] = [
  {
    method: "POST",
    pattern: /^\/v1\/oauth2\/token$/,
    isPublic: true,
    run: async ({ key, request }) => [200, await issueToken(key, request)],
  },
  {
    method: "POST",
    pattern: /^\/v2\/checkout\/orders$/,
    run: async ({ services, key, base, request, requestId }) => {
      const input = orderRequest(await jsonBody(request));
      return [201, await createOrder(services, key, base, input, requestId)];
    },
  },
  {
    method: "GET",
    pattern: /^\/v2\/checkout\/orders\/([^/]+)$/,
    run: async ({ services, id }) => [200, await readResource(services, "order", id)],
  },
  {
    method: "POST",
    pattern: /^\/v2\/checkout\/orders\/([^/]+)\/capture$/,
    run: async ({ services, key, base, request, id, requestId }) => {
      captureRequest(await jsonBody(request, { isEmptyAllowed: true }));
      return [201, await captureOrder(services, key, base, id, requestId)];
    },
  },
  {
    method: "POST",
    pattern: /^\/v2\/payments\/captures\/([^/]+)\/refund$/,
    run: async ({ services, key, base, request, id, requestId }) => {
      const { amount } = refundRequest(await jsonBody(request, { isEmptyAllowed: true }));
      return [201, await refundCapture(services, key, base, id, amount, requestId)];
    },
  },
  {
    method: "POST",
    pattern: /^\/v1\/billing\/subscriptions$/,
    run: async ({ services, key, base, request, requestId }) => {
      const input = subscriptionRequest(await jsonBody(request));
      return [201, await createSubscription(services, key, base, input, requestId)];
    },
  },
  {
    method: "GET",
    pattern: /^\/v1\/billing\/subscriptions\/([^/]+)$/,
    run: async ({ services, id }) => [200, await readResource(services, "subscription", id)],
  },
  {
    method: "GET",
    pattern: /^\/v1\/billing\/subscriptions\/([^/]+)\/transactions$/,
    run: async ({ services, request, id }) => {
      const range = transactionsQuery(new URL(request.url));
      return [200, await listTransactions(services, id, range)];
    },
  },
  {
    method: "POST",
    pattern: /^\/v1\/catalogs\/products$/,
    run: async ({ services, key, base, request, requestId }) => {
      const input = productRequest(await jsonBody(request));
      return [201, await createProduct(services, key, base, input, requestId)];
    },
  },
  {
    method: "GET",
    pattern: /^\/v1\/catalogs\/products\/([^/]+)$/,
    run: async ({ services, id }) => [200, await readResource(services, "product", id)],
  },
  {
    method: "POST",
    pattern: /^\/v1\/billing\/plans$/,
    run: async ({ services, key, base, request, requestId }) => {
      const input = planRequest(await jsonBody(request));
      return [201, await createPlan(services, key, base, input, requestId)];
    },
  },
  {
    method: "GET",
    pattern: /^\/v1\/billing\/plans\/([^/]+)$/,
    run: async ({ services, id }) => [200, await readResource(services, "plan", id)],
  },
];

/** PayPal-Request-Id: up to 108 visible characters, else a 400. */
function requestIdOf(request: Request): string | undefined {
  const value = request.headers.get("paypal-request-id");
  if (value === null) return undefined;
  if (!/^[\x21-\x7e]{1,108}$/.test(value))
    throw new SandboxFault(400, {
      name: "INVALID_REQUEST",
      message: "Request is not well-formed, syntactically incorrect, or violates schema.",
      details: [
        {
          field: "PayPal-Request-Id",
          location: "header",
          issue: "INVALID_PARAMETER_SYNTAX",
          description: "Expected 1 to 108 visible characters.",
        },
      ],
    });
  return value;
}

async function answer(services: Services, request: Request): Promise<[number, unknown]> {
  const url = new URL(request.url);
  if (!url.pathname.startsWith(`${sandboxWalletBase}/`)) throw resourceNotFound();
  const path = url.pathname.slice(sandboxWalletBase.length);
  const matching = routes.filter((route) => route.pattern.test(path));
  const route = matching.find((candidate) => candidate.method === request.method);
  if (!route) {
    if (matching.length === 0) throw resourceNotFound("No such path in the sandbox's API.");
    throw new SandboxFault(405, {
      name: "METHOD_NOT_SUPPORTED",
      message: `The server does not implement the requested HTTP method ${request.method.slice(0, 16)}.`,
    });
  }
  const key = await sandboxKey(services, "wallet");
  if (!route.isPublic) checkBearer(key, request);
  const rawId = route.pattern.exec(path)?.[1];
  return route.run({
    services,
    key,
    base: url.origin + sandboxWalletBase,
    request,
    id: rawId === undefined ? "" : pathId(rawId),
    requestId: requestIdOf(request),
  });
}

/** A JSON answer with PayPal's Paypal-Debug-Id header (and `debug_id` in an error's body). */
export function walletResponse(status: number, body: unknown, debugId: string): Response {
  const isError = status >= 400 && typeof body === "object" && body !== null && "name" in body;
  return Response.json(isError ? { ...body, debug_id: debugId } : body, {
    status,
    headers: { "Cache-Control": "no-store", "Paypal-Debug-Id": debugId },
  });
}

/**
 * Answers one request to the sandbox's API. A refusal is PayPal's error body with its status;
 * only a fault of the sandbox itself (its database away) is a 500, logged.
 */
export async function handleSandboxWallet(services: Services, request: Request): Promise<Response> {
  const debugId = randomBytes(7).toString("hex");
  try {
    const [status, body] = await answer(services, request);
    return walletResponse(status, body, debugId);
  } catch (error) {
    if (error instanceof SandboxFault) return walletResponse(error.status, error.body, debugId);
    services.log.error({ err: error, debugId }, "the wallet sandbox failed");
    return walletResponse(
      500,
      { name: "INTERNAL_SERVER_ERROR", message: "An internal server error has occurred." },
      debugId,
    );
  }
}
