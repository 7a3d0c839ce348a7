import { elements, isElementType } from "#generated/elements.ts";
import type { ElementNode } from "#generated/types.ts";
import { EditorError, newId } from "../tree.ts";

/**
 * A new element of a type from the palette: the schema's example as props over its defaults
 * (valid from the start, so the draft saves and the canvas shows the element), empty slots.
 */
export function createNode(type: string): ElementNode {
  if (!isElementType(type)) throw new EditorError("unknownElement", type);
  const meta = elements[type];
  const props = structuredClone({ ...meta.defaults, ...meta.starter }) as Record<string, unknown>;
  const node: ElementNode = { id: newId(), type, props };
  if (meta.slots.length > 0) node.slots = Object.fromEntries(meta.slots.map((slot) => [slot, []]));
  return node;
}
