import type { BuilderDocument, PageDocument } from "#generated/types.ts";
import { elementMeta, isElementType } from "#generated/element-meta.ts";
import { mapTree } from "#common/walk-tree.ts";
import type { ApiClient } from "#src/lib/api-client.ts";
import { stripLanguagePrefix } from "#src/lib/languages.ts";

/**
 * Every slot an element declares, present (an empty list where the stored node has none), so
 * each can take a drop.
 */
export function withAllSlots(doc: PageDocument): PageDocument {
  const elements = mapTree(doc.elements, (node) => {
    if (!isElementType(node.type)) return node;
    const declared = elementMeta[node.type].slots;
    if (declared.every((slot) => node.slots?.[slot])) return node;
    return {
      ...node,
      slots: Object.fromEntries(declared.map((slot) => [slot, node.slots?.[slot] ?? []])),
    };
  });
  return { ...doc, elements };
}

/**
 * The draft of the page at a site path (admin/README.md): the finder names the page
 * (spec 7 finderDecide), the builder API gives its draft in the page's language.
 */
export async function loadPage(api: ApiClient, path: string): Promise<BuilderDocument> {
  const route = stripLanguagePrefix(path).split("/").filter(Boolean);
  const { term } = await api.call("finderDecide", { body: { route } });
  return api.call("getBuilderDocument", { params: { kind: "page", key: term.slugMain } });
}
