import { and, eq, inArray } from "drizzle-orm";
import type { ElementNode } from "#generated/types.ts";
import { collectNodes, mapTree } from "#common/walk-tree.ts";
import type { Db } from "../../../db/client.ts";
import { masters } from "../../../db/schema-builder.ts";
import { loadPageDocument } from "./load-document.ts";

/** Masters inside masters are followed this deep; a deeper (or circular) one is left out. */
const maxDepth = 4;
const maxIdLength = 64; // schemas/entities/element-node.schema.json

const isInstance = (node: ElementNode) => node.type === "master";
const masterIdOf = (node: ElementNode): number | undefined =>
  typeof node.props.masterId === "number" ? node.props.masterId : undefined;

/** The ids of the masters a tree's instances name. */
export function instanceMasterIds(nodes: readonly ElementNode[]): number[] {
  const ids = collectNodes(nodes, isInstance).map(masterIdOf);
  return [...new Set(ids.filter((id) => id !== undefined))];
}

/**
 * The master's subtree in an instance's place: its root takes the instance's id, every other
 * element the instance's id as a prefix, so two instances on one page never share an id.
 */
function placed(instance: ElementNode, element: ElementNode): ElementNode {
  const [root] = mapTree([element], (node) => ({
    ...node,
    id: `${instance.id}-${node.id}`.slice(0, maxIdLength),
  }));
  return { ...root!, id: instance.id };
}

/**
 * Every master instance of a tree replaced by its master's current subtree (the renderer then
 * draws plain elements: resolvers and all). An instance whose master is gone draws nothing.
 */
export function expandInstances(
  nodes: readonly ElementNode[],
  byId: ReadonlyMap<number, ElementNode>,
  depth = 0,
): ElementNode[] {
  return nodes.flatMap((node): ElementNode[] => {
    if (isInstance(node)) {
      const id = masterIdOf(node);
      const element = id === undefined ? undefined : byId.get(id);
      if (!element || depth >= maxDepth) return [];
      return expandInstances([placed(node, element)], byId, depth + 1);
    }
    if (!node.slots) return [node];
    const slots = Object.fromEntries(
      Object.entries(node.slots).map(([name, children]) => [
        name,
        expandInstances(children, byId, depth),
      ]),
    );
    return [{ ...node, slots }];
  });
}

/**
 * A site's masters that a tree needs (and those their subtrees name), read and checked like a
 * stored page; then the tree with every instance expanded. No query when there is no instance.
 */
export async function expandMasters(
  db: Db,
  input: { siteId: string; nodes: ElementNode[] },
): Promise<ElementNode[]> {
  const byId = new Map<number, ElementNode>();
  const asked = new Set<number>();
  let wanted = instanceMasterIds(input.nodes);
  for (let depth = 0; wanted.length > 0 && depth < maxDepth; depth += 1) {
    for (const id of wanted) asked.add(id);
    const rows = await db
      .select({ id: masters.id, element: masters.element })
      .from(masters)
      .where(
        and(
          eq(masters.siteId, input.siteId),
          eq(masters.kind, "master"),
          inArray(masters.id, wanted),
        ),
      );
    for (const row of rows) {
      if (!row.element) continue;
      const { document } = loadPageDocument(
        { version: 2, settings: {}, elements: [row.element] },
        { what: `master ${row.id}`, mode: "skip" },
      );
      const [element] = document.elements;
      if (element) byId.set(row.id, element);
    }
    wanted = instanceMasterIds([...byId.values()]).filter((id) => !asked.has(id));
  }
  return expandInstances(input.nodes, byId);
}
