import { describe, expect, it } from "vitest";
import { readCookie } from "./cookies.ts";

describe("readCookie", () => {
  it("reads one cookie from a header", () => {
    expect(readCookie("a=1; locale=de; b=2", "locale")).toBe("de");
    expect(readCookie("localex=1", "locale")).toBeUndefined();
    expect(readCookie(null, "locale")).toBeUndefined();
    expect(readCookie(undefined, "locale")).toBeUndefined();
  });

  it("decodes the value and takes the first of a repeated name", () => {
    expect(readCookie("currency=%32", "currency")).toBe("2");
    expect(readCookie("currency=2; currency=3", "currency")).toBe("2");
    expect(readCookie("currency=%E0%A4%A", "currency")).toBeUndefined();
  });
});
