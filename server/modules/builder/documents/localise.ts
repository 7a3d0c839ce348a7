import { elementMeta, isElementType } from "#generated/element-meta.ts";
import type { ElementNode, LocalisedProps, PageDocument } from "#generated/types.ts";
import { walkTree } from "#common/walk-tree.ts";

/**
 * Languages share a document's structure; only the props an element type lists as localised
 * (x-element.localised) differ per language. The shared structure holds the default language's
 * values (Croatian); another language keeps only what differs, and what it lacks falls back.
 */

/** A section's options are localised under this key (not an element id: ids have no `$`). */
export const optionsKey = "$options";

type Props = Record<string, unknown>;

function localisedNames(type: string): readonly string[] {
  return isElementType(type) ? elementMeta[type].localised : [];
}

const isSame = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** Props of one element in a language: the shared values with that language's over them. */
export function mergeProps(type: string, shared: Props, own: Props | undefined): Props {
  if (!own) return shared;
  const merged = { ...shared };
  for (const name of localisedNames(type)) if (name in own) merged[name] = own[name];
  return merged;
}

function mapNodes(
  nodes: readonly ElementNode[],
  map: (node: ElementNode) => ElementNode,
): ElementNode[] {
  return nodes.map((node) => {
    const mapped = map(node);
    if (!mapped.slots) return mapped;
    const slots = Object.fromEntries(
      Object.entries(mapped.slots).map(([name, children]) => [name, mapNodes(children, map)]),
    );
    return { ...mapped, slots };
  });
}

/** The document of one language: the shared tree with its localised props applied. */
export function mergeDocument(shared: PageDocument, own: LocalisedProps): PageDocument {
  return {
    ...shared,
    elements: mapNodes(shared.elements, (node) => ({
      ...node,
      props: mergeProps(node.type, node.props, own[node.id]),
    })),
  };
}

/**
 * Splits one element's props as a language submitted them: the shared props (localised ones
 * keep the default language's value where the element had one; a new element or prop takes the
 * submitted value as its default) and the localised values that differ from them.
 */
export function splitProps(
  type: string,
  submitted: Props,
  previous: Props | undefined,
): { shared: Props; own: Props | undefined } {
  const shared = { ...submitted };
  const own: Props = {};
  for (const name of localisedNames(type)) {
    if (previous && name in previous) shared[name] = previous[name];
    if (name in submitted && !isSame(submitted[name], shared[name])) own[name] = submitted[name];
  }
  return { shared, own: Object.keys(own).length > 0 ? own : undefined };
}

/** Every node of a tree by id (ids are unique within a document). */
export function nodesById(nodes: readonly ElementNode[]): Map<string, ElementNode> {
  const byId = new Map<string, ElementNode>();
  walkTree(nodes, (node) => byId.set(node.id, node));
  return byId;
}

/** The localised props a node has, or undefined when it has none. */
function localisedOf(type: string, props: Props): Props | undefined {
  const own = Object.fromEntries(
    localisedNames(type)
      .filter((name) => name in props)
      .map((name) => [name, props[name]]),
  );
  return Object.keys(own).length > 0 ? own : undefined;
}

/** The outermost nodes of a tree that `isNew` names (a new node's children are its own). */
function outermost(
  nodes: readonly ElementNode[],
  isNew: (node: ElementNode) => boolean,
): ElementNode[] {
  return nodes.flatMap((node) =>
    isNew(node)
      ? [node]
      : Object.values(node.slots ?? {}).flatMap((children) => outermost(children, isNew)),
  );
}

/**
 * A document as one language saved it, split into the shared document and that language's
 * localised props. The default language writes the shared values itself and keeps none of its
 * own; another language keeps the shared values of elements that existed before. An element new
 * in another language (issue 23) keeps its texts as that language's own too (they stay its when
 * the default language translates them); `added` lists the outermost new elements, for the
 * caller to keep them out of the default language until it has its own texts (decision 057).
 */
export function splitDocument(input: {
  submitted: PageDocument;
  previous: PageDocument;
  isDefaultLanguage: boolean;
}): { shared: PageDocument; own: LocalisedProps; added: ElementNode[] } {
  if (input.isDefaultLanguage) return { shared: input.submitted, own: {}, added: [] };
  const before = nodesById(input.previous.elements);
  const isNew = (node: ElementNode) => before.get(node.id)?.type !== node.type;
  const own: LocalisedProps = {};
  const elements = mapNodes(input.submitted.elements, (node) => {
    const earlier = isNew(node) ? undefined : before.get(node.id);
    const { shared, own: props } = splitProps(node.type, node.props, earlier?.props);
    const mine = earlier ? props : localisedOf(node.type, node.props);
    if (mine) own[node.id] = mine;
    return { ...node, props: shared };
  });
  const shared = { ...input.submitted, elements };
  return { shared, own, added: outermost(elements, isNew) };
}

/** The localised props of a language, without entries of elements the tree no longer has. */
export function pruneLocalised(own: LocalisedProps, document: PageDocument): LocalisedProps {
  const ids = nodesById(document.elements);
  return Object.fromEntries(Object.entries(own).filter(([id]) => id === optionsKey || ids.has(id)));
}
