import { elementMeta, isElementType } from "#generated/element-meta.ts";
import type { ElementNode, LocalisedLabel } from "#generated/types.ts";
import type { EditorDoc, Location } from "../editor/tree.ts";
import { locate } from "../editor/tree.ts";
import type { Text } from "./texts.ts";

/** A localised label in the editor's language (Croatian when it has none). */
export const inLanguage = (label: LocalisedLabel, code2: string): string =>
  Object.hasOwn(label, code2) ? label[code2 as keyof LocalisedLabel] : label.hr;

/** The name of an element type as the palette shows it. */
export function typeLabel(type: string, code2: string): string {
  return isElementType(type) ? inLanguage(elementMeta[type].label, code2) : type;
}

/** A few words of an element's text, to tell it from its siblings in a list ("Naša terasa"). */
export function nodeSummary(node: ElementNode): string | undefined {
  return [node.props.title, node.props.text, node.props.label]
    .find((value): value is string => typeof value === "string")
    ?.slice(0, 40);
}

/** "Stupac 2" for column-2; other slot names as they are. */
export function slotLabel(slot: string, text: Text): string {
  const match = /-(\d+)$/.exec(slot);
  return match ? text("outline.slot", { index: match[1]! }) : slot;
}

/** A place in words, for the screen-reader announcements: "Stupci, Stupac 2, položaj 1". */
export function placeLabel(doc: EditorDoc, location: Location, text: Text, code2: string): string {
  const index = location.index + 1;
  if (location.parentId === null) return text("dnd.page", { index });
  const parent = locate(doc, location.parentId)?.node;
  return text("dnd.slot", {
    parent: parent ? typeLabel(parent.type, code2) : "",
    slot: slotLabel(location.slot ?? "", text),
    index,
  });
}
