import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  LoginResult,
  SocialLoginResult,
  SocialProvider,
  SocialRedirect,
  User,
} from "#generated/types.ts";
import { siteOptions, sites, socialLoginFlows, userIdentities, users } from "#server/db/schema.ts";
import { demoAccounts } from "#server/db/seed/seed.ts";
import { hashPassword } from "#server/platform/passwords.ts";
import { hashToken } from "#server/platform/tokens.ts";
import { startOidcProvider, type TestOidcProvider } from "./oidc.ts";
import { startTestServer, type TestServer } from "./server.ts";

// issue 9 social login against a REAL OpenID provider (oidc-provider) started here: the code
// flow runs through its own sign-in and consent pages, openid-client talks to it over HTTP.
let server: TestServer;
let provider: TestOidcProvider;
let siteId: string;
const unverified = "neprovjeren.social@example.com";

async function setProvidersOption(value: string) {
  await server.database.db
    .insert(siteOptions)
    .values({ siteId, key: "SocialLoginProviders", value })
    .onConflictDoUpdate({ target: [siteOptions.siteId, siteOptions.key], set: { value } });
}

beforeAll(async () => {
  server = await startTestServer(
    { TRUST_PROXY: "1", LOGIN_RATE_LIMIT: "1000" },
    { isFresh: false },
  );
  provider = await startOidcProvider({
    redirectUris: [`${server.url}/social-login`, `${server.url}/en/social-login`],
    accounts: { [unverified]: { email: unverified, email_verified: false, given_name: "Ne" } },
  });
  const [site] = await server.database.db.select({ id: sites.id }).from(sites).limit(1);
  siteId = site?.id ?? "";
  await setProvidersOption(provider.option("testni", "Testni ID"));
});
afterAll(async () => {
  await server.database.db.delete(siteOptions).where(eq(siteOptions.key, "SocialLoginProviders"));
  await server.close();
  await provider.close();
});

let clientAddress = 0;
type Response = { status: number; body: unknown };
async function call(
  path: string,
  options: { body?: unknown; headers?: Record<string, string> } = {},
): Promise<Response> {
  const response = await fetch(server.url + path, {
    method: options.body === undefined ? "GET" : "POST",
    headers: {
      ...(options.body !== undefined && { "content-type": "application/json" }),
      "x-forwarded-for": `10.77.${Math.floor(++clientAddress / 250)}.${clientAddress % 250}`,
      ...options.headers,
    },
    ...(options.body !== undefined && { body: JSON.stringify(options.body) }),
  });
  return { status: response.status, body: await response.json() };
}
const data = <T>(response: Response): T => {
  if (response.status !== 200)
    throw new Error(`${response.status} ${JSON.stringify(response.body)}`);
  return (response.body as { data: T }).data;
};
const errorKey = (response: Response) => (response.body as { error: { key: string } }).error.key;

let unique = 0;
const newEmail = () => `social.${Date.now()}.${++unique}@example.com`;

async function start(returnTo = "/profil", headers: Record<string, string> = {}) {
  const query = new URLSearchParams({ provider: "testni", returnTo });
  return data<SocialRedirect>(
    await call(`/api/v1/user/social/redirect-login?${query}`, { headers }),
  );
}

/** A whole social login: start, the provider's pages, the callback's answer. */
async function socialLogin(login: string, options: { deny?: boolean; returnTo?: string } = {}) {
  const { url, state } = await start(options.returnTo);
  const callback = await provider.signIn(url, login, options);
  return call("/api/v1/user/social/oauth", { body: { state, query: callback.search.slice(1) } });
}

async function createUser(email: string, input: { isVerified: boolean; isBackoffice?: boolean }) {
  const [row] = await server.database.db
    .insert(users)
    .values({
      email,
      username: email,
      passwordHash: await hashPassword("Zelena-Livada-42"),
      details: { firstName: "Ana", lastName: "Kovač" },
      scope: "web",
      isBackofficeUser: input.isBackoffice ?? false,
      emailVerifiedAt: input.isVerified ? new Date() : null,
    })
    .returning({ id: users.id });
  return row?.id ?? 0;
}
const passwordLogin = (username: string, password = "Zelena-Livada-42") =>
  call("/api/v1/login", { body: { username, password } });

