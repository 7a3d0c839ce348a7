import { describe, expect, it } from "vitest";
import type { ElementNode } from "#generated/types.ts";
import { anchorForNode, anchorNodeId, isAnchorState } from "./page-anchors.ts";

/** One page in three languages: same structure and ids, localised anchors (as seeded). */
function page(anchor: string): { document: { elements: ElementNode[] } } {
  const heading = { id: "hall-weddings", type: "heading", props: { text: "x", anchor } };
  const columns = { id: "hall-cols", type: "columns", props: {}, slots: { "column-1": [heading] } };
  return { document: { elements: [columns] as ElementNode[] } };
}
const hall = { hr: page("vjencanja"), en: page("weddings"), de: page("hochzeiten") };

describe("page anchors across languages", () => {
  it("maps a localised anchor to the same place in another language", () => {
    const node = anchorNodeId(hall.hr.document.elements, "#vjencanja");
    expect(node).toBeDefined();
    expect(anchorForNode(hall.en.document.elements, node!)).toBe("weddings");
    expect(anchorForNode(hall.de.document.elements, node!)).toBe("hochzeiten");
  });

  it("finds nothing for an unknown or malformed anchor", () => {
    expect(anchorNodeId(hall.hr.document.elements, "#nema")).toBeUndefined();
    expect(anchorNodeId(hall.hr.document.elements, "#%E0%A4%A")).toBeUndefined();
    expect(anchorNodeId(hall.hr.document.elements, "")).toBeUndefined();
  });

  it("recognises the navigation state of a language switch", () => {
    expect(isAnchorState({ anchorNode: "hall-weddings" })).toBe(true);
    expect(isAnchorState(null)).toBe(false);
    expect(isAnchorState({ anchorNode: 3 })).toBe(false);
  });
});
