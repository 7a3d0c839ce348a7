import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LoginResult } from "#generated/types.ts";
import { operations } from "#generated/operations.ts";
import { authTokens } from "#server/db/schema.ts";
import { hashToken } from "#server/platform/tokens.ts";
import { demoAccount, type Role } from "./backoffice.ts";
import { startTestServer, type TestServer } from "./server.ts";

// spec 6, default deny: every back-office operation of openapi.yaml (present and future) answers
// 401 without a token or with an expired one and 403 to a shopper, before it reads any input.
// An own server (on PostgreSQL sharing the suite's database), so a token can be expired in it.
let server: TestServer;
const tokens: Record<Role | "expired", string> = { "back-office": "", shopper: "", expired: "" };

const backofficeOperations = Object.values(operations).filter(
  (operation) => operation.requiresBackoffice,
);

// Names of nothing that exists: the back-office call below must not change the shared data.
const pathValues: Record<string, string> = {
  kind: "page",
  key: "no-such-page",
  slugMain: "no-such-page",
  id: "999999",
  number: "999999",
  name: "no-such-cache",
};

function send(operation: (typeof backofficeOperations)[number], accessToken?: string) {
  const path = operation.path.replace(
    /\{(\w+)\}/g,
    (_match, name: string) => pathValues[name] ?? "x",
  );
  const hasBody = ["POST", "PUT", "PATCH"].includes(operation.method);
  return fetch(server.url + path, {
    method: operation.method,
    headers: {
      ...(accessToken ? { accessToken } : {}),
      ...(hasBody ? { "content-type": "application/json" } : {}),
    },
    ...(hasBody ? { body: "{}" } : {}),
  });
}

async function logIn(role: Role): Promise<string> {
  const { email, password } = demoAccount(role);
  const response = await fetch(`${server.url}/api/v1/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: email, password }),
  });
  return ((await response.json()) as { data: LoginResult }).data.tokens.accessToken;
}

beforeAll(async () => {
  server = await startTestServer(
    { LOGIN_RATE_LIMIT: "1000", LOGIN_ADDRESS_LIMIT: "100000" },
    { isFresh: false },
  );
  tokens["back-office"] = await logIn("back-office");
  tokens.shopper = await logIn("shopper");
  tokens.expired = await logIn("back-office");
  await server.database.db
    .update(authTokens)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(authTokens.tokenHash, hashToken(tokens.expired)));
}, 120_000);

afterAll(() => server.close());

describe("back-office operations (spec 6)", () => {
  it("include every operation under /api/v1/admin/ (others keep their spec 7 paths)", () => {
    expect(backofficeOperations.length).toBeGreaterThanOrEqual(20);
    for (const operation of Object.values(operations))
      if (operation.path.startsWith("/api/v1/admin/"))
        expect(operation.requiresBackoffice).toBe(true);
    expect(operations.createProduct.requiresBackoffice).toBe(true);
    expect(operations.listOutbox.requiresBackoffice).toBe(true);
  });

  for (const operation of backofficeOperations) {
    it(`${operation.operationId}: 401 without a token or with an expired one, 403 for a shopper`, async () => {
      const statuses = {
        none: (await send(operation)).status,
        expired: (await send(operation, tokens.expired)).status,
        unknown: (await send(operation, "no-such-token-0123456789abcdef")).status,
        shopper: (await send(operation, tokens.shopper)).status,
      };
      expect(statuses).toEqual({ none: 401, expired: 401, unknown: 401, shopper: 403 });
      // a back-office user gets past the check (to 200, a 400 for the empty body, or a 404)
      expect([401, 403]).not.toContain((await send(operation, tokens["back-office"])).status);
    });
  }
});
