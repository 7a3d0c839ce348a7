import { elementRenderMeta, type ElementRenderMeta } from "#generated/element-render-meta.ts";
import type { ElementPropsWithDefaults, SectionElementType } from "#generated/types.ts";

/**
 * What the renderer needs to know about an element type. It reads the generated render metadata
 * (generated/element-render-meta.ts), never generated/elements.ts, whose validators and form
 * hints must not reach the browser, nor element-meta.ts, whose labels only the builder needs.
 */
export type ElementDefinition = Pick<ElementRenderMeta, "mobileOverrides" | "resolver"> & {
  defaults: Readonly<Record<string, unknown>>;
};
export type ElementRegistry = Readonly<Record<string, ElementDefinition>>;

export const elementRegistry: ElementRegistry = elementRenderMeta;

/** A layout section's options over its schema defaults (header, footer, cookie). */
export function sectionOptions<T extends SectionElementType>(
  type: T,
  options: Record<string, unknown> | undefined,
): ElementPropsWithDefaults<T> {
  return { ...elementRenderMeta[type].defaults, ...options } as ElementPropsWithDefaults<T>;
}
