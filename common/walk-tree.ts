import type { ContentElementNode, ElementNode } from "#generated/types.ts";

/** Pure helpers over an element tree, shared by the renderer, the page loader and the builder. */

/**
 * An element node as codegen writes it (architecture.md: Pages are data): as stored and sent
 * (`ElementNode`, props free-form) or typed by its type (`ContentElementNode`, the discriminated
 * union of every content element with its props). The helpers below work on either.
 */
export type TreeNode = ElementNode | ContentElementNode;

/** The slots of a node as [name, children] pairs, in key order. */
export function slotEntries<N extends TreeNode>(node: N): [string, N[]][] {
  return Object.entries(node.slots ?? {}) as [string, N[]][];
}

export type VisitContext<N extends TreeNode> = {
  parent: N | null;
  slot: string | null;
  depth: number;
  index: number;
};

/** Depth-first, pre-order: a parent before its slots, slots in their key order. */
export function walkTree<N extends TreeNode>(
  nodes: readonly N[],
  visit: (node: N, context: VisitContext<N>) => void,
): void {
  const walk = (list: readonly N[], parent: N | null, slot: string | null, depth: number) => {
    list.forEach((node, index) => {
      visit(node, { parent, slot, depth, index });
      for (const [name, children] of slotEntries(node)) walk(children, node, name, depth + 1);
    });
  };
  walk(nodes, null, null, 0);
}

/** Every node that matches, in walk order; a type guard narrows the result (e.g. by `type`). */
export function collectNodes<N extends TreeNode, S extends N>(
  nodes: readonly N[],
  predicate: (node: N) => node is S,
): S[];
export function collectNodes<N extends TreeNode>(
  nodes: readonly N[],
  predicate: (node: N) => boolean,
): N[];
export function collectNodes<N extends TreeNode>(
  nodes: readonly N[],
  predicate: (node: N) => boolean,
): N[] {
  const found: N[] = [];
  walkTree(nodes, (node) => {
    if (predicate(node)) found.push(node);
  });
  return found;
}

/** Typed nodes of one element type: `collectNodes(elements, isNodeOfType("heading"))`. */
export function isNodeOfType<T extends ContentElementNode["type"]>(type: T) {
  return (node: TreeNode): node is Extract<ContentElementNode, { type: T }> => node.type === type;
}

/** The first node in walk order that matches, or undefined; a type guard narrows it. */
export function findFirst<N extends TreeNode, S extends N>(
  nodes: readonly N[],
  predicate: (node: N) => node is S,
): S | undefined;
export function findFirst<N extends TreeNode>(
  nodes: readonly N[],
  predicate: (node: N) => boolean,
): N | undefined;
export function findFirst<N extends TreeNode>(
  nodes: readonly N[],
  predicate: (node: N) => boolean,
): N | undefined {
  return collectNodes(nodes, predicate)[0];
}

export function findNode<N extends TreeNode>(nodes: readonly N[], id: string): N | undefined {
  return findFirst(nodes, (node) => node.id === id);
}

/** A new tree with `transform` applied to every node (children are mapped first). */
export function mapTree<N extends TreeNode>(nodes: readonly N[], transform: (node: N) => N): N[] {
  return nodes.map((node) => {
    if (!node.slots) return transform(node);
    const slots = Object.fromEntries(
      Object.entries(node.slots).map(([name, children]) => [
        name,
        mapTree(children as N[], transform),
      ]),
    );
    return transform({ ...node, slots });
  });
}
