import { describe, expect, it } from "vitest";
import { isWidthCondition } from "./container-queries.ts";

describe("isWidthCondition", () => {
  it("takes the site's width queries", () => {
    expect(isWidthCondition("(max-width: 1023.98px)")).toBe(true);
    expect(isWidthCondition("(min-width: 700px) and (max-width: 1023.98px)")).toBe(true);
    expect(isWidthCondition("(width >= 1024px)")).toBe(true);
  });

  it("leaves media types and other features alone", () => {
    expect(isWidthCondition("(prefers-reduced-motion: reduce)")).toBe(false);
    expect(isWidthCondition("screen and (max-width: 600px)")).toBe(false);
    expect(isWidthCondition("print")).toBe(false);
    expect(isWidthCondition("(hover: hover) and (min-width: 1024px)")).toBe(false);
  });
});
