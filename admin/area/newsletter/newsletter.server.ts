import type { NewsletterSubscriber, NewsletterSubscriberList } from "#generated/types.ts";
import { dataOf } from "#src/lib/api-client.ts";
import type { Call } from "../catalogue/catalogue.server.ts";

const statuses: readonly NewsletterSubscriber["status"][] = [
  "pending",
  "subscribed",
  "unsubscribed",
];

/** The list's filters as the URL has them; what the API would refuse is left out. */
export type SubscriberFilters = { status?: NewsletterSubscriber["status"]; search?: string };

export type NewsletterData = { filters: SubscriberFilters; list: NewsletterSubscriberList };

/** The filters of a list's URL, kept by its pages, its CSV link and the export route. */
export function subscriberFiltersOf(url: URL): SubscriberFilters {
  const asked = url.searchParams.get("status");
  const status = statuses.find((each) => each === asked);
  const search = (url.searchParams.get("search") ?? "").trim().slice(0, 254);
  return { ...(status ? { status } : {}), ...(search ? { search } : {}) };
}

/** The page size of the list (issue 21: at most 50). */
export const subscribersPerPage = 20;

/** /admin/newsletter (issue 21): a page of the subscribers the filters find, newest first. */
export async function newsletterData(call: Call, url: URL): Promise<NewsletterData> {
  const filters = subscriberFiltersOf(url);
  const page = Math.max(1, Math.min(100000, Math.trunc(Number(url.searchParams.get("page"))) || 1));
  const list = await dataOf(
    call.site.api.GET("/api/v1/admin/newsletter/subscribers", {
      params: { query: { ...filters, page, perPage: subscribersPerPage } },
      headers: call.headers,
    }),
  );
  return { filters, list };
}
