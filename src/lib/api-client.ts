import type {
  ApiHeaders,
  OperationCall,
  OperationId,
  OperationOutcome,
  OperationResult,
  OperationTransport,
} from "#common/operations.ts";
import { operationRoutes } from "#generated/operation-routes.ts";
import { toApiError } from "./api-error.ts";
import type { LanguageCode } from "./languages.ts";

export type { OperationTransport } from "#common/operations.ts";

/**
 * The typed API of the site, by operationId (schemas/openapi.yaml): `api.call("finderDecide",
 * { body })` resolves to the operation's data or throws an ApiError (spec 8) with its status.
 * On the server the transport runs the operation in-process (server/ssr.ts: no HTTP, no JSON);
 * in the browser it is fetch (httpTransport).
 */
export type ApiClient = {
  call: <K extends OperationId>(
    operationId: K,
    call: OperationCall<K>,
  ) => Promise<OperationResult<K>>;
};

/** Who is asking: the site resolved by domainDetect (spec 1), sent as spec 7 headers. */
export type SiteCredentials = { apiKey: string; siteId: string; storeId: number | undefined };

export function createApiClient({
  transport,
  language,
  accessToken,
  site,
}: {
  transport: OperationTransport;
  language: LanguageCode;
  accessToken?: string;
  site?: SiteCredentials;
}): ApiClient {
  // spec 7: apiKey, site, store, language and optionally accessToken
  const headers: ApiHeaders = { language };
  if (site) {
    headers.apikey = site.apiKey;
    headers.site = site.siteId;
    if (site.storeId !== undefined) headers.store = String(site.storeId);
  }
  if (accessToken) headers.accesstoken = accessToken;
  return {
    async call(operationId, call) {
      const outcome = await transport(operationId, {
        ...call,
        headers: { ...headers, ...call.headers },
      });
      if (outcome.ok) return outcome.data;
      throw toApiError({
        body: outcome.body,
        response: { status: outcome.status, statusText: "" },
      });
    },
  };
}

/** The URL of an operation: path parameters filled in, query parameters appended. */
type UrlValue = string | number | boolean | undefined;

export function operationUrl(
  operationId: OperationId,
  params: Record<string, UrlValue> = {},
  query: Record<string, UrlValue> = {},
): string {
  const path = operationRoutes[operationId].path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(String(params[name] ?? "")),
  );
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query))
    if (value !== undefined) search.set(name, String(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** The transport over HTTP (the browser, or a client outside this server). */
export function httpTransport({
  baseUrl = "",
  fetch = globalThis.fetch,
}: { baseUrl?: string; fetch?: typeof globalThis.fetch } = {}): OperationTransport {
  return async <K extends OperationId>(
    operationId: K,
    call: OperationCall<K>,
  ): Promise<OperationOutcome<K>> => {
    const { method } = operationRoutes[operationId];
    const { params, query, body, headers } = call as {
      params?: Record<string, UrlValue>;
      query?: Record<string, UrlValue>;
      body?: unknown;
      headers?: ApiHeaders;
    };
    const requestHeaders = new Headers();
    for (const [name, value] of Object.entries(headers ?? {}))
      if (value !== undefined) requestHeaders.set(name, value);
    if (body !== undefined) requestHeaders.set("content-type", "application/json");
    let response: Response;
    let parsed: unknown;
    try {
      response = await fetch(baseUrl + operationUrl(operationId, params, query), {
        method,
        headers: requestHeaders,
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      });
      const text = await response.text();
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = text;
      }
    } catch (cause) {
      throw toApiError({ cause });
    }
    if (response.ok && typeof parsed === "object" && parsed !== null && "data" in parsed)
      return { ok: true, data: (parsed as { data: OperationResult<K> }).data };
    return { ok: false, status: response.status || 500, body: parsed };
  };
}
