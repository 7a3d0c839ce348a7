import { describe, expect, it } from "vitest";
import { csvField, csvFile } from "./csv.ts";

describe("CSV", () => {
  it("quotes what needs quoting and defuses formulas", () => {
    expect(csvField("plain")).toBe("plain");
    expect(csvField('Ana "Anči" Horvat')).toBe('"Ana ""Anči"" Horvat"');
    expect(csvField("a,b")).toBe('"a,b"');
    expect(csvField("two\nlines")).toBe('"two\nlines"');
    expect(csvField("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(csvField("-1,5")).toBe('"\'-1,5"');
  });

  it("writes a byte order mark, the header and CRLF lines", () => {
    expect(csvFile(["a", "b"], [["1", "=2"]])).toBe("\uFEFFa,b\r\n1,'=2\r\n");
  });
});
