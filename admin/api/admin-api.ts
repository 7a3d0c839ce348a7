import { cookieSessionHeader, cookieSessionValue } from "#common/cookie-session.ts";
import { adminLogoutPath } from "#common/route-paths.ts";
import type { MediaItem } from "#generated/types.ts";
import {
  type ApiClient,
  createApiClient,
  dataOf,
  httpFetch,
  type SiteCredentials,
} from "#src/lib/api-client.ts";
import type { LanguageCode } from "#src/lib/languages.ts";

/**
 * fetch for the builder's API calls: the session travels as the HttpOnly cookie
 * (common/cookie-session.ts). spec 4: an admin 403 logs out and retries once without the token.
 */
export function sessionFetch({ onLoggedOut }: { onLoggedOut: () => void }): typeof fetch {
  return async (input, init) => {
    // openapi-fetch hands over a Request: a retry needs its own copy (a body is read once)
    const request = new Request(input, init);
    const retry = request.clone();
    request.headers.set(cookieSessionHeader, cookieSessionValue);
    const response = await fetch(request, { credentials: "same-origin" });
    if (response.status !== 403) return response;
    await fetch(adminLogoutPath, {
      method: "POST",
      body: new URLSearchParams(),
      credentials: "same-origin",
      redirect: "manual",
    });
    onLoggedOut();
    return fetch(retry, { credentials: "omit" });
  };
}

/**
 * The builder's API: the typed client (openapi-fetch; a call's `error` and `response` carry a
 * refusal's body, e.g. a 409's) and the media upload (multipart).
 */
export type AdminApi = ApiClient & {
  uploadMedia: (files: readonly File[]) => Promise<MediaItem[]>;
  /** spec 2 edit media: a new file for the item (same id, texts and paths' folder). */
  replaceMedia: (id: number, file: File) => Promise<MediaItem>;
};

/** A multipart body of the field `files`; openapi-fetch sends a FormData as it is. */
function filesForm(files: readonly File[]): { files: string[] } {
  const form = new FormData();
  for (const file of files) form.append("files", file, file.name);
  // the OpenAPI type of a multipart body names its fields; the browser sends the form
  return form as unknown as { files: string[] };
}

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
  const client = createApiClient({
    fetch: httpFetch(sessionFetch({ onLoggedOut })),
    language,
    site,
  });
  return Object.assign(client, {
    uploadMedia: (files: readonly File[]) =>
      dataOf(client.POST("/api/v1/admin/media/upload", { body: filesForm(files) })),
    replaceMedia: (id: number, file: File) =>
      dataOf(
        client.POST("/api/v1/admin/media/{id}/replace", {
          params: { path: { id } },
          body: filesForm([file]),
        }),
      ),
  });
}
