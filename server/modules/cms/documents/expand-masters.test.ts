import { describe, expect, it } from "vitest";
import type { ElementNode } from "#generated/types.ts";
import { expandInstances, instanceMasterIds } from "./expand-masters.ts";

const instance = (id: string, masterId: number): ElementNode => ({
  id,
  type: "master",
  props: { masterId },
});
const promo: ElementNode = {
  id: "promo",
  type: "columns",
  props: { count: 2 },
  slots: { "column-1": [{ id: "t", type: "heading", props: { text: "Ponuda", level: 2 } }] },
};

describe("expandInstances", () => {
  it("draws the master's subtree in each instance's place, under the instance's ids", () => {
    const nodes = [instance("a", 1), { ...instance("b", 1) }];
    expect(instanceMasterIds(nodes)).toEqual([1]);
    const expanded = expandInstances(nodes, new Map([[1, promo]]));
    expect(expanded.map((node) => node.id)).toEqual(["a", "b"]);
    expect(expanded[0]?.slots?.["column-1"]?.[0]).toMatchObject({ id: "a-t", type: "heading" });
    expect(expanded[1]?.slots?.["column-1"]?.[0]?.id).toBe("b-t");
  });

  it("leaves out an instance whose master is gone, and one nested in a slot follows too", () => {
    const nodes: ElementNode[] = [
      {
        id: "cols",
        type: "columns",
        props: { count: 2 },
        slots: { "column-1": [instance("x", 2)] },
      },
      instance("gone", 9),
    ];
    const expanded = expandInstances(nodes, new Map([[2, promo]]));
    expect(expanded).toHaveLength(1);
    expect(expanded[0]?.slots?.["column-1"]?.[0]?.id).toBe("x");
  });

  it("stops a master that contains itself", () => {
    const loop = instance("inner", 3);
    const expanded = expandInstances([instance("outer", 3)], new Map([[3, loop]]));
    expect(expanded).toEqual([]);
  });
});
