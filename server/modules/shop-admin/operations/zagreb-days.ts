// The shop's days are Croatian ones (the admin lists and the CSV say dates as Zagreb sees them):
// a date filter of 2026-03-29 means from that midnight in Zagreb, whatever the server's zone.
const zone = "Europe/Zagreb";

/** Minutes Zagreb is ahead of UTC at a moment (60 in winter, 120 in summer). */
function offsetMinutes(at: number): number {
  const name =
    new Intl.DateTimeFormat("en", { timeZone: zone, timeZoneName: "longOffset" })
      .formatToParts(at)
      .find((part) => part.type === "timeZoneName")?.value ?? "GMT";
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === "-" ? -minutes : minutes;
}

/** The moment a Zagreb day (YYYY-MM-DD) starts; `days` later when given (1: the next day's). */
export function zagrebDayStart(date: string, days = 0): Date {
  const utcMidnight = Date.parse(`${date}T00:00:00Z`) + days * 86_400_000;
  // DST changes at 2-3 a.m., so the offset just after midnight is the day's start offset
  return new Date(utcMidnight - offsetMinutes(utcMidnight) * 60_000);
}

/** A moment as Zagreb writes it for a list or a CSV: 2026-11-26 14:05. */
export function zagrebDateTime(at: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", {
      timeZone: zone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}
