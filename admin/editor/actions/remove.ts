import { type EditorDoc, locate } from "../tree.ts";

/** Takes nodes (and what is inside them) out of the tree; ids already gone are skipped. */
export function remove(doc: EditorDoc, { ids }: { ids: string[] }) {
  for (const id of ids) {
    const found = locate(doc, id);
    if (found) found.list.splice(found.location.index, 1);
  }
  return { ids: [] as string[] };
}
