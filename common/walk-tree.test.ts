import { describe, expect, it } from "vitest";
import {
  collectNodes,
  findFirst,
  findNode,
  mapTree,
  walkTree,
  type TreeNode,
} from "./walk-tree.ts";

const tree: TreeNode[] = [
  { id: "a", type: "heading", props: { text: "A" } },
  {
    id: "b",
    type: "columns",
    props: { count: 2 },
    slots: {
      "column-1": [{ id: "c", type: "rich-text", props: {} }],
      "column-2": [
        {
          id: "d",
          type: "columns",
          props: { count: 1 },
          slots: { "column-1": [{ id: "e", type: "page-list", props: {} }] },
        },
      ],
    },
  },
  { id: "f", type: "page-list", props: {} },
];

describe("walk-tree", () => {
  it("visits parents before children, slots in order, with depth and slot", () => {
    const seen: string[] = [];
    walkTree(tree, (node, { depth, slot, parent }) =>
      seen.push(`${node.id}:${depth}:${slot ?? "-"}:${parent?.id ?? "-"}`),
    );
    expect(seen).toEqual([
      "a:0:-:-",
      "b:0:-:-",
      "c:1:column-1:b",
      "d:1:column-2:b",
      "e:2:column-1:d",
      "f:0:-:-",
    ]);
  });

  it("collects and finds nodes in nested slots", () => {
    expect(collectNodes(tree, (node) => node.type === "page-list").map((n) => n.id)).toEqual([
      "e",
      "f",
    ]);
    expect(findFirst(tree, (node) => node.type === "columns")?.id).toBe("b");
    expect(findNode(tree, "e")?.type).toBe("page-list");
    expect(findNode(tree, "zzz")).toBeUndefined();
  });

  it("maps without mutating the input", () => {
    const renamed = mapTree(tree, (node) => ({ ...node, id: node.id.toUpperCase() }));
    const ids: string[] = [];
    walkTree(renamed, (node) => ids.push(node.id));
    expect(ids).toEqual(["A", "B", "C", "D", "E", "F"]);
    expect(tree[0]?.id).toBe("a");
    expect(tree[1]?.slots?.["column-1"]?.[0]?.id).toBe("c");
  });
});
