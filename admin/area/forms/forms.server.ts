import type { FormSubmissionList } from "#generated/types.ts";
import { dataOf } from "#src/lib/api-client.ts";
import type { Call } from "../catalogue/catalogue.server.ts";

/** The list's filters as the URL has them; what the API would refuse is left out. */
export type SubmissionFilters = { formSlug?: string; search?: string };

export type FormsData = { filters: SubmissionFilters; list: FormSubmissionList };

/** The filters of a list's URL, kept by its pages and its CSV link. */
export function submissionFiltersOf(url: URL): SubmissionFilters {
  const formSlug = url.searchParams.get("form") ?? "";
  const search = (url.searchParams.get("search") ?? "").trim().slice(0, 200);
  return {
    ...(/^[a-z][a-z0-9-]{2,40}$/.test(formSlug) ? { formSlug } : {}),
    ...(search ? { search } : {}),
  };
}

/** The page size of the list (issue 21: at most 50). */
export const submissionsPerPage = 20;

/** /admin/forms (issue 21): a page of the submissions the filters find, newest first. */
export async function formsData(call: Call, url: URL): Promise<FormsData> {
  const filters = submissionFiltersOf(url);
  const page = Math.max(1, Math.min(100000, Math.trunc(Number(url.searchParams.get("page"))) || 1));
  const list = await dataOf(
    call.site.api.GET("/api/v1/admin/forms/submissions", {
      params: { query: { ...filters, page, perPage: submissionsPerPage } },
      headers: call.headers,
    }),
  );
  return { filters, list };
}
