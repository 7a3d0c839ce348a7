import { describe, expect, it } from "vitest";
import { splitUnbreakable } from "./no-break-text.tsx";

const kept = (text: string) =>
  splitUnbreakable(text)
    .filter((run) => run.isUnbreakable)
    .map((run) => run.text);

describe("splitUnbreakable", () => {
  it("keeps phone numbers and e-mail addresses whole", () => {
    expect(kept("Konoba: +385 22 555 014 · WhatsApp i Viber: +385 91 555 0140")).toEqual([
      "+385 22 555 014",
      "+385 91 555 0140",
    ]);
    expect(kept("info@konoba-vitrina.example – rezervacije i upiti")).toEqual([
      "info@konoba-vitrina.example",
    ]);
  });

  it("keeps times, time ranges and prices whole", () => {
    expect(kept("Svaki dan 12:00 – 23:00")).toEqual(["12:00 – 23:00"]);
    expect(kept("od 8:00")).toEqual(["8:00"]);
    expect(kept("čaša 6 € · boca 32 €")).toEqual(["6 €", "32 €"]);
  });

  it("leaves ordinary words and lone numbers alone and loses no text", () => {
    const text = "Do 180 gostiju, od 2018. godine";
    expect(kept(text)).toEqual([]);
    expect(
      splitUnbreakable(text)
        .map((run) => run.text)
        .join(""),
    ).toBe(text);
  });
});
