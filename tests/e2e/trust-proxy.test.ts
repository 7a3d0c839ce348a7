import { expect, test } from "./fixture.ts";
import { proxiedPort } from "../../playwright.config.ts";
import { rawRequest } from "../api/raw-http.ts";
import { demoAccounts } from "./seed-data.ts";

// issue 6 §2, §3: behind a TLS proxy (TRUST_PROXY=1) the visitor's address and protocol come from
// X-Forwarded-For and -Proto. /adminLogin posts reach the login limiter as the visitor, so ten
// wrong passwords from one visitor do not lock the editor out for everyone; on https the session
// cookies are Secure and HSTS is sent.
const proxied = `http://127.0.0.1:${proxiedPort}`;
const editor = demoAccounts.find((account) => account.role === "back-office")!;

const postLogin = (address: string, username: string, password: string, proto = "http") =>
  rawRequest(proxied, "/adminLogin", {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      "x-forwarded-for": address,
      "x-forwarded-proto": proto,
    },
    body: new URLSearchParams({ username, password }).toString(),
  });

// where the editor signed in before: the per-account limit (decision 032) never counts it
const home = "198.51.100.23";

test("wrong passwords from one visitor leave the editor's login open at home", async () => {
  expect((await postLogin(home, editor.email, editor.password)).status).toBe(302);
  const attacker = "203.0.113.66";
  const statuses: number[] = [];
  // the per-account limit counts 10 attempts from addresses not yet known to the account: the
  // editor's first sign-in from home above and nine guesses
  for (let attempt = 0; attempt < 9; attempt += 1)
    statuses.push((await postLogin(attacker, editor.email, "wrong-password-1")).status);
  expect(statuses).toEqual(Array.from({ length: 9 }, () => 401));
  expect((await postLogin(attacker, editor.email, editor.password)).status).toBe(429);

  const editorAtHome = await postLogin(home, editor.email, editor.password);
  expect(editorAtHome.status).toBe(302);
  expect(editorAtHome.headers["set-cookie"]).toContain("accessToken=");
});

test("https through the proxy: Secure session cookies and HSTS; plain http neither", async () => {
  const secure = await postLogin(home, editor.email, editor.password, "https");
  expect(secure.status).toBe(302);
  const cookies = secure.headers["set-cookie"] ?? "";
  expect(cookies).toMatch(/accessToken=[^,]*; Secure/);
  expect(cookies).toMatch(/refreshToken=[^,]*; Secure/);
  expect(secure.headers["strict-transport-security"]).toBe("max-age=31536000");

  const plain = await postLogin(home, editor.email, editor.password);
  expect(plain.headers["set-cookie"]).not.toContain("Secure");
  expect(plain.headers["strict-transport-security"]).toBeUndefined();
});
