import type { ApiHeaders } from "#common/operations.ts";
import { interpolate } from "#common/validation-messages.ts";
import type { MissingUrlList, Redirect, RedirectList } from "#generated/types.ts";
import type { SiteRequest } from "#src/features/site/site-context.ts";
import { dataOf } from "#src/lib/api-client.ts";
import type { Call } from "../catalogue/catalogue.server.ts";
import type { AdminTexts } from "../texts.ts";
import type { RedirectTexts } from "./redirect-texts.ts";
import { formField, formOutcome } from "../form-outcome.server.ts";

/** The page size of both lists (issue 22: at most 50). */
export const redirectsPerPage = 20;

export type RedirectsData = {
  search: string;
  redirects: RedirectList;
  missing: MissingUrlList;
  /** The redirect the form edits (`?edit=<id>`), else null: the form adds one. */
  editing: Redirect | null;
  /** The from path the form starts with (`?from=`: a missing URL's "Redirect" button). */
  from: string;
};

const pageOf = (url: URL, name: string) =>
  Math.max(1, Math.min(100000, Math.trunc(Number(url.searchParams.get(name))) || 1));

/** /admin/redirects (issue 22): a page of the redirects and of the missing URLs, by a search. */
export async function redirectsData(call: Call, url: URL): Promise<RedirectsData> {
  const search = (url.searchParams.get("search") ?? "").trim().slice(0, 512);
  const query = { ...(search ? { search } : {}), perPage: redirectsPerPage };
  const [redirects, missing] = await Promise.all([
    dataOf(
      call.site.api.GET("/api/v1/admin/redirects", {
        params: { query: { ...query, page: pageOf(url, "page") } },
        headers: call.headers,
      }),
    ),
    dataOf(
      call.site.api.GET("/api/v1/admin/redirects/missing", {
        params: { query: { ...query, page: pageOf(url, "missingPage") } },
        headers: call.headers,
      }),
    ),
  ]);
  const editId = Number(url.searchParams.get("edit"));
  return {
    search,
    redirects,
    missing,
    editing: redirects.records.find((redirect) => redirect.id === editId) ?? null,
    from: (url.searchParams.get("from") ?? "").slice(0, 512),
  };
}

type Save = {
  site: SiteRequest;
  headers: ApiHeaders;
  texts: AdminTexts;
  redirectTexts: RedirectTexts;
};

/** Adds a redirect (no id) or replaces one; the API validates every value. */
export function saveRedirectForm(call: Save, form: FormData) {
  const { site, headers, redirectTexts } = call;
  return formOutcome(call.texts, async () => {
    const id = Number(formField(form, "id")) || undefined;
    const body = {
      from: formField(form, "from"),
      to: formField(form, "to"),
      status: formField(form, "status") === "302" ? 302 : 301,
    } as const;
    const saved = id
      ? await dataOf(
          site.api.PUT("/api/v1/admin/redirects/{id}", { params: { path: { id } }, body, headers }),
        )
      : await dataOf(site.api.POST("/api/v1/admin/redirects", { body, headers }));
    return interpolate(id ? redirectTexts.saved : redirectTexts.created, { from: saved.from });
  });
}

/** Deletes a redirect. */
export function deleteRedirectForm(call: Save, form: FormData) {
  const { site, headers, redirectTexts } = call;
  return formOutcome(call.texts, async () => {
    const id = Number(formField(form, "id")) || 0;
    const deleted = await dataOf(
      site.api.DELETE("/api/v1/admin/redirects/{id}", { params: { path: { id } }, headers }),
    );
    return interpolate(redirectTexts.deleted, { from: deleted.from });
  });
}
