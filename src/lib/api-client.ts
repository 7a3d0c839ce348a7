import createClient, { type Client } from "openapi-fetch";
import type { paths } from "#generated/api.ts";
import { toApiError } from "./api-error.ts";
import type { LanguageCode } from "./languages.ts";

export type ApiClient = Client<paths>;

/** Who is asking: the site resolved by domainDetect (spec 1), sent as spec 7 headers. */
export type SiteCredentials = { apiKey: string; siteId: string; storeId: number | undefined };

/**
 * A typed client for the HTTP API. On the server `fetch` is the in-process dispatcher from the
 * server context (no network hop); in the browser it is the global fetch.
 */
export function createApiClient({
  fetch,
  language,
  accessToken,
  baseUrl = "",
  site,
}: {
  fetch?: (request: Request) => Promise<Response>;
  language: LanguageCode;
  accessToken?: string;
  baseUrl?: string;
  site?: SiteCredentials;
}): ApiClient {
  // spec 7: apiKey, site, store, language and optionally accessToken
  const headers: Record<string, string> = { language };
  if (site) {
    headers.apiKey = site.apiKey;
    headers.site = site.siteId;
    if (site.storeId !== undefined) headers.store = String(site.storeId);
  }
  if (accessToken) headers.accessToken = accessToken;
  return createClient<paths>({ baseUrl, headers, ...(fetch ? { fetch } : {}) });
}

type FetchResult<T> = { data?: T; error?: unknown; response: Response };

/**
 * The payload of a `{ data: payload }` response (architecture.md: API contract); any failure
 * becomes an ApiError (spec 8), also a failed request without a response (status 0).
 */
export async function unwrap<T extends { data: unknown }>(
  request: Promise<FetchResult<T>>,
): Promise<T["data"]> {
  let result: FetchResult<T>;
  try {
    result = await request;
  } catch (cause) {
    throw toApiError({ cause });
  }
  const { data, error, response } = result;
  if (!response.ok || data === undefined) throw toApiError({ body: error, response });
  return data.data;
}
