import { elementMeta, isElementType } from "#generated/element-meta.ts";
import { type EditorDoc, mustLocate } from "../tree.ts";

export type PropsTarget = "desktop" | "mobile";

const isSame = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Sets an element's props from the inspector, key by key (small patches, precise undo). The
 * mobile target writes mobileProps (spec mobileOptions/mobileMeta): only the props the type
 * lists in x-element.mobileOverrides; a value equal to the desktop one, or undefined, drops
 * the override.
 */
export function updateProps(
  doc: EditorDoc,
  { id, props, target }: { id: string; props: Record<string, unknown>; target: PropsTarget },
) {
  const { node } = mustLocate(doc, id);
  if (target === "desktop") {
    for (const key of Object.keys(node.props)) if (!(key in props)) delete node.props[key];
    for (const [key, value] of Object.entries(props)) {
      if (value === undefined) delete node.props[key];
      else if (!isSame(node.props[key], value)) node.props[key] = value;
    }
    return { ids: [id] };
  }
  const allowed = isElementType(node.type) ? elementMeta[node.type].mobileOverrides : [];
  const mobile = (node.mobileProps ??= {});
  for (const key of allowed) {
    const value = props[key];
    if (value === undefined || isSame(value, node.props[key])) delete mobile[key];
    else if (!isSame(mobile[key], value)) mobile[key] = value;
  }
  if (Object.keys(mobile).length === 0) delete node.mobileProps;
  return { ids: [id] };
}
