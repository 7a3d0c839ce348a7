import { describe, expect, it } from "vitest";
import { fromZagrebInput, toZagrebInput } from "./zagreb-time.ts";

describe("Zagreb time in the events form", () => {
  it("reads a winter and a summer evening at their own offsets", () => {
    expect(fromZagrebInput("2027-12-05T19:00")).toBe("2027-12-05T18:00:00.000Z");
    expect(fromZagrebInput("2027-07-05T19:00")).toBe("2027-07-05T17:00:00.000Z");
  });

  it("lands on the right hour next to a daylight-saving change", () => {
    // 2027-03-28 02:00 the clocks go forward: 03:30 is already summer time
    expect(fromZagrebInput("2027-03-28T03:30")).toBe("2027-03-28T01:30:00.000Z");
    expect(fromZagrebInput("2027-03-28T01:30")).toBe("2027-03-28T00:30:00.000Z");
  });

  it("writes an instant back as the form's value", () => {
    expect(toZagrebInput("2027-12-05T18:00:00.000Z")).toBe("2027-12-05T19:00");
    expect(toZagrebInput("2027-07-05T17:00:00Z")).toBe("2027-07-05T19:00");
  });

  it("refuses what is no date and time", () => {
    for (const value of ["", "2027-12-05", "2027-02-30T10:00", "sutra u 7", "2027-12-05T19:00Z"])
      expect(fromZagrebInput(value)).toBeNull();
  });
});
