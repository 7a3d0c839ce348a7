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

/**
 * A document as one language saved it, split into the shared document and that language's
 * localised props. The default language writes the shared values itself and keeps none of its
 * own; another language keeps the shared values of elements that existed before.
 */
export function splitDocument(input: {
  submitted: PageDocument;
  previous: PageDocument;
  isDefaultLanguage: boolean;
}): { shared: PageDocument; own: LocalisedProps } {
  if (input.isDefaultLanguage) return { shared: input.submitted, own: {} };
  const before = nodesById(input.previous.elements);
  const own: LocalisedProps = {};
  const elements = mapNodes(input.submitted.elements, (node) => {
    const earlier = before.get(node.id);
    const { shared, own: props } = splitProps(
      node.type,
      node.props,
      earlier?.type === node.type ? earlier.props : undefined,
    );
    if (props) own[node.id] = props;
    return { ...node, props: shared };
  });
  return { shared: { ...input.submitted, elements }, own };
}

/** The localised props of a language, without entries of elements the tree no longer has. */
export function pruneLocalised(own: LocalisedProps, document: PageDocument): LocalisedProps {
  const ids = nodesById(document.elements);
  return Object.fromEntries(Object.entries(own).filter(([id]) => id === optionsKey || ids.has(id)));
}
