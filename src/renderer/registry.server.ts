import { elements } from "#generated/elements.ts";
import type { ElementPropsWithDefaults, SectionElementType } from "#generated/types.ts";
import type { ElementDefinition, ElementRegistry } from "./registry.ts";
import { walkTree, type TreeNode } from "./walk-tree.ts";

/** The whole registry, for server code (resolvers). */
export const elementRegistry: ElementRegistry = elements;

/** The definitions of the element types used in a tree, for the renderer in the browser. */
export function registryFor(nodes: readonly TreeNode[]): ElementRegistry {
  const used: Record<string, ElementDefinition> = {};
  walkTree(nodes, (node) => {
    if (used[node.type] || !Object.hasOwn(elements, node.type)) return;
    const { defaults, mobileOverrides, resolver } = elementRegistry[node.type] as ElementDefinition;
    used[node.type] = { defaults, mobileOverrides, resolver };
  });
  return used;
}

/** A layout section's options over its schema defaults (header, footer, cookie). */
export function sectionOptions<T extends SectionElementType>(
  type: T,
  options: Record<string, unknown> | undefined,
): ElementPropsWithDefaults<T> {
  return { ...elements[type].defaults, ...options } as ElementPropsWithDefaults<T>;
}
