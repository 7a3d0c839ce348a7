import createClient, { type Client } from "openapi-fetch";
import type { paths } from "#generated/api.ts";
import { toApiError } from "./api-error.ts";
import type { LanguageCode } from "./languages.ts";

/**
 * The typed API of the site: openapi-fetch over the paths openapi-typescript generates from
 * schemas/openapi.yaml (generated/api.ts), e.g. `api.POST("/api/v1/cms/finder/decide", { body })`.
 * On the server its `fetch` runs the operation in-process (server/platform/http/in-process-fetch.ts:
 * no socket, no HTTP, no JSON); in the browser it is the browser's fetch (admin/api/admin-api.ts).
 */
export type ApiClient = Client<paths>;

/** Who is asking: the site resolved by domainDetect (spec 1), sent as spec 7 headers. */
export type SiteCredentials = { apiKey: string; siteId: string; storeId: number | undefined };

export function createApiClient({
  language,
  accessToken,
  site,
  ...options
}: {
  /** The origin requests are built on: none in the browser (the page's own). */
  baseUrl?: string;
  fetch: typeof globalThis.fetch;
  /** The server's in-process client keeps a call's objects as they are (no JSON). */
  Request?: typeof Request;
  bodySerializer?: (body: unknown) => unknown;
  language: LanguageCode;
  accessToken?: string;
  site?: SiteCredentials;
}): ApiClient {
  // spec 7: apiKey, site, store, language and optionally accessToken
  const headers: Record<string, string> = { language };
  if (site) {
    headers.apikey = site.apiKey;
    headers.site = site.siteId;
    if (site.storeId !== undefined) headers.store = String(site.storeId);
  }
  if (accessToken) headers.accesstoken = accessToken;
  return createClient<paths>({ ...options, headers });
}

/** What openapi-fetch answers: the parsed 200 body, or the parsed error body, with the response. */
type Answer<T> = { data?: T; error?: unknown; response: Response };

async function answered<T>(call: Promise<Answer<T>>): Promise<T> {
  const { data, error, response } = await call;
  if (response.ok) return data as T;
  throw toApiError({ body: error, response });
}

/**
 * The payload of an operation's 200 answer (`{ data: payload }`, architecture.md), or an ApiError
 * (spec 8) with the answer's status and message: `await dataOf(api.GET(path, init))`.
 */
export async function dataOf<T>(call: Promise<Answer<{ data: T }>>): Promise<T> {
  return (await answered(call)).data;
}

/**
 * The file of a download's 200 answer as it was sent (`parseAs: "text"` for text/csv,
 * `"arrayBuffer"` for application/pdf), or an ApiError (spec 8).
 */
export function fileOf<T>(call: Promise<Answer<T>>): Promise<T> {
  return answered(call);
}

/** A fetch whose network failures become ApiError status 0 (spec 8: no response). */
export function httpFetch(fetch: typeof globalThis.fetch = globalThis.fetch): typeof fetch {
  return (input, init) =>
    fetch(input, init).catch((cause: unknown) => {
      throw toApiError({ cause });
    });
}
