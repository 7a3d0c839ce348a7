import { describe, expect, it } from "vitest";
import type { LoginResult, User } from "#generated/types.ts";
import { cookieSessionHeader, cookieSessionValue } from "#common/cookie-session.ts";
import { demoAccounts } from "#server/db/seed/seed.ts";
import { call, payload } from "./http.ts";

const editor = demoAccounts.find((account) => account.role === "back-office");
if (!editor) throw new Error("the seed has no back-office account");

async function accessToken(): Promise<string> {
  const login = await call("/api/v1/login", {
    body: { username: editor!.email, password: editor!.password },
  });
  return payload<LoginResult>(login).tokens.accessToken;
}

const profile = (headers: Record<string, string>) => call("/api/v1/user/web/profile", { headers });

describe("builder calls with the session cookie (common/cookie-session.ts)", () => {
  it("takes the access token from the cookie when the call asks for it", async () => {
    const token = await accessToken();
    const response = await profile({
      cookie: `accessToken=${token}`,
      [cookieSessionHeader]: cookieSessionValue,
      "sec-fetch-site": "same-origin",
    });
    expect(payload<User>(response).isBackofficeUser).toBe(true);
  });

  it("ignores the cookie without the header, and on a cross-site call", async () => {
    const token = await accessToken();
    expect((await profile({ cookie: `accessToken=${token}` })).status).toBe(401);
    const crossSite = await profile({
      cookie: `accessToken=${token}`,
      [cookieSessionHeader]: cookieSessionValue,
      "sec-fetch-site": "cross-site",
    });
    expect(crossSite.status).toBe(401);
  });

  it("never replaces a token the call names itself", async () => {
    const token = await accessToken();
    const response = await profile({
      cookie: `accessToken=${token}`,
      accesstoken: "0".repeat(32),
      [cookieSessionHeader]: cookieSessionValue,
    });
    expect(response.status).toBe(401);
  });
});
