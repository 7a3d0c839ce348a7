import { afterEach, describe, expect, it, vi } from "vitest";
import { cookieSessionHeader } from "#common/cookie-session.ts";
import { sessionFetch } from "./admin-api.ts";

type Seen = { url: string; session: string | null; credentials: RequestCredentials | undefined };

function fakeNetwork(statuses: number[]) {
  const seen: Seen[] = [];
  vi.stubGlobal("fetch", (input: string | Request, init?: RequestInit) => {
    const url = typeof input === "string" ? input : new URL(input.url).pathname;
    const headers = new Headers(typeof input === "string" ? init?.headers : input.headers);
    seen.push({
      url,
      session: headers.get(cookieSessionHeader),
      credentials: init?.credentials,
    });
    const status = url === "/adminLogout" ? 302 : (statuses.shift() ?? 200);
    return Promise.resolve(new Response("{}", { status }));
  });
  return seen;
}

afterEach(() => vi.unstubAllGlobals());

describe("sessionFetch (spec 4 admin auth)", () => {
  it("sends the session header with the cookies", async () => {
    const seen = fakeNetwork([200]);
    const response = await sessionFetch({ onLoggedOut: () => {} })("http://site.test/api/v1/x", {});
    expect(response.status).toBe(200);
    expect(seen).toEqual([{ url: "/api/v1/x", session: "cookie", credentials: "same-origin" }]);
  });

  it("on a 403 logs out and retries once without the token", async () => {
    const seen = fakeNetwork([403, 403]);
    let loggedOut = 0;
    const response = await sessionFetch({ onLoggedOut: () => (loggedOut += 1) })(
      "http://site.test/api/v1/x",
      {},
    );
    expect(loggedOut).toBe(1);
    expect(seen.map((item) => item.url)).toEqual(["/api/v1/x", "/adminLogout", "/api/v1/x"]);
    expect(seen[2]).toMatchObject({ session: null, credentials: "omit" });
    // once: the retry's own 403 is the answer
    expect(response.status).toBe(403);
  });
});
