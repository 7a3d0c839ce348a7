import { elementMeta, type ElementMeta } from "#generated/element-meta.ts";
import type { ElementPropsWithDefaults, SectionElementType } from "#generated/types.ts";

/**
 * What the renderer needs to know about an element type. It reads the generated metadata
 * (generated/element-meta.ts), never generated/elements.ts, whose validators and form hints
 * must not reach the browser.
 */
export type ElementDefinition = Pick<ElementMeta, "mobileOverrides" | "resolver"> & {
  defaults: Readonly<Record<string, unknown>>;
};
export type ElementRegistry = Readonly<Record<string, ElementDefinition>>;

export const elementRegistry: ElementRegistry = elementMeta;

/** A layout section's options over its schema defaults (header, footer, cookie). */
export function sectionOptions<T extends SectionElementType>(
  type: T,
  options: Record<string, unknown> | undefined,
): ElementPropsWithDefaults<T> {
  return { ...elementMeta[type].defaults, ...options } as ElementPropsWithDefaults<T>;
}
