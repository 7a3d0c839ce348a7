import type { LoaderFunctionArgs } from "react-router";
import { siteOrigin } from "#common/site-origin.ts";
import { siteContext } from "#src/features/site/site-context.ts";
import { eventIcs } from "./event-ics.ts";
import { eventPath } from "./event-paths.ts";
import { loadEvent } from "./event.server.ts";

/** `/dogadjaj/{id}.ics`: the event as a calendar file (RFC 5545) to add to a calendar app. */
export async function eventIcsLoader({ params, context }: LoaderFunctionArgs): Promise<Response> {
  const site = context.get(siteContext);
  const event = await loadEvent(site, params.id);
  const origin = siteOrigin(site.domain.domain);
  const body = eventIcs({
    event,
    url: `${origin}${eventPath(event.id, site.language)}`,
    host: new URL(origin).host,
    now: new Date(),
  });
  return new Response(body, {
    headers: {
      "content-type": "text/calendar; charset=utf-8",
      "content-disposition": `attachment; filename="event-${event.id}.ics"`,
      "cache-control": "no-store",
    },
  });
}
