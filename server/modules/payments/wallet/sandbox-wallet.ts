import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Services } from "../../../platform/services.ts";
import { sandboxKey } from "../sandbox-keys.ts";
import { walletButtonsScript } from "./buttons-script.ts";
import {
  handleSandboxWallet,
  sandboxWalletBase,
  walletResponse,
} from "./sandbox-wallet-handler.ts";
import { SandboxFault, bodyLimit, pathId } from "./sandbox-wallet-input.ts";
import { approvalSummary, approve } from "./sandbox-wallet-approval.ts";
import { walletApi, type WalletApi } from "./wallet-api.ts";
import { currencyPattern } from "./wallet-amount.ts";

// The card wallet's sandbox (decision 045): PayPal's REST contract on this server, its state in
// the database (sandbox_wallet_orders), so a shop without a PayPal account, and the tests, take
// wallet payments. The server's client reaches it in process (sandboxWalletFetch: the same client
// code as for the real provider, only the transport differs); browsers and curl reach the same
// handler over HTTP under /sandbox/wallet, with the buttons script and the buyer's approval.

export { sandboxWalletBase } from "./sandbox-wallet-handler.ts";
export { sandboxBuyerEmail } from "./sandbox-wallet-resources.ts";

/** The sandbox's API root for the in-process client (no host: the request never leaves). */
export const sandboxWalletApiUrl = `http://sandbox.invalid${sandboxWalletBase}`;

const fetches = new WeakMap<Services, typeof fetch>();

/**
 * A fetch that answers from the sandbox in this process (no socket): a real Request in, a real
 * Response out, aborted like a fetch when its signal fires (the client's timeout).
 */
export function sandboxWalletFetch(services: Services): typeof fetch {
  let inProcess = fetches.get(services);
  if (!inProcess) {
    inProcess = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
      const request = new Request(input, init);
      const { signal } = request;
      signal.throwIfAborted();
      const aborted = Promise.withResolvers<never>();
      const onAbort = () => aborted.reject(signal.reason);
      signal.addEventListener("abort", onAbort, { once: true });
      try {
        return await Promise.race([handleSandboxWallet(services, request), aborted.promise]);
      } finally {
        signal.removeEventListener("abort", onAbort);
      }
    };
    fetches.set(services, inProcess);
  }
  return inProcess;
}

/** The wallet client for the sandbox: its credentials (sandbox-keys.ts) and in-process fetch. */
export async function sandboxWalletApi(
  services: Services,
  options: { timeoutMs?: number } = {},
): Promise<WalletApi> {
  const key = await sandboxKey(services, "wallet");
  return walletApi({
    baseUrl: sandboxWalletApiUrl,
    clientId: key.shopId,
    secret: key.secretKey,
    fetch: sandboxWalletFetch(services),
    ...options,
  });
}

/** The buttons script's address for a page (spec 3's scriptUrl), on this server. */
export async function sandboxWalletScriptUrl(
  services: Services,
  input: { currency: string; isSubscription: boolean },
): Promise<string> {
  const { shopId } = await sandboxKey(services, "wallet");
  const query = new URLSearchParams({ "client-id": shopId, currency: input.currency });
  if (input.isSubscription) {
    query.set("intent", "subscription");
    query.set("vault", "true");
  }
  return `${sandboxWalletBase}/sdk.js?${query}`;
}

/** The fetch Request of a Fastify request, with the headers the API reads. */
function fetchRequest(request: FastifyRequest): Request {
  const headers = new Headers();
  for (const name of ["authorization", "content-type", "paypal-request-id", "prefer"]) {
    const value = request.headers[name];
    if (typeof value === "string") headers.set(name, value);
  }
  const body = request.body;
  return new Request(`${request.protocol}://${request.host}${request.url}`, {
    method: request.method,
    headers,
    ...(Buffer.isBuffer(body) && request.method !== "GET" && request.method !== "HEAD"
      ? { body: new Uint8Array(body) }
      : {}),
  });
}

/** A refusal of the browser-facing routes in PayPal's error shape. */
async function answering(reply: FastifyReply, run: () => Promise<[number, unknown]>) {
  const debugId = randomBytes(7).toString("hex");
  try {
    const [status, body] = await run();
    return reply.send(walletResponse(status, body, debugId));
  } catch (error) {
    if (error instanceof SandboxFault)
      return reply.send(walletResponse(error.status, error.body, debugId));
    throw error;
  }
}

const scriptQuery = (query: unknown): Record<string, string> =>
  typeof query === "object" && query !== null
    ? Object.fromEntries(
        Object.entries(query).filter(
          (entry): entry is [string, string] => typeof entry[1] === "string",
        ),
      )
    : {};

/** The sandbox's routes: its API over HTTP, the buttons script and style, the buyer's approval. */
export async function sandboxWalletRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const stylesheet = await readFile(new URL("./sdk.css", import.meta.url), "utf8");
  await app.register(async (scope) => {
    // the handler reads the raw body itself, as PayPal's API would
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", { parseAs: "buffer", bodyLimit }, (_request, body, done) =>
      done(null, body),
    );

    const api = async (request: FastifyRequest, reply: FastifyReply) =>
      reply.send(await handleSandboxWallet(services, fetchRequest(request)));
    // PayPal's API takes JSON: the page guard's "a post is a form" is not for these routes
    scope.all(`${sandboxWalletBase}/v1/*`, { config: { isApi: true } }, api);
    scope.all(`${sandboxWalletBase}/v2/*`, { config: { isApi: true } }, api);

    scope.get(`${sandboxWalletBase}/sdk.js`, async (request, reply) => {
      const query = scriptQuery(request.query);
      const { shopId } = await sandboxKey(services, "wallet");
      const currency = query.currency ?? "USD";
      const intent = (query.intent ?? "capture").toLowerCase();
      const vault = query.vault === "true";
      const refusal =
        query["client-id"] !== shopId
          ? "client-id is not the sandbox's client id"
          : !currencyPattern.test(currency)
            ? "currency is not three capital letters"
            : intent !== "capture" && intent !== "subscription"
              ? "intent is capture or subscription"
              : intent === "subscription" && !vault
                ? "a subscription needs vault=true"
                : undefined;
      if (refusal)
        return reply
          .code(400)
          .type("text/plain; charset=utf-8")
          .header("Cache-Control", "no-store")
          .send(`The wallet sandbox's script: ${refusal}.`);
      const script = walletButtonsScript({
        base: sandboxWalletBase,
        currency,
        intent: intent === "subscription" ? "subscription" : "capture",
        vault,
      });
      return reply
        .type("text/javascript; charset=utf-8")
        .header("Cache-Control", "no-cache")
        .send(script);
    });

    scope.get(`${sandboxWalletBase}/sdk.css`, async (_request, reply) =>
      reply.type("text/css; charset=utf-8").header("Cache-Control", "no-cache").send(stylesheet),
    );

    scope.get<{ Params: { id: string } }>(
      `${sandboxWalletBase}/approval/:id`,
      async (request, reply) =>
        answering(reply, async () => [
          200,
          await approvalSummary(services, pathId(request.params.id)),
        ]),
    );

    scope.post<{ Params: { id: string } }>(
      `${sandboxWalletBase}/approve/:id`,
      async (request, reply) =>
        answering(reply, async () => {
          const key = await sandboxKey(services, "wallet");
          const base = `${request.protocol}://${request.host}${sandboxWalletBase}`;
          return [200, await approve(services, key, base, pathId(request.params.id))];
        }),
    );
  });
}
