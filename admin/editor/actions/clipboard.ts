import type { ElementNode } from "#generated/types.ts";
import { cloneWithNewIds, type EditorDoc, type Location, mustLocate } from "../tree.ts";
import { insert } from "./insert.ts";
import { plain } from "./plain.ts";

/** localStorage key of the builder's clipboard: shared by every tab, so pages paste into pages. */
export const clipboardKey = "vitrina.builder.clipboard";

type Clipboard = { kind: "vitrina-elements"; nodes: ElementNode[] };

/** Puts copies of the nodes on the clipboard (document order as given). */
export function copyToClipboard(doc: EditorDoc, ids: string[], storage: Storage): number {
  const nodes = ids.map((id) => plain(mustLocate(doc, id).node));
  const value: Clipboard = { kind: "vitrina-elements", nodes };
  storage.setItem(clipboardKey, JSON.stringify(value));
  return nodes.length;
}

/** The clipboard's nodes, or none when it is empty or holds something else. */
export function readClipboard(storage: Storage): ElementNode[] {
  try {
    const value = JSON.parse(storage.getItem(clipboardKey) ?? "null") as Partial<Clipboard> | null;
    return value?.kind === "vitrina-elements" && Array.isArray(value.nodes) ? value.nodes : [];
  } catch {
    return [];
  }
}

/** Inserts copies (fresh ids) of the clipboard's nodes at a location. */
export function paste(doc: EditorDoc, { nodes, to }: { nodes: ElementNode[]; to: Location }) {
  return insert(doc, { nodes: nodes.map(cloneWithNewIds), to });
}
