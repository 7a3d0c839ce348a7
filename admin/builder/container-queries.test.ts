import { describe, expect, it } from "vitest";
import { inCanvasViewport, isWidthCondition } from "./container-queries.ts";

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

describe("inCanvasViewport", () => {
  it("turns the window's width units into the canvas frame's", () => {
    expect(inCanvasViewport("--gutter: clamp(1rem, 4vw, 2rem);")).toBe(
      "--gutter: clamp(1rem, 4cqw, 2rem);",
    );
    expect(inCanvasViewport("font-size: clamp(2.1rem, 1.4rem + 3vw, 3.6rem);")).toBe(
      "font-size: clamp(2.1rem, 1.4rem + 3cqw, 3.6rem);",
    );
    expect(inCanvasViewport("width: 100svw; margin-left: -0.5vw;")).toBe(
      "width: 100cqw; margin-left: -0.5cqw;",
    );
  });

  it("turns the window's height units into the device's the canvas frame gives", () => {
    expect(inCanvasViewport("--hero-height: clamp(420px, 74vh, 780px);")).toBe(
      "--hero-height: clamp(420px, calc(74 * var(--vb-vh, 1vh)), 780px);",
    );
    expect(inCanvasViewport("max-height: calc(100svh - 64px); margin-top: -0.5dvh;")).toBe(
      "max-height: calc(calc(100 * var(--vb-vh, 1svh)) - 64px); margin-top: calc(-0.5 * var(--vb-vh, 1dvh));",
    );
  });

  it("turns a declaration once", () => {
    const turned = inCanvasViewport("min-height: 50vh; width: 10vw;");
    expect(inCanvasViewport(turned)).toBe(turned);
  });

  it("leaves other units and names alone", () => {
    const declarations = "width: 50%; --vw-note: 2px; --top-2vh: 1px; padding: 1rem;";
    expect(inCanvasViewport(declarations)).toBe(declarations);
  });
});
