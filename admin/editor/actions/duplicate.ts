import { cloneWithNewIds, type EditorDoc, mustLocate } from "../tree.ts";
import { plain } from "./plain.ts";

/** Copies each node (with its subtree, new ids) right after itself; returns the copies' ids. */
export function duplicate(doc: EditorDoc, { ids }: { ids: string[] }) {
  const copies: string[] = [];
  for (const id of ids) {
    const { node, list, location } = mustLocate(doc, id);
    const copy = cloneWithNewIds(plain(node));
    list.splice(location.index + 1, 0, copy);
    copies.push(copy.id);
  }
  return { ids: copies };
}
