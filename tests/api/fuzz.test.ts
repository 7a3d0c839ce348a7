import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { WishlistPage } from "#generated/types.ts";
import { accessTokenOf } from "./backoffice.ts";
import { casesFor } from "./fuzz/cases.ts";
import { loadOperations } from "./fuzz/openapi.ts";
import { call, payload } from "./http.ts";
import { envelopeOf, rawRequest } from "./raw-http.ts";

// Driven by schemas/openapi.yaml: every operation, present and future, gets invalid parameters,
// headers, bodies, content types, methods and Host headers, huge arrays and deep nesting; none may
// answer 5xx, and every error is spec-shaped (node:http: fetch cannot send TRACE or a Host).
const operations = loadOperations();

// Back-office operations answer 401 before they read anything: fuzz them as a back-office user,
// so their parameters and bodies are really checked (a case that sets accessToken keeps its own).
let editorToken = "";
// Operations of a signed-in shopper that touch only the caller's own wishlist or cart: fuzzed as
// the demo shopper, so their handlers run (a visitor's call stops at 401 after the input checks).
const shopperOperations = new Set([
  "listWishlist",
  "toggleWishlist",
  "applyMemberCard",
  "getAbandonedCart",
]);
let shopperToken = "";
beforeAll(async () => {
  editorToken = await accessTokenOf("back-office");
  shopperToken = await accessTokenOf("shopper");
});

// what the fuzz put on the demo shopper's wishlist comes off again
afterAll(async () => {
  const headers = { accessToken: shopperToken };
  const list = payload<WishlistPage>(
    await call("/api/v1/cms/wishlist/filter?limit=9999", { headers }),
  );
  for (const item of list.data)
    await call("/api/v1/cms/wishlist/create", {
      body: { product_id: item.product_id, wished: false },
      headers,
    });
});

function withToken(operationId: string, isBackoffice: boolean, headers: Record<string, string>) {
  const hasOwn = Object.keys(headers).some((name) => name.toLowerCase() === "accesstoken");
  if (hasOwn) return headers;
  if (isBackoffice) return { ...headers, accesstoken: editorToken };
  return shopperOperations.has(operationId) ? { ...headers, accesstoken: shopperToken } : headers;
}

/**
 * The answer of a request, asked again (at most twice) when the transport lost it: a server
 * that refuses an oversized body by its declared length closes the connection while the client
 * still writes, and the reset can swallow the 413 already sent (EPIPE, ECONNRESET). Anything
 * else, and a third loss, fails the test.
 */
async function answerOf<T>(send: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await send();
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (attempt >= 3 || (code !== "EPIPE" && code !== "ECONNRESET")) throw error;
    }
  }
}

describe("fuzz every OpenAPI operation", () => {
  it("covers every operation of openapi.yaml", () => {
    expect(operations.length).toBeGreaterThanOrEqual(10);
  });

  let sent = 0;
  for (const operation of operations) {
    it(`${operation.operationId}: ${operation.method} ${operation.path}`, async () => {
      const failures: string[] = [];
      for (const fuzzCase of casesFor(operation)) {
        const response = await answerOf(() =>
          rawRequest(inject("apiUrl"), fuzzCase.path, {
            method: fuzzCase.method,
            headers: withToken(operation.operationId, operation.isBackoffice, fuzzCase.headers),
            ...(fuzzCase.body === undefined ? {} : { body: fuzzCase.body }),
          }),
        );
        sent += 1;
        if (response.status >= 500) failures.push(`${fuzzCase.name}: ${response.status}`);
        else if (response.status >= 400 && response.body.length > 8192)
          failures.push(`${fuzzCase.name}: a ${response.body.length}-byte answer`);
        else if (response.status >= 400 && fuzzCase.method !== "HEAD") {
          try {
            envelopeOf(response);
          } catch (error) {
            failures.push(`${fuzzCase.name}: ${(error as Error).message}`);
          }
        }
      }
      expect(failures).toEqual([]);
    });
  }

  it("reports how many requests it sent", () => {
    console.log(`fuzz: ${sent} requests to ${operations.length} operations, none answered 5xx`);
    expect(sent).toBeGreaterThan(operations.length * 10);
  });
});
