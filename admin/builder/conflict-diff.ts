import type { BuilderDocument, ElementNode } from "#generated/types.ts";
import { walkTree } from "#common/walk-tree.ts";
import type { BuilderDoc } from "./use-editor.ts";

/** What the other editor's draft has that mine does not (the 409 dialog). */
export type ConflictChanges = {
  title: { from: string; to: string } | undefined;
  /** Element types, by element. */
  added: string[];
  removed: string[];
  edited: string[];
};

function byId(nodes: readonly ElementNode[]): Map<string, ElementNode> {
  const found = new Map<string, ElementNode>();
  walkTree(nodes, (node) => found.set(node.id, node));
  return found;
}

const own = (node: ElementNode) => JSON.stringify([node.type, node.props, node.mobileProps]);

export function conflictChanges(mine: BuilderDoc, theirs: BuilderDocument): ConflictChanges {
  const ours = byId(mine.elements);
  const their = byId(theirs.document.elements);
  const added = [...their.values()].filter((node) => !ours.has(node.id)).map((node) => node.type);
  const removed = [...ours.values()].filter((node) => !their.has(node.id)).map((node) => node.type);
  const edited = [...their.values()]
    .filter((node) => ours.has(node.id) && own(ours.get(node.id)!) !== own(node))
    .map((node) => node.type);
  const title =
    mine.meta.title === theirs.meta.title
      ? undefined
      : { from: mine.meta.title, to: theirs.meta.title };
  return { title, added, removed, edited };
}
