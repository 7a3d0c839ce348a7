import type { ElementType } from "#generated/types.ts";

/**
 * The ordered prop migrations of every element type (decision 034). An element's schema carries
 * `x-element.version`; each stored ElementNode records the version its props were written at
 * (a layout section row, the version of its options), and a read runs them through these steps,
 * oldest first, up to the current version (common/migrate-element.ts). Stored rows are never
 * rewritten in place.
 *
 * Raising a version: change schemas/elements/<type>.schema.json (or <type>.options.schema.json),
 * raise `x-element.version` by one, append here the step `from` the previous version with its
 * test beside this file, and run `npm run codegen`: it records the new version's fingerprint in
 * schemas/element-versions.json. `npm run codegen:check` refuses a schema that changed without a
 * raise, and a raise without its step.
 *
 * This file is read by codegen too: it imports types only.
 */

export type Props = Record<string, unknown>;

/** One step: what version `from` wrote, as version `from + 1` reads it. */
export type ElementMigration = {
  from: number;
  /** The props (a section: its options), whole. */
  props: (props: Props) => Props;
  /**
   * The mobile overrides (only the props x-element.mobileOverrides lists, partial). Without it
   * they are kept as they are: give one when the step renames or reshapes such a prop.
   */
  mobileProps?: (mobileProps: Props) => Props;
};

/**
 * Version 2 of the elements with links (issue 18): an href may no longer start with "//", which a
 * browser reads as another host. A link stored that way meant that host: it becomes the https
 * URL it pointed at (an external link). Walks the props whole, lists and nested objects too.
 */
export function explicitHostLinks(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(explicitHostLinks);
  if (typeof value !== "object" || value === null) return value;
  const entries = Object.entries(value).map(([key, each]) => [key, explicitHostLinks(each)]);
  const props = Object.fromEntries(entries) as Props;
  const { href } = props;
  if (typeof href !== "string" || !href.startsWith("//")) return props;
  return { ...props, href: `https:${href}`, ...("kind" in props ? { kind: "external" } : {}) };
}

const linksToVersion2: ElementMigration = {
  from: 1,
  props: (props) => explicitHostLinks(props) as Props,
};

/** Per element type, oldest first: one step for every version below the current one. */
export const elementMigrations: Readonly<
  Partial<Record<ElementType, readonly ElementMigration[]>>
> = {
  button: [linksToVersion2],
  "call-to-action": [linksToVersion2],
  "cookie-section": [linksToVersion2],
  "feature-list": [linksToVersion2],
  "footer-section": [linksToVersion2],
  hero: [linksToVersion2],
  image: [linksToVersion2],
};
