import { and, eq } from "drizzle-orm";
import type { Event } from "#generated/types.ts";
import { eventTranslations, events } from "../../../db/schema-events.ts";
import { notFound } from "../../../platform/http/app-error.ts";
import type { Services } from "../../../platform/services.ts";
import { type Scope, eventColumns, toEvents, translationJoin } from "./event-rows.ts";

/**
 * An event of the site by its id in the scope's language, published or not (the back office's
 * read); 404 when it has no texts in the language.
 */
export async function readEvent(services: Services, scope: Scope, id: number): Promise<Event> {
  const [row] = await services.db
    .select(eventColumns)
    .from(events)
    .innerJoin(eventTranslations, translationJoin(scope))
    .where(and(eq(events.siteId, scope.siteId), eq(events.id, id)))
    .limit(1);
  if (!row) throw notFound();
  const [event] = await toEvents(services.db, [row]);
  return event!;
}

/** spec 7 event/public/get: a published event in the request's language; 404 otherwise. */
export async function getEvent(services: Services, scope: Scope, id: number): Promise<Event> {
  const event = await readEvent(services, scope, id);
  if (!event.isPublished) throw notFound();
  return event;
}
