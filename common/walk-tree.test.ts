import { describe, expect, expectTypeOf, it } from "vitest";
import type { ContentElementNode, ElementNodeOf, HeadingProps } from "#generated/types.ts";
import {
  collectNodes,
  findFirst,
  findNode,
  isNodeOfType,
  mapTree,
  slotEntries,
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

describe("generated element nodes (ContentElementNode)", () => {
  const typed: ContentElementNode[] = [
    { id: "h", type: "heading", props: { text: "Dobro došli", level: 1 } },
    {
      id: "c",
      type: "columns",
      props: { count: 1 },
      slots: { "column-1": [{ id: "p", type: "page-list", props: { slugMains: ["hall"] } }] },
    },
  ];

  it("types each node's props by its type, discriminated by type", () => {
    expectTypeOf<ElementNodeOf<"heading">["props"]>().toEqualTypeOf<HeadingProps>();
    expectTypeOf<Extract<ContentElementNode, { type: "page-list" }>>().toEqualTypeOf<
      ElementNodeOf<"page-list">
    >();
    // @ts-expect-error -- heading props have no "src": the union checks props per type
    const wrong: ContentElementNode = { id: "x", type: "heading", props: { src: "/a.png" } };
    expect(wrong.id).toBe("x");
    const node = typed[0];
    if (node?.type === "heading") expectTypeOf(node.props).toEqualTypeOf<HeadingProps>();
  });

  it("narrows with isNodeOfType in the generic helpers", () => {
    const lists = collectNodes(typed, isNodeOfType("page-list"));
    expectTypeOf(lists).toEqualTypeOf<ElementNodeOf<"page-list">[]>();
    expect(lists.map((list) => list.props.slugMains)).toEqual([["hall"]]);
    expect(findFirst(typed, isNodeOfType("heading"))?.props.level).toBe(1);
    expect(findFirst(tree, isNodeOfType("heading"))?.id).toBe("a");
  });

  it("lists slots in key order", () => {
    const [columns] = collectNodes(tree, isNodeOfType("columns"));
    expect(slotEntries(columns!).map(([name]) => name)).toEqual(["column-1", "column-2"]);
  });
});
