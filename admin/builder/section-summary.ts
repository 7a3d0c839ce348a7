import { elementMeta, isElementType } from "#generated/element-meta.ts";
import type { ElementNode } from "#generated/types.ts";

const longest = 80;

/** Whether a prop's string is words a reader would recognise (not a path, link or colour). */
const isWords = (value: string) => !/^(?:\/|https?:|#|mailto:|tel:)/.test(value.trim());

const preferred = ["title", "heading", "text", "quote", "label", "caption"];

/** An object's values, its title, heading and text first. */
function orderedValues(props: Record<string, unknown>): unknown[] {
  return [
    ...preferred.filter((key) => key in props).map((key) => props[key]),
    ...Object.entries(props)
      .filter(([key]) => !preferred.includes(key))
      .map(([, value]) => value),
  ];
}

/** The first words in a value: a string, or the first words found in an object or a list. */
function firstWords(value: unknown): string | undefined {
  if (typeof value === "string") {
    const words = value
      .replace(/<[^>]*>/g, " ")
      .replace(/\s+/g, " ")
      .trim();
    return words && isWords(words) ? words : undefined;
  }
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = firstWords(item);
      if (found) return found;
    }
    return undefined;
  }
  if (value && typeof value === "object")
    return firstWords(orderedValues(value as Record<string, unknown>));
  return undefined;
}

/**
 * What a section says, in a line (the section manager): its title, heading or first words of
 * its localised props, HTML tags dropped, at most 80 characters; else the first words of its
 * nested elements.
 */
export function sectionSummary(node: ElementNode): string {
  // the props that say something (they differ per language), not codes such as a gap's "large"
  const props = node.props as Record<string, unknown>;
  const said = isElementType(node.type)
    ? Object.fromEntries(elementMeta[node.type].localised.map((key) => [key, props[key]]))
    : props;
  const words =
    firstWords(said) ??
    Object.values(node.slots ?? {})
      .flat()
      .map(sectionSummary)
      .find(Boolean) ??
    "";
  return words.length > longest ? `${words.slice(0, longest - 1).trimEnd()}…` : words;
}
