import { cookieSessionHeader, cookieSessionValue } from "#common/cookie-session.ts";
import type {
  ApiHeaders,
  OperationCall,
  OperationId,
  OperationOutcome,
} from "#common/operations.ts";
import { adminLogoutPath } from "#src/features/auth/auth-paths.ts";
import {
  type ApiClient,
  createApiClient,
  httpTransport,
  type SiteCredentials,
} from "#src/lib/api-client.ts";
import type { LanguageCode } from "#src/lib/languages.ts";

/**
 * fetch for the builder's API calls: the session travels as the HttpOnly cookie
 * (common/cookie-session.ts). spec 4: an admin 403 logs out and retries once without the token.
 */
export function sessionFetch({ onLoggedOut }: { onLoggedOut: () => void }): typeof fetch {
  return async (input, init) => {
    const headers = new Headers(init?.headers);
    headers.set(cookieSessionHeader, cookieSessionValue);
    const response = await fetch(input, { ...init, headers, credentials: "same-origin" });
    if (response.status !== 403) return response;
    await fetch(adminLogoutPath, {
      method: "POST",
      body: new URLSearchParams(),
      credentials: "same-origin",
      redirect: "manual",
    });
    onLoggedOut();
    headers.delete(cookieSessionHeader);
    return fetch(input, { ...init, headers, credentials: "omit" });
  };
}

/** The builder's API: typed calls that throw ApiError, and raw outcomes (a 409's body). */
export type AdminApi = ApiClient & {
  outcome: <K extends OperationId>(
    operationId: K,
    call: OperationCall<K>,
  ) => Promise<OperationOutcome<K>>;
};

/** The typed API client of the builder: the site's headers (spec 7) and the editor's session. */
export function adminApi({
  language,
  site,
  onLoggedOut,
}: {
  language: LanguageCode;
  site: SiteCredentials;
  onLoggedOut: () => void;
}): AdminApi {
  const transport = httpTransport({ fetch: sessionFetch({ onLoggedOut }) });
  const client = createApiClient({ transport, language, site });
  // the same spec 7 headers as the client's, for calls whose failure body matters (409)
  const headers: ApiHeaders = { language, apikey: site.apiKey, site: site.siteId };
  if (site.storeId !== undefined) headers.store = String(site.storeId);
  return {
    call: client.call,
    outcome: (operationId, call) =>
      transport(operationId, { ...call, headers: { ...headers, ...call.headers } }),
  };
}
