import { elements, isElementType } from "#generated/elements.ts";
import type { ElementNode } from "#generated/types.ts";
import { type FieldError, type Translate } from "#common/validation-messages.ts";
import { walkTree } from "#common/walk-tree.ts";
import { propsErrors } from "./inspector/validator.ts";

export type NodeErrors = { nodeId: string; type: string; errors: FieldError[] };

/**
 * Every element whose props (or props with its mobile overrides) break its schema, checked by
 * the generated validators the server uses on save: publishing is refused while any is left.
 */
export function documentErrors(nodes: readonly ElementNode[], translate: Translate): NodeErrors[] {
  const found: NodeErrors[] = [];
  walkTree(nodes, (node) => {
    if (!isElementType(node.type)) return;
    const { validate } = elements[node.type];
    const errors = propsErrors(validate, node.props, translate);
    if (node.mobileProps && Object.keys(node.mobileProps).length > 0) {
      const seen = new Set(errors.map((error) => error.path));
      for (const error of propsErrors(validate, { ...node.props, ...node.mobileProps }, translate))
        if (!seen.has(error.path)) errors.push(error);
    }
    if (errors.length > 0) found.push({ nodeId: node.id, type: node.type, errors });
  });
  return found;
}
