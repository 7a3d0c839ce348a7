import type { ElementNode } from "#generated/types.ts";
import { findFirst } from "#common/walk-tree.ts";

/** Navigation state a language switch hands to the page it opens. */
export type AnchorState = { anchorNode: string };

function anchorOf(node: ElementNode): string | undefined {
  const props = node.props as { anchor?: unknown };
  return typeof props.anchor === "string" && props.anchor ? props.anchor : undefined;
}

/**
 * The element that carries an in-page anchor ("#vjencanja"): anchors are localised, but the
 * element keeps its id in every translation of a page (one structure, copy per language).
 */
export function anchorNodeId(elements: ElementNode[], hash: string): string | undefined {
  const anchor = safeDecode(hash.replace(/^#/, ""));
  if (!anchor) return undefined;
  return findFirst(elements, (node) => anchorOf(node) === anchor)?.id;
}

/** The anchor the element `nodeId` carries on this page (in this page's language). */
export function anchorForNode(elements: ElementNode[], nodeId: string): string | undefined {
  const node = findFirst(elements, (candidate) => candidate.id === nodeId);
  return node ? anchorOf(node) : undefined;
}

export function isAnchorState(value: unknown): value is AnchorState {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as { anchorNode?: unknown }).anchorNode === "string"
  );
}

function safeDecode(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}
