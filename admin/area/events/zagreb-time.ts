/** The venue's time zone: the back office writes events' times in it (decision 051). */
const zone = "Europe/Zagreb";

const format = new Intl.DateTimeFormat("en-CA", {
  timeZone: zone,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** The wall-clock fields of an instant in Zagreb. */
function wallClock(at: number) {
  const parts = Object.fromEntries(
    format.formatToParts(new Date(at)).map((part) => [part.type, part.value]),
  );
  return {
    text: `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`,
    ms: Date.UTC(
      Number(parts.year),
      Number(parts.month) - 1,
      Number(parts.day),
      Number(parts.hour),
      Number(parts.minute),
    ),
  };
}

/** An instant as a `datetime-local` value in Zagreb time ("2026-12-05T19:00"). */
export const toZagrebInput = (iso: string): string => wallClock(Date.parse(iso)).text;

/**
 * A `datetime-local` value read as Zagreb time, as an ISO instant; null when it is no such value.
 * The zone's offset is found at the guessed instant twice, so a guess across a daylight-saving
 * change still lands on the right hour.
 */
export function fromZagrebInput(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0] = match.slice(1).map(Number);
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  if (Number.isNaN(asUtc) || new Date(asUtc).getUTCDate() !== day) return null;
  let guess = asUtc;
  for (let round = 0; round < 2; round += 1) guess = asUtc - (wallClock(guess).ms - guess);
  return new Date(guess).toISOString();
}
