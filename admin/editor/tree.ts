import type { ElementNode } from "#generated/types.ts";

/** The part of a document the builder edits: a page's, or a layout section's, element tree. */
export type EditorDoc = { elements: ElementNode[] };

/**
 * A place in the tree: the page's top level (parentId null) or a slot of an element, and an
 * index in that list (its length appends).
 */
export type Location = { parentId: string | null; slot: string | null; index: number };

/** Where a node is: its list's owner and slot, and its index there. */
export type Found = { node: ElementNode; list: ElementNode[]; location: Location };

/** A refused action (an unknown id, a type the slot does not take); the UI says why. */
export class EditorError extends Error {
  readonly key: "unknownElement" | "slotRejects" | "intoItself" | "unknownSlot";
  constructor(key: EditorError["key"], detail: string) {
    super(`${key}: ${detail}`);
    this.key = key;
  }
}

/** The node of an id with its list and location, or undefined. */
export function locate(doc: EditorDoc, id: string): Found | undefined {
  const search = (
    list: ElementNode[],
    parentId: string | null,
    slot: string | null,
  ): Found | undefined => {
    for (const [index, node] of list.entries()) {
      if (node.id === id) return { node, list, location: { parentId, slot, index } };
      for (const [name, children] of Object.entries(node.slots ?? {})) {
        const found = search(children, node.id, name);
        if (found) return found;
      }
    }
    return undefined;
  };
  return search(doc.elements, null, null);
}

export function mustLocate(doc: EditorDoc, id: string): Found {
  const found = locate(doc, id);
  if (!found) throw new EditorError("unknownElement", id);
  return found;
}

/** The list a location names (a missing slot list is created: slots start empty). */
export function listAt(doc: EditorDoc, location: Location): ElementNode[] {
  if (location.parentId === null) return doc.elements;
  const parent = mustLocate(doc, location.parentId).node;
  const slot = location.slot ?? "";
  parent.slots ??= {};
  parent.slots[slot] ??= [];
  return parent.slots[slot];
}

/** Whether `id` is `ancestorId` or lies inside it. */
export function isInside(doc: EditorDoc, id: string, ancestorId: string): boolean {
  const ancestor = locate(doc, ancestorId)?.node;
  if (!ancestor) return false;
  const walk = (node: ElementNode): boolean =>
    node.id === id || Object.values(node.slots ?? {}).some((children) => children.some(walk));
  return walk(ancestor);
}

/** A new element id: 96 random bits in base 36, within ElementNode's id pattern. */
export function newId(): string {
  const bytes = crypto.getRandomValues(new Uint32Array(3));
  return Array.from(bytes, (value) => value.toString(36).padStart(7, "0")).join("");
}

/** A deep copy of a subtree with fresh ids (duplicate, paste), so ids stay unique. */
export function cloneWithNewIds(node: ElementNode): ElementNode {
  const copy: ElementNode = {
    id: newId(),
    type: node.type,
    props: structuredClone(node.props),
  };
  if (node.mobileProps) copy.mobileProps = structuredClone(node.mobileProps);
  if (node.slots) {
    copy.slots = Object.fromEntries(
      Object.entries(node.slots).map(([name, children]) => [name, children.map(cloneWithNewIds)]),
    );
  }
  return copy;
}

/** The ids of a node and of everything inside it. */
export function subtreeIds(node: ElementNode): string[] {
  return [
    node.id,
    ...Object.values(node.slots ?? {}).flatMap((children) => children.flatMap(subtreeIds)),
  ];
}
