import { createHash } from "node:crypto";
import { elementMeta, isElementType } from "#generated/element-meta.ts";
import type {
  BuilderTranslationReview,
  ElementNode,
  LocalisedProps,
  PageDocument,
} from "#generated/types.ts";
import { optionsKey } from "./localise.ts";

/**
 * Decision 057: which texts a language has not translated. The shared tree holds the default
 * language's texts; another language that has no own value for a localised prop with text in it
 * would show the default language's text to its visitors. Such an element is untranslated there
 * unless the editor confirmed those very texts for that language (a brand name), or hid the
 * element (or an ancestor) in it. A section's options (a cookie bar's text) count as one more
 * element, `$options` (optionsKey): they can be confirmed, not hidden.
 */

/** A section's options in the shared document: its handler (the options' type) and values. */
export type SharedOptions = { type: string; props: Record<string, unknown> } | undefined;

export const emptyReview = (): BuilderTranslationReview => ({ hidden: [], confirmed: {} });

/** Keys under a localised prop that hold addresses or identifiers, not words a visitor reads. */
const notText = new Set(["href", "src", "url", "target", "id", "type", "icon", "mediaId"]);
/** Localised props that are identifiers in the language (an anchor, a category's slug). */
const notTextProps = new Set(["anchor", "category"]);

/** Whether a value holds words: a string with a letter outside HTML tags that is no address. */
export function hasText(value: unknown): boolean {
  if (typeof value === "string") {
    const words = value.replace(/<[^>]*>/g, " ").trim();
    return /\p{L}/u.test(words) && !/^(?:\/|#|https?:|mailto:|tel:)/.test(words);
  }
  if (Array.isArray(value)) return value.some(hasText);
  if (value && typeof value === "object")
    return Object.entries(value).some(([key, inner]) => !notText.has(key) && hasText(inner));
  return false;
}

/** The localised props of a node that carry text and that the language has no own value for. */
function missingTexts(node: ElementNode, own: Record<string, unknown> | undefined): string[] {
  if (!isElementType(node.type)) return [];
  return elementMeta[node.type].localised.filter(
    (name) => !notTextProps.has(name) && !(own && name in own) && hasText(node.props[name]),
  );
}

/** Whether a node or anything inside it holds text in a localised prop. */
export function holdsText(node: ElementNode): boolean {
  let found = false;
  walkShown([node], new Set(), (inner) => {
    found ||= missingTexts(inner, undefined).length > 0;
  });
  return found;
}

/** What a confirmation is bound to: the default-language texts confirmed, as a short hash. */
function fingerprint(node: ElementNode, names: readonly string[]): string {
  const texts = JSON.stringify(names.map((name) => [name, node.props[name]]));
  return createHash("sha256").update(texts).digest("base64url").slice(0, 43);
}

/** Calls visit for every node outside the hidden subtrees. */
function walkShown(
  nodes: readonly ElementNode[],
  hidden: ReadonlySet<string>,
  visit: (node: ElementNode) => void,
): void {
  for (const node of nodes) {
    if (hidden.has(node.id)) continue;
    visit(node);
    for (const children of Object.values(node.slots ?? {})) walkShown(children, hidden, visit);
  }
}

type Texts = {
  shared: PageDocument;
  own: LocalisedProps;
  review: BuilderTranslationReview;
  options?: SharedOptions;
};

/**
 * Elements (by id; a section's options as `$options`, after its elements) whose texts the
 * language lacks, each with the fingerprint to confirm them.
 */
function untranslatedTexts({ shared, own, review, options }: Texts): Map<string, string> {
  const found = new Map<string, string>();
  const check = (node: ElementNode) => {
    const names = missingTexts(node, own[node.id]);
    if (names.length === 0) return;
    const print = fingerprint(node, names);
    if (review.confirmed[node.id] !== print) found.set(node.id, print);
  };
  walkShown(shared.elements, new Set(review.hidden), check);
  if (options) check({ id: optionsKey, type: options.type, props: options.props });
  return found;
}

/**
 * Ids of the elements untranslated in a language, in tree order: the shared (default-language)
 * document, that language's own localised props and its review. The default language has none.
 */
export function untranslatedIds(input: Texts & { isDefaultLanguage: boolean }): string[] {
  if (input.isDefaultLanguage) return [];
  return [...untranslatedTexts(input).keys()];
}

/**
 * The review after the editor's choice for the untranslated texts of a publish: hide those
 * elements in this language, or confirm their texts as they are. A section's options cannot be
 * left out: "hide" leaves them untranslated (the publish still refuses them).
 */
export function resolveUntranslated(
  input: Texts,
  choice: "hide" | "confirm",
): BuilderTranslationReview {
  const found = untranslatedTexts(input);
  if (choice === "hide") {
    const elements = [...found.keys()].filter((id) => id !== optionsKey);
    return { ...input.review, hidden: [...new Set([...input.review.hidden, ...elements])] };
  }
  return {
    ...input.review,
    confirmed: { ...input.review.confirmed, ...Object.fromEntries(found) },
  };
}

/** A document without the hidden elements and their subtrees (what a language publishes). */
export function withoutHidden(document: PageDocument, hidden: readonly string[]): PageDocument {
  if (hidden.length === 0) return document;
  const ids = new Set(hidden);
  const keep = (nodes: readonly ElementNode[]): ElementNode[] =>
    nodes
      .filter((node) => !ids.has(node.id))
      .map((node) =>
        node.slots
          ? {
              ...node,
              slots: Object.fromEntries(
                Object.entries(node.slots).map(([slot, children]) => [slot, keep(children)]),
              ),
            }
          : node,
      );
  return { ...document, elements: keep(document.elements) };
}

/** The review without entries of elements the tree no longer has (the options' stays). */
export function pruneReview(
  review: BuilderTranslationReview,
  ids: ReadonlyMap<string, unknown>,
): BuilderTranslationReview {
  return {
    hidden: review.hidden.filter((id) => ids.has(id)),
    confirmed: Object.fromEntries(
      Object.entries(review.confirmed).filter(([id]) => id === optionsKey || ids.has(id)),
    ),
  };
}
