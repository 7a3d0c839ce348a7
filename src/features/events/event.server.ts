import { data, type LoaderFunctionArgs } from "react-router";
import type { Event } from "#generated/types.ts";
import { siteOrigin } from "#common/site-origin.ts";
import { siteContext, type SiteRequest } from "#src/features/site/site-context.ts";
import { dataOf } from "#src/lib/api-client.ts";
import { hasStatus } from "#src/lib/api-error.ts";
import { languages, type LanguageCode } from "#src/lib/languages.ts";
import { resolveMediaPictures } from "#src/renderer/resolve-media-pictures.server.ts";
import { eventPath } from "./event-paths.ts";

function notFound(): never {
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router: a thrown data() is the response
  throw data(null, { status: 404 });
}

// spec 7: an event's id is a positive 32-bit integer; anything else is no event
const idPattern = /^[1-9]\d{0,9}$/;

/** The event of the URL's id in the page's language (spec 7 event/public/get); 404 otherwise. */
export async function loadEvent(site: SiteRequest, id: string | undefined): Promise<Event> {
  if (!site.isLanguageAllowed || !id || !idPattern.test(id) || Number(id) > 2147483647) notFound();
  try {
    return await dataOf(
      site.api.GET("/api/v1/calendar/event/public/get", { params: { query: { id: Number(id) } } }),
    );
  } catch (error) {
    if (hasStatus(error, 404)) notFound();
    throw error;
  }
}

/** The event's page in every language it has texts in (the language switch, hreflang). */
const alternatesOf = (event: Event): Partial<Record<LanguageCode, string>> =>
  Object.fromEntries(
    event.languages
      .filter((code) => Object.hasOwn(languages, code))
      .map((code) => [code, eventPath(event.id, code as LanguageCode)]),
  );

/** An event's page (spec 2 `/dogadjaj/{id}`): the event, its cover's sizes and its URLs. */
export async function eventLoader({ params, context }: LoaderFunctionArgs) {
  const site = context.get(siteContext);
  const event = await loadEvent(site, params.id);
  const pictures = await resolveMediaPictures({ content: [event.cover], api: site.api });
  const origin = siteOrigin(site.domain.domain);
  return {
    event,
    // decided here, not while rendering: the server's clock, so hydration draws the same
    hasEnded: Date.parse(event.endEvent) < Date.now(),
    pictures,
    language: site.language,
    origin,
    alternates: alternatesOf(event),
    canonicalUrl: `${origin}${eventPath(event.id, site.language)}`,
  };
}

export type EventData = Awaited<ReturnType<typeof eventLoader>>;
