import { describe, expect, it } from "vitest";
import type {
  AuthTokens,
  DomainConfig,
  LoginResult,
  LogoutResult,
  RefreshResult,
  User,
} from "#generated/types.ts";
import { demoAccounts } from "#server/db/seed/seed.ts";
import { call, errorOf, payload, type ApiResponse } from "./http.ts";

const account = (role: "back-office" | "shopper") => {
  const found = demoAccounts.find((candidate) => candidate.role === role);
  if (!found) throw new Error(`the seed has no ${role} account`);
  return found;
};
const editor = account("back-office");
const shopper = account("shopper");

const logIn = (username: string, password: string, headers: Record<string, string> = {}) =>
  call("/api/v1/login", { body: { username, password }, headers });

const profile = (accessToken?: string): Promise<ApiResponse> =>
  call("/api/v1/user/web/profile", { headers: accessToken ? { accessToken } : {} });

const refresh = (headers: Record<string, string>) => call("/api/v1/refresh", { headers });

const logout = (headers: Record<string, string>) =>
  call("/api/v1/logout", { method: "POST", headers });

function expectUnauthorized(response: ApiResponse, message = "Prijavite se za nastavak"): void {
  expect(response.status).toBe(401);
  expect(errorOf(response).message).toBe(message);
}

async function tokensOf(role: "back-office" | "shopper"): Promise<AuthTokens> {
  const { email, password } = account(role);
  return payload<LoginResult>(await logIn(email, password)).tokens;
}

