import type { LoginResult } from "#generated/types.ts";
import { demoAccounts } from "#server/db/seed/seed.ts";
import { call, payload } from "./http.ts";

export type Role = "back-office" | "shopper";

/** A demo account of the seed (README: demo credentials). */
export function demoAccount(role: Role) {
  const found = demoAccounts.find((candidate) => candidate.role === role);
  if (!found) throw new Error(`the seed has no ${role} account`);
  return found;
}

/** A fresh access token of a demo account. */
export async function accessTokenOf(role: Role): Promise<string> {
  const { email, password } = demoAccount(role);
  const result = payload<LoginResult>(
    await call("/api/v1/login", { body: { username: email, password } }),
  );
  return result.tokens.accessToken;
}

/** Headers of a back-office call in one language (hrv by default). */
export function asEditor(accessToken: string, language = "hrv"): Record<string, string> {
  return { accessToken, language };
}

/** A fresh access token of a demo account on a test file's own server (startTestServer). */
export async function accessTokenAt(url: string, role: Role): Promise<string> {
  const { email, password } = demoAccount(role);
  const login = await fetch(`${url}/api/v1/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: email, password }),
  });
  return ((await login.json()) as { data: LoginResult }).data.tokens.accessToken;
}
