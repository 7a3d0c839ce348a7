/** Pure helpers over an element tree, shared by the renderer, the page loader and the builder. */

/** The structural shape every element node has (architecture.md: Pages are data). */
export type TreeNode = {
  id: string;
  type: string;
  props: Record<string, unknown> | object;
  mobileProps?: Record<string, unknown> | object;
  slots?: Record<string, TreeNode[]>;
};

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
      for (const [name, children] of Object.entries(node.slots ?? {})) {
        walk(children as N[], node, name, depth + 1);
      }
    });
  };
  walk(nodes, null, null, 0);
}

/** Every node that matches, in walk order. */
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

/** The first node in walk order that matches, or undefined. */
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
