import { describe, expect, it } from "vitest";
import { cutText, displayUrl, searchResult } from "./search-result.ts";

describe("cutText", () => {
  it("keeps a text that fits, its spaces tidied", () => {
    expect(cutText("  Maslinovo   ulje ", 60)).toBe("Maslinovo ulje");
    expect(cutText("x".repeat(60), 60)).toBe("x".repeat(60));
  });

  it("cuts a longer one at its last whole word, with an ellipsis, within the length", () => {
    const text = "Hladno prešano ekstra djevičansko maslinovo ulje s obiteljskog imanja na Braču";
    const cut = cutText(text, 40);
    expect(cut).toBe("Hladno prešano ekstra djevičansko…");
    expect(cut.length).toBeLessThanOrEqual(40);
  });

  it("drops the punctuation before the cut and cuts one long word inside it", () => {
    expect(cutText("Ulje, ocat, sol, papar i još mnogo toga", 18)).toBe("Ulje, ocat, sol…");
    expect(cutText("a".repeat(100), 10)).toBe(`${"a".repeat(9)}…`);
  });
});

describe("displayUrl", () => {
  it("shows the host and the path's segments as a result does", () => {
    expect(displayUrl("https://vitrina.hr/de/produkt/ulje-%C4%8Dista")).toBe(
      "vitrina.hr › de › produkt › ulje-čista",
    );
    expect(displayUrl("https://vitrina.hr/")).toBe("vitrina.hr");
  });
});

describe("searchResult", () => {
  it("cuts the title at 60 and the description at 160 characters", () => {
    const result = searchResult({
      title: `${"Naslov ".repeat(20)}| Vitrina`,
      url: "https://vitrina.hr/product/ulje",
      description: "Opis proizvoda ".repeat(20),
    });
    expect(result.title.length).toBeLessThanOrEqual(60);
    expect(result.title.endsWith("…")).toBe(true);
    expect(result.description.length).toBeLessThanOrEqual(160);
    expect(result.description.endsWith("…")).toBe(true);
    expect(result.url).toBe("vitrina.hr › product › ulje");
  });
});
