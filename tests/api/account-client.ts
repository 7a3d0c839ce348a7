import type { AuthTokens, LoginResult, RegisterResult, VerifyResult } from "#generated/types.ts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import { outbox } from "#server/db/schema.ts";
import { startTestServer, type TestServer } from "./server.ts";
import { linkIn, startSmtpServer, type TestSmtpServer } from "./smtp.ts";

// The account calls as the API tests make them (issue 9), against a server that delivers mail
// to a real SMTP server and trusts X-Forwarded-For (TRUST_PROXY=1): each call comes from its
// own client address, as the account calls are rate limited per address.

export type Response = { status: number; body: unknown };

/** The data of a 200 answer; anything else fails the test with the answer. */
export const data = <T>(response: Response): T => {
  if (response.status !== 200)
    throw new Error(`${response.status} ${JSON.stringify(response.body)}`);
  return (response.body as { data: T }).data;
};

/** The spec 8 error envelope of an answer. */
export const error = (response: Response) =>
  (
    response.body as {
      error: { key: string; message: string; fields?: { path: string; message: string }[] };
    }
  ).error;

let unique = 0;
export const newEmail = (name = "kupac") => `${name}.${Date.now()}.${++unique}@example.com`;
export const password = "Zelena-Livada-42";

/** A simple-mode register body (spec 3) with the register form's required consent. */
export const simpleBody = (email: string, extra: Record<string, unknown> = {}) => ({
  details: { firstName: "Ana", lastName: "Kovač" },
  email,
  username: email,
  password,
  consents: ["privacy"],
  ...extra,
});

export const address = (type: "Main" | "Shipping", extra: Record<string, unknown> = {}) => ({
  type,
  firstName: "Ana-Marija",
  lastName: "Kovač",
  contactEmail: "ana@example.com",
  contactPhone: "+385 1 234 5678",
  country: "HR",
  city: "Zagreb",
  street: "Ilica",
  houseNumber: "12a",
  zipCode: "10000",
  ...extra,
});

/** The calls against the suite's server and SMTP server (read when called: set in beforeAll). */
export function accountClient(suite: () => { server: TestServer; smtp: TestSmtpServer }) {
  let clientAddress = 0;
  const nextAddress = () => `10.9.${Math.floor(++clientAddress / 250)}.${clientAddress % 250}`;

  async function call(
    path: string,
    options: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<Response> {
    const response = await fetch(suite().server.url + path, {
      method: options.method ?? (options.body === undefined ? "GET" : "POST"),
      headers: {
        ...(options.body === undefined ? {} : { "content-type": "application/json" }),
        "x-forwarded-for": nextAddress(),
        ...options.headers,
      },
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    });
    return { status: response.status, body: await response.json() };
  }

  const register = (body: unknown, headers: Record<string, string> = {}) =>
    call("/api/v1/user/web/register", { body, headers });
  const login = (username: string, secret = password) =>
    call("/api/v1/login", { body: { username, password: secret } });
  const profile = (accessToken: string) =>
    call("/api/v1/user/web/profile", { headers: { accessToken } });

  /** Registers, follows the verification mail and logs in: a verified shopper with a session. */
  async function verifiedUser(
    body?: Record<string, unknown>,
  ): Promise<{ email: string; tokens: AuthTokens }> {
    const email = typeof body?.email === "string" ? body.email : newEmail();
    data<RegisterResult>(await register(body ?? simpleBody(email)));
    const mail = await suite().smtp.waitForMail(email);
    const token = linkIn(mail, "verificationToken").searchParams.get("verificationToken") ?? "";
    data<VerifyResult>(await call(`/api/v1/user/web/verify/${token}`));
    return { email, tokens: data<LoginResult>(await login(email)).tokens };
  }

  return { call, register, login, profile, verifiedUser };
}

/**
 * A test file's own server that delivers mail through a real SMTP server started here (issue 9),
 * with TRUST_PROXY=1 so each registration can come from its own client address (the account
 * calls are rate limited per address); the account client over it.
 */
export function useAccountServer() {
  const suite = {} as { server: TestServer; smtp: TestSmtpServer };
  beforeAll(async () => {
    suite.smtp = await startSmtpServer();
    suite.server = await startTestServer(
      { SMTP_URL: suite.smtp.url, TRUST_PROXY: "1", LOGIN_RATE_LIMIT: "1000" },
      { isFresh: false },
    );
    // on PostgreSQL the suite's servers share one outbox: mails other files queued without an
    // SMTP server would stand before this file's in its worker's queue
    await suite.server.database.db
      .update(outbox)
      .set({ status: "failed", lastError: "queued by another test file's server" })
      .where(eq(outbox.status, "pending"));
  });
  afterAll(async () => {
    await suite.server?.close();
    await suite.smtp?.close();
  });
  return { suite, ...accountClient(() => suite) };
}
