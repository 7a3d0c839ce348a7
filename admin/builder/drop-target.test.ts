import { describe, expect, it } from "vitest";
import { testDoc } from "../editor/test-doc.ts";
import { dropLocation, landingPlace } from "./drop-target.ts";

describe("dropLocation", () => {
  const doc = testDoc();

  it("reorders within a list like a sortable list: from above takes the place after", () => {
    expect(
      dropLocation({
        doc,
        source: { kind: "node", nodeId: "title" },
        target: { kind: "node", nodeId: "gap" },
        isPastMiddle: false,
      }),
    ).toEqual({ parentId: null, slot: null, index: 3 });
    expect(
      dropLocation({
        doc,
        source: { kind: "node", nodeId: "gap" },
        target: { kind: "node", nodeId: "title" },
        isPastMiddle: true,
      }),
    ).toEqual({ parentId: null, slot: null, index: 0 });
  });

  it("drops a palette item before or after an element in a slot by the pointer", () => {
    const before = dropLocation({
      doc,
      source: { kind: "palette", type: "hero" },
      target: { kind: "node", nodeId: "text" },
      isPastMiddle: false,
    });
    expect(before).toEqual({ parentId: "cols", slot: "column-1", index: 0 });
    const after = dropLocation({
      doc,
      source: { kind: "palette", type: "hero" },
      target: { kind: "node", nodeId: "text" },
      isPastMiddle: true,
    });
    expect(after).toEqual({ parentId: "cols", slot: "column-1", index: 1 });
  });

  it("appends to an empty slot or the page", () => {
    expect(
      dropLocation({
        doc,
        source: { kind: "palette", type: "hero" },
        target: { kind: "list", parentId: "cols", slot: "column-2" },
        isPastMiddle: false,
      }),
    ).toEqual({ parentId: "cols", slot: "column-2", index: 0 });
    expect(
      dropLocation({
        doc,
        source: { kind: "node", nodeId: "text" },
        target: { kind: "list", parentId: null, slot: null },
        isPastMiddle: false,
      }),
    ).toEqual({ parentId: null, slot: null, index: 3 });
  });

  it("means nothing over the dragged element itself", () => {
    expect(
      dropLocation({
        doc,
        source: { kind: "node", nodeId: "gap" },
        target: { kind: "node", nodeId: "gap" },
        isPastMiddle: false,
      }),
    ).toBeUndefined();
  });
});

describe("landingPlace", () => {
  const doc = testDoc();

  it("counts a reorder downwards in the list after the move", () => {
    const to = { parentId: null, slot: null, index: 3 };
    expect(landingPlace(doc, { kind: "node", nodeId: "title" }, to)).toEqual({ ...to, index: 2 });
  });

  it("keeps places upwards, in other lists and for palette items", () => {
    const top = { parentId: null, slot: null, index: 0 };
    expect(landingPlace(doc, { kind: "node", nodeId: "gap" }, top)).toEqual(top);
    const slot = { parentId: "cols", slot: "column-2", index: 0 };
    expect(landingPlace(doc, { kind: "node", nodeId: "title" }, slot)).toEqual(slot);
    const end = { parentId: null, slot: null, index: 3 };
    expect(landingPlace(doc, { kind: "palette", type: "hero" }, end)).toEqual(end);
  });
});
