import { elementMeta, isElementType } from "#generated/element-meta.ts";
import type { EditorDoc, Location } from "./tree.ts";
import { EditorError, mustLocate } from "./tree.ts";

/**
 * Whether an element of `type` may stand at `location`: the page takes every content element;
 * a slot takes what its element's schema allows (x-element.slotRejects, resolved by codegen
 * into elementMeta[type].accepts). Layout sections never go into a page.
 */
export function canPlace(doc: EditorDoc, type: string, location: Location): boolean {
  if (!isElementType(type) || elementMeta[type].kind !== "content") return false;
  if (location.parentId === null) return true;
  const parent = mustLocate(doc, location.parentId).node;
  if (!isElementType(parent.type)) return false;
  const meta = elementMeta[parent.type];
  if (location.slot === null || !meta.slots.includes(location.slot)) return false;
  return (meta.accepts as readonly string[]).includes(type);
}

/** canPlace, or an EditorError that names why not. */
export function assertPlaceable(doc: EditorDoc, type: string, location: Location): void {
  if (location.parentId !== null) {
    const parent = mustLocate(doc, location.parentId).node;
    const slots = isElementType(parent.type) ? elementMeta[parent.type].slots : [];
    if (location.slot === null || !slots.includes(location.slot))
      throw new EditorError("unknownSlot", `${parent.type}/${location.slot ?? ""}`);
  }
  if (!canPlace(doc, type, location)) throw new EditorError("slotRejects", type);
}
