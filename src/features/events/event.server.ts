import { data, type LoaderFunctionArgs } from "react-router";
import type { Event } from "#generated/types.ts";
import { siteOrigin } from "#common/site-origin.ts";
import { siteContext, type SiteRequest } from "#src/features/site/site-context.ts";
import { dataOf } from "#src/lib/api-client.ts";
import { hasStatus } from "#src/lib/api-error.ts";
import { languages, type LanguageCode } from "#src/lib/languages.ts";
import { resolveMediaPictures } from "#src/renderer/resolve-media-pictures.server.ts";
import { resolve as resolveForm } from "#src/renderer/elements/form/resolve.server.ts";
import { eventSignupProps } from "#common/forms/event-signup-form.ts";
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

/** Whether visitors sign up on the page now: open to it, not ended, a seat left (decision 054). */
const takesSignups = (event: Event, hasEnded: boolean) =>
  event.acceptsSignups && !hasEnded && (event.seatsLeft === null || event.seatsLeft > 0);

/** An event's page (spec 2 `/dogadjaj/{id}`): the event, its cover's sizes and its URLs. */
export async function eventLoader({ params, context }: LoaderFunctionArgs) {
  const site = context.get(siteContext);
  const event = await loadEvent(site, params.id);
  // decided here, not while rendering: the server's clock, so hydration draws the same
  const hasEnded = Date.parse(event.endEvent) < Date.now();
  const signupForm = takesSignups(event, hasEnded) ? eventSignupProps(site.language) : null;
  const [pictures, signupData] = await Promise.all([
    resolveMediaPictures({ content: [event.cover], api: site.api }),
    // the sign-up form's consents and captcha, as the form element resolves them (decision 054)
    signupForm ? resolveForm({ props: signupForm, api: site.api, language: site.language }) : null,
  ]);
  const origin = siteOrigin(site.domain.domain);
  return {
    event,
    hasEnded,
    pictures,
    signupForm,
    signupData,
    language: site.language,
    origin,
    alternates: alternatesOf(event),
    canonicalUrl: `${origin}${eventPath(event.id, site.language)}`,
  };
}

export type EventData = Awaited<ReturnType<typeof eventLoader>>;