describe("auth API (spec 4, 7)", () => {
  it("logs the back-office user in with tokens and isBackofficeUser", async () => {
    const result = payload<LoginResult>(await logIn(editor.email, editor.password));
    expect(result.tokens.accessToken).toMatch(/^[0-9a-f]{32}$/);
    expect(result.tokens.refreshToken).toMatch(/^[0-9a-f]{32}$/);
    expect(result.tokens.accessToken).not.toBe(result.tokens.refreshToken);
    expect(result.user).toMatchObject({
      email: editor.email,
      username: editor.username,
      isBackofficeUser: true,
      scope: "admin",
      addresses: [],
      company: null,
    });
    expect(result.user).not.toHaveProperty("passwordHash");
  });

  it("logs a shopper in as a web user, e-mail in any case", async () => {
    const result = payload<LoginResult>(await logIn(shopper.email.toUpperCase(), shopper.password));
    expect(result.user).toMatchObject({ username: shopper.username, isBackofficeUser: false });
    expect(result.user.memberCardBarcode).toEqual(expect.any(String));
  });

  it("rejects a wrong password and an unknown e-mail with the same 401", async () => {
    const wrongPassword = await logIn(editor.email, "not-the-password");
    expectUnauthorized(wrongPassword, "Neispravno korisničko ime ili lozinka");
    const unknown = await logIn("nobody@example.com", editor.password);
    expectUnauthorized(unknown, "Neispravno korisničko ime ili lozinka");
    expect(errorOf(unknown).key).toBe("api.unknownUserOrPassword");
    const english = await logIn(editor.email, "not-the-password", { language: "eng" });
    expect(errorOf(english).message).toBe("Unknown username or password");
  });

  it("validates the credentials (spec 5): e-mail and a password of at least 8", async () => {
    const notEmail = await logIn(editor.username, editor.password);
    expect(notEmail.status).toBe(400);
    expect(errorOf(notEmail).fields?.[0]).toMatchObject({
      path: "/body/username",
      message: "Unesite uzorak adrese elektroničke pošte",
    });
    const short = await logIn(editor.email, "short");
    expect(short.status).toBe(400);
    expect(errorOf(short).fields?.[0]?.path).toBe("/body/password");
    const missing = await call("/api/v1/login", { body: { username: editor.email } });
    expect(errorOf(missing).message).toBe("Unos ovog polja je obavezan");
  });

  it("accepts the site's apiKey in the credentials and rejects another", async () => {
    const { apiKeyToken } = payload<DomainConfig>(
      await call("/api/v2/domainDetect", { method: "POST" }),
    );
    const body = { username: shopper.email, password: shopper.password };
    expect((await call("/api/v1/login", { body: { ...body, apiKey: apiKeyToken } })).status).toBe(
      200,
    );
    const other = await call("/api/v1/login", { body: { ...body, apiKey: "0".repeat(32) } });
    expect(other.status).toBe(401);
    expect(errorOf(other).key).toBe("api.unknownSite");
  });

  it("answers the profile of the access token", async () => {
    const { accessToken } = await tokensOf("back-office");
    const user = payload<User>(await profile(accessToken));
    expect(user).toMatchObject({ username: editor.username, isBackofficeUser: true });
    expect(user.details.firstName).not.toBe("");
    const shopperUser = payload<User>(await profile((await tokensOf("shopper")).accessToken));
    expect(shopperUser.isBackofficeUser).toBe(false);
  });

  it("answers 401 without a token, with an unknown one and with a refresh token", async () => {
    expectUnauthorized(await profile());
    expectUnauthorized(await profile("0123456789abcdef0123456789abcdef"));
    const { refreshToken } = await tokensOf("shopper");
    expectUnauthorized(await profile(refreshToken));
    const english = await call("/api/v1/user/web/profile", { headers: { language: "eng" } });
    expect(errorOf(english).message).toBe("Please log in to continue");
  });

  it("rotates both tokens on refresh; the old ones stop working", async () => {
    const old = await tokensOf("back-office");
    const { tokens } = payload<RefreshResult>(
      await refresh({ refreshToken: old.refreshToken, accessToken: old.accessToken }),
    );
    expect(tokens.accessToken).not.toBe(old.accessToken);
    expect(tokens.refreshToken).not.toBe(old.refreshToken);
    expect(payload<User>(await profile(tokens.accessToken)).isBackofficeUser).toBe(true);
    // the access token sent along is revoked
    expectUnauthorized(await profile(old.accessToken));
    // the new refresh token works once; the old one is single use
    expect((await refresh({ refreshToken: tokens.refreshToken })).status).toBe(200);
    expectUnauthorized(await refresh({ refreshToken: old.refreshToken }));
  });

  it("lets only one of two concurrent refreshes with the same token win", async () => {
    const { refreshToken } = await tokensOf("shopper");
    const statuses = (
      await Promise.all([refresh({ refreshToken }), refresh({ refreshToken })])
    ).map((response) => response.status);
    expect(statuses.sort()).toEqual([200, 401]);
  });

  it("revokes the whole session family when a spent refresh token is replayed", async () => {
    const first = await tokensOf("shopper");
    const second = payload<RefreshResult>(
      await refresh({ refreshToken: first.refreshToken }),
    ).tokens;
    const third = payload<RefreshResult>(
      await refresh({ refreshToken: second.refreshToken }),
    ).tokens;
    expect(payload<User>(await profile(third.accessToken)).username).toBe(shopper.username);
    // the first refresh token again: a stolen copy; everything that descends from it ends
    expectUnauthorized(await refresh({ refreshToken: first.refreshToken }));
    expectUnauthorized(await profile(third.accessToken));
    expectUnauthorized(await refresh({ refreshToken: third.refreshToken }));
    // another login of the same user is another family and stays signed in
    const other = await tokensOf("shopper");
    expect((await profile(other.accessToken)).status).toBe(200);
  });

  it("refuses a refresh without a refresh token, or with an access token as one", async () => {
    expectUnauthorized(await refresh({}));
    const { accessToken } = await tokensOf("shopper");
    expectUnauthorized(await refresh({ refreshToken: accessToken }));
    expect(payload<User>(await profile(accessToken)).username).toBe(shopper.username);
  });

  it("revokes the access and refresh tokens on logout", async () => {
    const tokens = await tokensOf("back-office");
    const other = await tokensOf("back-office");
    const result = payload<LogoutResult>(await logout({ ...tokens }));
    expect(result.revoked).toBe(2);
    expectUnauthorized(await profile(tokens.accessToken));
    expectUnauthorized(await refresh({ refreshToken: tokens.refreshToken }));
    // a second logout has nothing left to revoke; other sessions of the user stay logged in
    expectUnauthorized(await logout({ ...tokens }));
    expect((await profile(other.accessToken)).status).toBe(200);
    expectUnauthorized(await logout({}));
  });

  it("logs out with only the refresh token (an expired access token)", async () => {
    const tokens = await tokensOf("shopper");
    const result = payload<LogoutResult>(await logout({ refreshToken: tokens.refreshToken }));
    expect(result.revoked).toBe(1);
    expectUnauthorized(await refresh({ refreshToken: tokens.refreshToken }));
  });
});
