import { describe, expect, it } from "vitest";
import { excerptAround, highlightSegments } from "./highlight.ts";

const marked = (text: string, search: string) =>
  highlightSegments(text, search)
    .filter((segment) => segment.isMatch)
    .map((segment) => segment.text);

describe("highlightSegments", () => {
  it("marks a word with diacritics for a search without them", () => {
    expect(marked("Poklon košarica s vinom", "kosarica")).toEqual(["košarica"]);
  });

  it("marks words that start with a term, and a word one typo away", () => {
    expect(marked("Maslinova ulja i maslinovo drvo", "maslin")).toEqual(["Maslinova", "maslinovo"]);
    expect(marked("Poklon košarica", "kosarcia")).toEqual(["košarica"]);
    expect(marked("Poklon košarica", "kasorica")).toEqual([]);
  });

  it("keeps the whole text, in order, and marks nothing for an empty search", () => {
    const text = "Vino, ulje & sir!";
    const segments = highlightSegments(text, "ulje");
    expect(segments.map((segment) => segment.text).join("")).toBe(text);
    expect(highlightSegments(text, "  ")).toEqual([{ text, isMatch: false }]);
  });

  it("does not forgive a typo in short terms", () => {
    expect(marked("sir i vino", "sor")).toEqual([]);
  });
});

describe("excerptAround", () => {
  it("keeps a short text whole", () => {
    expect(excerptAround("  Kratki   tekst ", "tekst")).toBe("Kratki tekst");
  });

  it("cuts a long text around its first match, at word boundaries", () => {
    const text = `${"riječ ".repeat(60)}terasa s pogledom ${"kraj ".repeat(60)}`;
    const excerpt = excerptAround(text, "terasa", 80);
    expect(excerpt).toContain("terasa s pogledom");
    expect(excerpt.startsWith("… riječ")).toBe(true);
    expect(excerpt.endsWith(" …")).toBe(true);
    expect(excerpt.length).toBeLessThanOrEqual(84);
  });
});
