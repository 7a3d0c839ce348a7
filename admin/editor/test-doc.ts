import type { ElementNode } from "#generated/types.ts";
import type { EditorDoc } from "./tree.ts";

/** A small page for the action tests: a heading, columns with a text in column 1, a spacer. */
export function testDoc(): EditorDoc {
  const text: ElementNode = { id: "text", type: "rich-text", props: { html: "<p>Dobar dan</p>" } };
  return {
    elements: [
      { id: "title", type: "heading", props: { text: "Konoba", level: 1 } },
      {
        id: "cols",
        type: "columns",
        props: { count: 2 },
        slots: { "column-1": [text], "column-2": [] },
      },
      { id: "gap", type: "spacer", props: {} },
    ],
  };
}

/** The ids of a list, to compare orders at a glance. */
export const ids = (nodes: readonly ElementNode[] | undefined) =>
  (nodes ?? []).map((node) => node.id);
