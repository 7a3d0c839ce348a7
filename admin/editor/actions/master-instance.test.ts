import { produce } from "immer";
import { describe, expect, it } from "vitest";
import type { ElementNode } from "#generated/types.ts";
import { EditorStore } from "../store.ts";
import { ids, testDoc } from "../test-doc.ts";
import { detach, makeInstance } from "./master-instance.ts";

const master: ElementNode = {
  id: "promo",
  type: "columns",
  props: { count: 2 },
  slots: { "column-1": [{ id: "t", type: "heading", props: { text: "Ponuda", level: 2 } }] },
};

describe("master instances", () => {
  it("turns a saved element into an instance of its master, in its place", () => {
    const next = produce(testDoc(), (doc) => {
      makeInstance(doc, { id: "title", masterId: 7 });
    });
    expect(next.elements[0]).toMatchObject({ type: "master", props: { masterId: 7 } });
    expect(next.elements).toHaveLength(3);
  });

  it("detaches an instance into a plain copy of the master with new ids", () => {
    const withInstance = produce(testDoc(), (doc) => {
      makeInstance(doc, { id: "gap", masterId: 7 });
    });
    const instanceId = withInstance.elements[2]!.id;
    const next = produce(withInstance, (doc) => {
      detach(doc, { id: instanceId, element: master });
    });
    const copy = next.elements[2]!;
    expect(copy.type).toBe("columns");
    expect(copy.id).not.toBe("promo");
    expect(copy.slots?.["column-1"]?.[0]).toMatchObject({
      type: "heading",
      props: { text: "Ponuda" },
    });
    expect(ids(copy.slots?.["column-1"])).not.toContain("t");
  });

  it("leaves a plain element alone, and both are one undo step in the store", () => {
    const untouched = produce(testDoc(), (doc) => {
      detach(doc, { id: "title", element: master });
    });
    expect(untouched.elements[0]?.type).toBe("heading");
    const store = new EditorStore(testDoc());
    const [instance] = store.makeInstance("title", 3).ids;
    expect(store.getState().selection).toEqual([instance]);
    store.detach(instance!, master);
    expect(store.getState().doc.elements[0]?.type).toBe("columns");
    store.undo();
    store.undo();
    expect(store.getState().doc.elements[0]?.type).toBe("heading");
  });
});
