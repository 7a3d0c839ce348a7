import { describe, expect, it } from "vitest";
import { zagrebDateTime, zagrebDayStart } from "./zagreb-days.ts";

describe("Zagreb days", () => {
  it("start at Zagreb's midnight in winter and in summer", () => {
    expect(zagrebDayStart("2026-01-15").toISOString()).toBe("2026-01-14T23:00:00.000Z");
    expect(zagrebDayStart("2026-07-15").toISOString()).toBe("2026-07-14T22:00:00.000Z");
    expect(zagrebDayStart("2026-07-15", 1).toISOString()).toBe("2026-07-15T22:00:00.000Z");
    // the day clocks go forward still starts at midnight, in winter time
    expect(zagrebDayStart("2026-03-29").toISOString()).toBe("2026-03-28T23:00:00.000Z");
    expect(zagrebDayStart("2026-03-29", 1).toISOString()).toBe("2026-03-29T22:00:00.000Z");
  });

  it("write moments as Zagreb reads them", () => {
    expect(zagrebDateTime(new Date("2026-11-26T13:05:00Z"))).toBe("2026-11-26 14:05");
    expect(zagrebDateTime(new Date("2026-07-31T22:30:00Z"))).toBe("2026-08-01 00:30");
  });
});
