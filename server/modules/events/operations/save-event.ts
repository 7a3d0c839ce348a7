import { and, eq, ne } from "drizzle-orm";
import type { Event, EventSaveRequest } from "#generated/types.ts";
import { eventTranslations, events } from "../../../db/schema-events.ts";
import { invalidateContent } from "../../../platform/cache-keys.ts";
import { AppError, type MessageKey, notFound } from "../../../platform/http/app-error.ts";
import { translate } from "../../../platform/i18n.ts";
import type { Services } from "../../../platform/services.ts";
import { sanitizeRichText } from "../../cms/operations/validate-document.ts";
import type { Scope } from "./event-rows.ts";
import { readEvent } from "./get-event.ts";

function fieldError(scope: Scope, path: string, key: MessageKey): AppError {
  return new AppError(400, key, [{ path, key, message: translate(scope.languageCode, key) }]);
}

type Shared = {
  startsAt: Date;
  endsAt: Date;
  capacity: number | null;
  attendees: number;
};

/** What the schema cannot say: the end after the start, no more attendees than seats. */
function assertConsistent(scope: Scope, shared: Shared): void {
  if (shared.endsAt <= shared.startsAt)
    throw fieldError(scope, "/body/endEvent", "api.eventEndBeforeStart");
  if (shared.capacity !== null && shared.attendees > shared.capacity)
    throw fieldError(scope, "/body/eventAttendees", "api.eventOverCapacity");
}

/**
 * Creates an event (no id) or replaces one (issue 22) with its texts in the scope's language; a
 * field left out of a replacement keeps its stored value. The description is sanitised like the
 * builder's rich text. Every cached page of the site is dropped (an events element may show it).
 */
export async function saveEvent(
  services: Services,
  scope: Scope,
  body: EventSaveRequest,
): Promise<Event> {
  const id = await services.db.transaction(async (tx) => {
    const [stored] = body.id
      ? await tx
          .select()
          .from(events)
          .where(and(eq(events.siteId, scope.siteId), eq(events.id, body.id)))
          .limit(1)
          .for("update")
      : [];
    if (body.id && !stored) throw notFound();
    const shared = {
      startsAt: new Date(body.startEvent),
      endsAt: new Date(body.endEvent),
      capacity: body.capacity !== undefined ? body.capacity : (stored?.capacity ?? null),
      attendees: body.eventAttendees ?? stored?.attendees ?? 0,
      cover: body.cover !== undefined ? body.cover : (stored?.cover ?? null),
      isPublished: body.isPublished ?? stored?.isPublished ?? false,
      acceptsSignups: body.acceptsSignups ?? stored?.acceptsSignups ?? false,
      updatedAt: new Date(),
    };
    assertConsistent(scope, shared);
    const [saved] = stored
      ? await tx
          .update(events)
          .set(shared)
          .where(eq(events.id, stored.id))
          .returning({ id: events.id })
      : await tx
          .insert(events)
          .values({ ...shared, siteId: scope.siteId })
          .returning({ id: events.id });
    if (!saved) throw notFound();
    const slug = body.slug ?? null;
    if (slug) {
      const [taken] = await tx
        .select({ id: eventTranslations.eventId })
        .from(eventTranslations)
        .where(
          and(
            eq(eventTranslations.siteId, scope.siteId),
            eq(eventTranslations.languageCode, scope.languageCode),
            eq(eventTranslations.slug, slug),
            ne(eventTranslations.eventId, saved.id),
          ),
        )
        .limit(1);
      if (taken) throw new AppError(409, "api.slugTaken");
    }
    const texts = {
      title: body.title,
      slug,
      description: sanitizeRichText(body.description ?? ""),
      place: body.place ?? "",
    };
    await tx
      .insert(eventTranslations)
      .values({
        ...texts,
        eventId: saved.id,
        siteId: scope.siteId,
        languageCode: scope.languageCode,
      })
      .onConflictDoUpdate({
        target: [eventTranslations.eventId, eventTranslations.languageCode],
        set: texts,
      });
    return saved.id;
  });
  await invalidateContent(services.changes, { siteId: scope.siteId, kinds: ["page"] });
  return readEvent(services, scope, id);
}

/** Deletes an event in every language (its texts go with it). */
export async function deleteEvent(
  services: Services,
  input: { siteId: string; id: number },
): Promise<{ accepted: true }> {
  const deleted = await services.db
    .delete(events)
    .where(and(eq(events.siteId, input.siteId), eq(events.id, input.id)))
    .returning({ id: events.id });
  if (deleted.length === 0) throw notFound();
  await invalidateContent(services.changes, { siteId: input.siteId, kinds: ["page"] });
  return { accepted: true };
}
