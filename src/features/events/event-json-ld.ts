import type { Event } from "#generated/types.ts";
import { plainText } from "./plain-text.ts";

/**
 * schema.org Event of an event's page, so search engines show its date, place and picture. Data,
 * not a script the page runs (the CSP lists only what runs); `<` is escaped so no text can close
 * the script element.
 */
export function eventJsonLd(input: {
  event: Event;
  url: string;
  origin: string;
  brand: string;
}): string {
  const { event } = input;
  const description = plainText(event.description);
  const data = {
    "@context": "https://schema.org",
    "@type": "Event",
    name: event.title,
    ...(description ? { description } : {}),
    startDate: event.startEvent,
    endDate: event.endEvent,
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    url: input.url,
    ...(event.cover ? { image: `${input.origin}${event.cover.src}` } : {}),
    location: { "@type": "Place", name: event.place || input.brand },
    organizer: { "@type": "Organization", name: input.brand, url: input.origin },
    ...(event.capacity !== null ? { maximumAttendeeCapacity: event.capacity } : {}),
    ...(event.seatsLeft !== null ? { remainingAttendeeCapacity: event.seatsLeft } : {}),
  };
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
