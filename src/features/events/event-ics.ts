import type { Event } from "#generated/types.ts";
import { plainText } from "./plain-text.ts";

// An event as an iCalendar file (RFC 5545) that calendar apps import: one VEVENT, times in UTC.

/** RFC 5545 3.3.11: TEXT escapes backslash, semicolon, comma and line breaks. */
export const escapeText = (text: string): string =>
  text
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");

/** RFC 5545 3.3.5: a UTC date-time, 20261205T180000Z. */
export const utcDateTime = (iso: string): string =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

const encoder = new TextEncoder();

/**
 * RFC 5545 3.1: a content line longer than 75 octets goes on in lines that start with a space;
 * a character is never cut between its UTF-8 bytes.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // a continuation's leading space counts towards its 75
    const room = parts.length === 0 ? 75 : 74;
    if (octets + size > room) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

/** The calendar file of one event: `url` is its page, `host` names the site in its UID. */
export function eventIcs(input: { event: Event; url: string; host: string; now: Date }): string {
  const { event } = input;
  const description = plainText(event.description);
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Vitrina//Events//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:event-${event.id}@${input.host}`,
    `DTSTAMP:${utcDateTime(input.now.toISOString())}`,
    `DTSTART:${utcDateTime(event.startEvent)}`,
    `DTEND:${utcDateTime(event.endEvent)}`,
    `SUMMARY:${escapeText(event.title)}`,
    ...(description ? [`DESCRIPTION:${escapeText(description)}`] : []),
    ...(event.place ? [`LOCATION:${escapeText(event.place)}`] : []),
    `URL:${input.url}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join("\r\n") + "\r\n";
}