describe("social login providers (site option SocialLoginProviders)", () => {
  it("lists the providers by id and name, and no client serves the secret", async () => {
    const list = data<SocialProvider[]>(await call("/api/v1/user/social/providers"));
    expect(list).toEqual([{ id: "testni", name: "Testni ID" }]);
    const options = await call("/api/v1/cms/option/filter");
    expect(options.status).toBe(200);
    expect(JSON.stringify(options.body)).not.toContain(provider.clientSecret);
    const named = await call("/api/v1/cms/option/filter?keys=SocialLoginProviders");
    expect(data<unknown[]>(named)).toEqual([]);
  });

  it("starts a code flow with PKCE (S256), state and nonce, back to the language's route", async () => {
    const { url, state } = await start("/en/profile", { language: "eng" });
    const authorization = new URL(url);
    expect(authorization.origin).toBe(provider.issuer);
    const params = authorization.searchParams;
    expect(params.get("response_type")).toBe("code");
    expect(params.get("code_challenge_method")).toBe("S256");
    expect(params.get("code_challenge")).toMatch(/^[\w-]{43}$/);
    expect(params.get("state")).toBe(state);
    expect(state).toMatch(/^[0-9a-f]{32}$/);
    expect(params.get("nonce")?.length).toBeGreaterThanOrEqual(32);
    expect(params.get("redirect_uri")).toBe(`${server.url}/en/social-login`);
    expect(params.get("scope")?.split(" ")).toEqual(["openid", "email", "profile"]);
  });

  it("refuses an unknown provider (404) and a return path that is not internal (400)", async () => {
    const unknown = await call("/api/v1/user/social/redirect-login?provider=nema");
    expect(unknown.status).toBe(404);
    expect(errorKey(unknown)).toBe("api.socialProviderUnknown");
    const outside = await call(
      `/api/v1/user/social/redirect-login?provider=testni&returnTo=${encodeURIComponent("//evil.example/x")}`,
    );
    expect(outside.status).toBe(400);
  });
});

