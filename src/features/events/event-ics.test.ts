import { describe, expect, it } from "vitest";
import type { Event } from "#generated/types.ts";
import { escapeText, eventIcs, foldLine, utcDateTime } from "./event-ics.ts";

const event: Event = {
  id: 7,
  title: "Kušanje vina; crna, bijela",
  slug: null,
  description: "<p>Prvi red\\drugi &amp; treći</p>",
  place: "Konoba Vitrina, Split",
  startEvent: "2026-12-05T18:00:00.000Z",
  endEvent: "2026-12-05T21:30:00.000Z",
  capacity: 20,
  eventAttendees: 5,
  seatsLeft: 15,
  cover: null,
  isPublished: true,
  acceptsSignups: false,
  languages: ["hrv"],
};

describe("event .ics (RFC 5545)", () => {
  it("escapes TEXT values", () => {
    expect(escapeText("a\\b;c,d\ne")).toBe("a\\\\b\\;c\\,d\\ne");
  });

  it("writes times in UTC", () => {
    expect(utcDateTime("2026-12-05T19:00:00+01:00")).toBe("20261205T180000Z");
  });

  it("folds lines at 75 octets without cutting a character", () => {
    const folded = foldLine(`SUMMARY:${"č".repeat(60)}`);
    const lines = folded.split("\r\n");
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(lines.slice(1).every((line) => line.startsWith(" "))).toBe(true);
    expect(lines.map((line, index) => (index ? line.slice(1) : line)).join("")).toBe(
      `SUMMARY:${"č".repeat(60)}`,
    );
  });

  it("writes one VEVENT with CRLF line endings", () => {
    const ics = eventIcs({
      event,
      url: "https://konoba.example/dogadjaj/7",
      host: "konoba.example",
      now: new Date("2026-11-28T10:00:00Z"),
    });
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    expect(ics).toContain("\r\nUID:event-7@konoba.example\r\n");
    expect(ics).toContain("\r\nDTSTAMP:20261128T100000Z\r\n");
    expect(ics).toContain("\r\nDTSTART:20261205T180000Z\r\nDTEND:20261205T213000Z\r\n");
    expect(ics).toContain("\r\nSUMMARY:Kušanje vina\\; crna\\, bijela\r\n");
    expect(ics).toContain("\r\nDESCRIPTION:Prvi red\\\\drugi & treći\r\n");
    expect(ics).toContain("\r\nLOCATION:Konoba Vitrina\\, Split\r\n");
  });
});
