import { inArray } from "drizzle-orm";
import type { ElementNode, PostSummary } from "#generated/types.ts";
import { walkTree } from "#common/walk-tree.ts";
import { terms } from "../../../db/schema.ts";
import type { Services } from "../../../platform/services.ts";
import { expandMasters } from "../../cms/documents/expand-masters.ts";
import { loadPageDocument, reportSkipped } from "../../cms/documents/load-document.ts";
import { sanitizeRichText } from "../../cms/operations/validate-document.ts";

const escapeText = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * A body's headings and rich text as HTML, in the order a visitor reads them (decision 049,
 * display legacy). The post's own title is its page's h1, so a heading is h2 to h6. Rich text
 * was sanitised on save and is sanitised again here: what leaves the server as HTML never
 * depends on how it was stored. Pictures, lists of products and other elements need the site's
 * renderer and are left out.
 */
export function legacyHtml(elements: readonly ElementNode[]): string {
  const parts: string[] = [];
  walkTree(elements, (node) => {
    const props: Record<string, unknown> = { ...node.props };
    if (node.type === "heading" && typeof props.text === "string") {
      const level = Math.min(6, Math.max(2, typeof props.level === "number" ? props.level : 2));
      parts.push(`<h${level}>${escapeText(props.text)}</h${level}>`);
    } else if (node.type === "rich-text" && typeof props.html === "string") {
      parts.push(sanitizeRichText(props.html));
    } else if (node.type === "quote" && typeof props.text === "string") {
      parts.push(`<blockquote><p>${escapeText(props.text)}</p></blockquote>`);
    }
  });
  return parts.join("");
}

/** spec 7 filterStandard display legacy: each post of a page with its body as HTML. */
export async function withLegacyHtml(
  services: Services,
  input: { siteId: string; records: PostSummary[] },
): Promise<PostSummary[]> {
  if (input.records.length === 0) return input.records;
  const rows = await services.db
    .select({ id: terms.id, document: terms.document })
    .from(terms)
    .where(
      inArray(
        terms.id,
        input.records.map((post) => post.id),
      ),
    );
  const documents = new Map(rows.map((row) => [row.id, row.document]));
  return Promise.all(
    input.records.map(async (post) => {
      const what = `post ${post.id}`;
      const { document, invalid } = loadPageDocument(documents.get(post.id), {
        what,
        mode: "skip",
      });
      reportSkipped(services.log, what, invalid);
      const elements = await expandMasters(services.db, {
        siteId: input.siteId,
        nodes: document.elements,
      });
      return { ...post, html: legacyHtml(elements) };
    }),
  );
}
