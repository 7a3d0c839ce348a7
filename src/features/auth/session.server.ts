import type { AuthTokens, User } from "#generated/types.ts";
import type { ApiClient } from "#src/lib/api-client.ts";
import { ApiError } from "#src/lib/api-error.ts";
import {
  clearSessionCookies,
  readSessionTokens,
  sessionCookies,
  type CookieSecurity,
} from "./session-cookies.ts";
import { dataOf } from "#src/lib/api-client.ts";

/**
 * The user of an access token (GET /api/v1/user/web/profile), or undefined when there is no
 * token or the API refuses it (401 expired or unknown, 400 malformed): then it is a visitor.
 */
export async function sessionUser(
  api: ApiClient,
  accessToken: string | undefined,
): Promise<User | undefined> {
  if (!accessToken) return undefined;
  try {
    return await dataOf(
      api.GET("/api/v1/user/web/profile", { headers: { accesstoken: accessToken } }),
    );
  } catch (error) {
    if (error instanceof ApiError) return undefined;
    throw error;
  }
}

/** The signed-in visitor of a page request, if any, and the token their API calls carry. */
export type Session = { user: User; accessToken: string } | undefined;

// spec 4: one refresh per session however many requests race. Requests of this process that
// present the same refresh token share one refresh and its result for a while; the API would
// treat a second use as a replay and end the session (decision 012).
const sharedFor = 30_000;
const refreshes = new Map<string, { tokens: Promise<AuthTokens | undefined>; until: number }>();

/** Swaps a refresh token for new tokens once, whoever asks; undefined when the API refuses. */
export function refreshOnce(api: ApiClient, refreshToken: string): Promise<AuthTokens | undefined> {
  const now = Date.now();
  for (const [token, entry] of refreshes) if (entry.until < now) refreshes.delete(token);
  const known = refreshes.get(refreshToken);
  if (known) return known.tokens;
  const tokens = dataOf(api.GET("/api/v1/refresh", { headers: { refreshtoken: refreshToken } }))
    .then((result) => result.tokens)
    .catch((error: unknown) => {
      if (error instanceof ApiError) return undefined;
      throw error;
    });
  refreshes.set(refreshToken, { tokens, until: now + sharedFor });
  return tokens;
}

/**
 * The session of a page request, looked up once however many loaders ask: the access token's
 * user; or, when that cookie has expired (or the API refuses it) but the refresh cookie is
 * there, a refresh first (spec 4: before a request an expired token is refreshed once; a failed
 * refresh signs the user out). `cookies()` lists the Set-Cookie values the response must carry.
 */
export function createSessionResolver(input: {
  api: ApiClient;
  cookieHeader: string | null;
  security: CookieSecurity;
}): { get: () => Promise<Session>; cookies: () => string[] } {
  const set: string[] = [];
  let session: Promise<Session> | undefined;
  async function resolve(): Promise<Session> {
    const { accessToken, refreshToken } = readSessionTokens(input.cookieHeader);
    const user = await sessionUser(input.api, accessToken);
    if (user && accessToken) return { user, accessToken };
    if (!refreshToken) return undefined;
    const tokens = await refreshOnce(input.api, refreshToken);
    const renewed = tokens && (await sessionUser(input.api, tokens.accessToken));
    if (!tokens || !renewed) {
      set.push(...clearSessionCookies(input.security));
      return undefined;
    }
    set.push(...sessionCookies(tokens, input.security));
    return { user: renewed, accessToken: tokens.accessToken };
  }
  return {
    get: () => (session ??= resolve()),
    cookies: () => set,
  };
}