describe("social login callback", () => {
  it("creates a verified account for a new, provider-verified e-mail and starts a session", async () => {
    const email = newEmail();
    const result = data<SocialLoginResult>(await socialLogin(email, { returnTo: "/profil?tab=1" }));
    expect(result.returnTo).toBe("/profil?tab=1");
    expect(result.user).toMatchObject({ email, details: { firstName: "Iva", lastName: "Horvat" } });
    // the session is the password login's: the access token works, the refresh token rotates
    const profile = data<User>(
      await call("/api/v1/user/web/profile", {
        headers: { accessToken: result.tokens.accessToken },
      }),
    );
    expect(profile.id).toBe(result.user.id);
    const refreshed = await call("/api/v1/refresh", {
      headers: { refreshToken: result.tokens.refreshToken },
    });
    expect(refreshed.status).toBe(200);
    const [row] = await server.database.db
      .select({ verifiedAt: users.emailVerifiedAt })
      .from(users)
      .where(eq(users.id, result.user.id));
    expect(row?.verifiedAt).toBeInstanceOf(Date);
    // no password was set: the account cannot be entered with a guessed one
    expect((await passwordLogin(email, "Iva-Horvat-2026")).status).toBe(401);
  });

  it("gives two logins of one new person racing each other the same account", async () => {
    const email = newEmail();
    const flows = [await start(), await start()];
    const callbacks = [
      await provider.signIn(flows[0]?.url ?? "", email),
      await provider.signIn(flows[1]?.url ?? "", email),
    ];
    const results = await Promise.all(
      flows.map((flow, index) =>
        call("/api/v1/user/social/oauth", {
          body: { state: flow.state, query: callbacks[index]?.search.slice(1) },
        }),
      ),
    );
    const [first, second] = results.map((result) => data<SocialLoginResult>(result).user.id);
    expect(first).toBe(second);
  });

  it("uses a flow once: its state again is a 400, and so is an unknown state", async () => {
    const { url, state } = await start();
    const callback = await provider.signIn(url, newEmail());
    const body = { state, query: callback.search.slice(1) };
    expect((await call("/api/v1/user/social/oauth", { body })).status).toBe(200);
    const again = await call("/api/v1/user/social/oauth", { body });
    expect(again.status).toBe(400);
    expect(errorKey(again)).toBe("api.socialStateInvalid");
    const unknown = await call("/api/v1/user/social/oauth", {
      body: { state: "0".repeat(32), query: callback.search.slice(1) },
    });
    expect(errorKey(unknown)).toBe("api.socialStateInvalid");
  });

  it("refuses an answer of another flow (state mismatch) and an expired flow", async () => {
    const first = await start();
    const second = await start();
    const callback = await provider.signIn(second.url, newEmail());
    const mismatch = await call("/api/v1/user/social/oauth", {
      body: { state: first.state, query: callback.search.slice(1) },
    });
    expect(mismatch.status).toBe(400);
    expect(errorKey(mismatch)).toBe("api.socialFailed");

    const late = await start();
    const lateCallback = await provider.signIn(late.url, newEmail());
    await server.database.db
      .update(socialLoginFlows)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(socialLoginFlows.stateHash, hashToken(late.state)));
    const expired = await call("/api/v1/user/social/oauth", {
      body: { state: late.state, query: lateCallback.search.slice(1) },
    });
    expect(errorKey(expired)).toBe("api.socialStateInvalid");
  });

  it("says so when the shopper denies consent (400, never a 500)", async () => {
    const denied = await socialLogin(newEmail(), { deny: true });
    expect(denied.status).toBe(400);
    expect(errorKey(denied)).toBe("api.socialDenied");
  });

  it("links a provider-verified e-mail to the existing account; the subject signs in after", async () => {
    const email = newEmail();
    const id = await createUser(email, { isVerified: true });
    const first = data<SocialLoginResult>(await socialLogin(email.toUpperCase()));
    // the provider's subject differs from the e-mail's case: the e-mail matched, any case
    expect(first.user.id).toBe(id);
    const links = await server.database.db
      .select()
      .from(userIdentities)
      .where(eq(userIdentities.userId, id));
    expect(links).toMatchObject([{ issuer: provider.issuer, providerId: "testni" }]);
    const second = data<SocialLoginResult>(await socialLogin(email.toUpperCase()));
    expect(second.user.id).toBe(id);
    // the account's own password keeps working
    expect((await passwordLogin(email)).status).toBe(200);
  });

  it("never lets an unverified provider e-mail take over an account, nor open one", async () => {
    const id = await createUser(unverified, { isVerified: true });
    const refused = await socialLogin(unverified);
    expect(refused.status).toBe(409);
    expect(errorKey(refused)).toBe("api.socialEmailUnverified");
    const links = await server.database.db
      .select()
      .from(userIdentities)
      .where(eq(userIdentities.userId, id));
    expect(links).toEqual([]);
    expect(data<LoginResult>(await passwordLogin(unverified)).user.id).toBe(id);

    await server.database.db.delete(users).where(eq(users.id, id));
    expect((await socialLogin(unverified)).status).toBe(409);
    const created = await server.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, unverified));
    expect(created).toEqual([]);
  });

  it("takes over an unconfirmed registration for the verified owner: its password stops working", async () => {
    const email = newEmail();
    const id = await createUser(email, { isVerified: false });
    expect(data<SocialLoginResult>(await socialLogin(email)).user.id).toBe(id);
    expect((await passwordLogin(email)).status).toBe(401);
  });

  it("does not link a back-office account by e-mail (403)", async () => {
    const editor = demoAccounts.find((account) => account.role === "back-office");
    const refused = await socialLogin(editor?.email ?? "");
    expect(refused.status).toBe(403);
    expect(errorKey(refused)).toBe("api.socialBackoffice");
  });

  it("answers 502 when the provider does not answer, at the start and at the callback", async () => {
    const { url, state } = await start();
    const callback = await provider.signIn(url, newEmail());
    const gone = await startOidcProvider({ redirectUris: [`${server.url}/social-login`] });
    await gone.close(); // its port is now closed: nothing answers there
    await setProvidersOption(gone.option("testni", "Testni ID"));
    try {
      const finish = await call("/api/v1/user/social/oauth", {
        body: { state, query: callback.search.slice(1) },
      });
      expect(finish.status).toBe(502);
      expect(errorKey(finish)).toBe("api.socialProviderUnavailable");
      const begin = await call("/api/v1/user/social/redirect-login?provider=testni");
      expect(begin.status).toBe(502);
      expect(errorKey(begin)).toBe("api.socialProviderUnavailable");
    } finally {
      await setProvidersOption(provider.option("testni", "Testni ID"));
    }
  });

  it("ignores a stored option that breaks its schema (an http issuer that is not loopback)", async () => {
    await setProvidersOption(
      JSON.stringify([
        { id: "los", name: "Loš", issuer: "http://idp.example", clientId: "a", clientSecret: "b" },
      ]),
    );
    try {
      expect(data<SocialProvider[]>(await call("/api/v1/user/social/providers"))).toEqual([]);
    } finally {
      await setProvidersOption(provider.option("testni", "Testni ID"));
    }
    expect(
      await server.database.db
        .select()
        .from(siteOptions)
        .where(and(eq(siteOptions.siteId, siteId), eq(siteOptions.key, "SocialLoginProviders"))),
    ).toHaveLength(1);
  });
});
