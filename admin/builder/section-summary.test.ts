import { describe, expect, it } from "vitest";
import type { ElementNode } from "#generated/types.ts";
import { sectionSummary } from "./section-summary.ts";

const node = (props: Record<string, unknown>, slots?: ElementNode["slots"]): ElementNode => ({
  id: "n",
  type: "x",
  props,
  ...(slots ? { slots } : {}),
});

describe("sectionSummary", () => {
  it("prefers the title, then other words, tags dropped", () => {
    expect(sectionSummary(node({ image: "/media/a.jpg", title: "Okusi <b>Dalmacije</b>" }))).toBe(
      "Okusi Dalmacije",
    );
    expect(sectionSummary(node({ href: "https://x.example", body: "<p>Peka  se</p>" }))).toBe(
      "Peka se",
    );
  });

  it("reads only what an element says, not its codes", () => {
    const columns = {
      id: "c",
      type: "columns",
      props: { count: 2, gap: "large" },
      slots: { "column-1": [node({ text: "U stupcu" })] },
    } as unknown as ElementNode;
    expect(sectionSummary(columns)).toBe("U stupcu");
    const hero = { id: "h", type: "hero", props: { height: "large", title: "Dobro došli" } };
    expect(sectionSummary(hero as unknown as ElementNode)).toBe("Dobro došli");
  });

  it("finds words in lists and nested elements, and shortens long ones", () => {
    expect(sectionSummary(node({ items: [{ icon: "fish", title: "Riba" }] }))).toBe("Riba");
    expect(sectionSummary(node({}, { columns: [node({ text: "U stupcu" })] }))).toBe("U stupcu");
    const long = sectionSummary(node({ text: "a".repeat(200) }));
    expect(long).toHaveLength(80);
    expect(long.endsWith("…")).toBe(true);
    expect(sectionSummary(node({ color: "#fff", link: "/o-nama" }))).toBe("");
  });
});
