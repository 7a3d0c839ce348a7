import { elements, isElementType } from "#generated/elements.ts";
import type { ElementNode } from "#generated/types.ts";
import { type FieldError, type Translate } from "#common/validation-messages.ts";
import { walkTree } from "#common/walk-tree.ts";
import { propsErrors } from "./inspector/validator.ts";
import type { SectionType } from "./edit-target.tsx";

export type NodeErrors = { nodeId: string; type: string; errors: FieldError[] };

/**
 * Every element whose props (or props with its mobile overrides) break its schema, checked by
 * the generated validators the server uses on save: publishing is refused while any is left.
 */
export function documentErrors(nodes: readonly ElementNode[], translate: Translate): NodeErrors[] {
  const found: NodeErrors[] = [];
  walkTree(nodes, (node) => {
    const errors = nodeErrors(node, translate);
    if (errors) found.push(errors);
  });
  return found;
}

// An edit replaces only the nodes it touches (immer): the others keep their identity, and
// their answer, so a page of 500 elements is not validated whole on every keystroke.
const checked = new WeakMap<Translate, WeakMap<ElementNode, NodeErrors | null>>();

function nodeErrors(node: ElementNode, translate: Translate): NodeErrors | null {
  let byNode = checked.get(translate);
  if (!byNode) checked.set(translate, (byNode = new WeakMap()));
  const known = byNode.get(node);
  if (known !== undefined) return known;
  let result: NodeErrors | null = null;
  if (isElementType(node.type)) {
    const { validate } = elements[node.type];
    const errors = propsErrors(validate, node.props, translate);
    if (node.mobileProps && Object.keys(node.mobileProps).length > 0) {
      const seen = new Set(errors.map((error) => error.path));
      for (const error of propsErrors(validate, { ...node.props, ...node.mobileProps }, translate))
        if (!seen.has(error.path)) errors.push(error);
    }
    if (errors.length > 0) result = { nodeId: node.id, type: node.type, errors };
  }
  byNode.set(node, result);
  return result;
}

/**
 * A layout section's options checked by its generated validator (the server's on save), as one
 * entry without an element: the inspector shows them while nothing is selected.
 */
export function sectionErrors(
  section: SectionType,
  options: Record<string, unknown> | undefined,
  translate: Translate,
): NodeErrors[] {
  const errors = propsErrors(elements[section].validate, options ?? {}, translate);
  return errors.length > 0 ? [{ nodeId: "", type: section, errors }] : [];
}
