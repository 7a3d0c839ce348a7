import { cookieSessionHeader, cookieSessionValue } from "#common/cookie-session.ts";
import type {
  ApiHeaders,
  OperationCall,
  OperationId,
  OperationOutcome,
} from "#common/operations.ts";
import { adminLogoutPath } from "#common/route-paths.ts";
import type { MediaItem } from "#generated/types.ts";
import {
  type ApiClient,
  createApiClient,
  httpTransport,
  operationUrl,
  type SiteCredentials,
} from "#src/lib/api-client.ts";
import { toApiError } from "#src/lib/api-error.ts";
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

/**
 * The builder's API: typed calls that throw ApiError, raw outcomes (a 409's body), and the
 * media upload (multipart, which the JSON transport does not send).
 */
export type AdminApi = ApiClient & {
  outcome: <K extends OperationId>(
    operationId: K,
    call: OperationCall<K>,
  ) => Promise<OperationOutcome<K>>;
  uploadMedia: (files: readonly File[]) => Promise<MediaItem[]>;
  /** spec 2 edit media: a new file for the item (same id, texts and paths' folder). */
  replaceMedia: (id: number, file: File) => Promise<MediaItem>;
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
  const fetch = sessionFetch({ onLoggedOut });
  const transport = httpTransport({ fetch });
  const client = createApiClient({ transport, language, site });
  // the same spec 7 headers as the client's, for calls whose failure body matters (409)
  const headers: ApiHeaders = { language, apikey: site.apiKey, site: site.siteId };
  if (site.storeId !== undefined) headers.store = String(site.storeId);
  // multipart (the JSON transport does not send files): the field `files`, the data or ApiError
  const sendFiles = async <T>(url: string, files: readonly File[]): Promise<T> => {
    const form = new FormData();
    for (const file of files) form.append("files", file, file.name);
    const sent = new Headers();
    for (const [name, value] of Object.entries(headers)) if (value) sent.set(name, value);
    let response: Response;
    let body: unknown;
    try {
      response = await fetch(url, { method: "POST", headers: sent, body: form });
      body = await response.json().catch(() => undefined);
    } catch (cause) {
      throw toApiError({ cause });
    }
    if (response.ok && typeof body === "object" && body !== null && "data" in body)
      return (body as { data: T }).data;
    throw toApiError({ body, response });
  };
  return {
    call: client.call,
    outcome: (operationId, call) =>
      transport(operationId, { ...call, headers: { ...headers, ...call.headers } }),
    uploadMedia: (files) => sendFiles<MediaItem[]>(operationUrl("uploadMedia"), files),
    replaceMedia: (id, file) => sendFiles<MediaItem>(operationUrl("replaceMedia", { id }), [file]),
  };
}
