import { describe, expect, it } from "vitest";
import { inContainerWidth, isWidthCondition } from "./container-queries.ts";

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

describe("inContainerWidth", () => {
  it("turns the window's width units into the canvas frame's", () => {
    expect(inContainerWidth("--gutter: clamp(1rem, 4vw, 2rem);")).toBe(
      "--gutter: clamp(1rem, 4cqw, 2rem);",
    );
    expect(inContainerWidth("font-size: clamp(2.1rem, 1.4rem + 3vw, 3.6rem);")).toBe(
      "font-size: clamp(2.1rem, 1.4rem + 3cqw, 3.6rem);",
    );
    expect(inContainerWidth("width: 100svw; margin-left: -0.5vw;")).toBe(
      "width: 100cqw; margin-left: -0.5cqw;",
    );
  });

  it("leaves other units and names alone", () => {
    const declarations = "min-height: 70vh; width: 50%; --vw-note: 2px; padding: 1rem;";
    expect(inContainerWidth(declarations)).toBe(declarations);
  });
});
