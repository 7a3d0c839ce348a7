/** Helpers for the seed tests: where links point and which paths exist per language. */
import { routes } from "#generated/routes.ts";
import { collectNodes, isNodeOfType, type TreeNode, walkTree } from "#common/walk-tree.ts";
import type { MenuEntry } from "./navigation.ts";
import { pages } from "./pages/index.ts";
import { type ContentLanguage, type SlugMain, homePath, homeSlugMain, pagePath } from "./paths.ts";

export type FoundLink = { href: string; kind?: string; where: string };

/** Every link in a value: objects with href (kind if present), social url, <a href> in html. */
export function linksIn(value: unknown, where: string, found: FoundLink[] = []): FoundLink[] {
  if (typeof value === "string") {
    for (const match of value.matchAll(/href="([^"]*)"/g))
      found.push({ href: match[1] ?? "", where });
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => linksIn(item, `${where}/${index}`, found));
  } else if (value && typeof value === "object") {
    const record = value as Record<string, unknown>;
    for (const [key, child] of Object.entries(record)) {
      if ((key === "href" || key === "url") && typeof child === "string") {
        const kind = typeof record.kind === "string" ? record.kind : undefined;
        found.push({ href: child, where: `${where}/${key}`, ...(kind ? { kind } : {}) });
      } else {
        linksIn(child, `${where}/${key}`, found);
      }
    }
  }
  return found;
}

/** Links of a menu tree, with the entry type as kind. */
export function menuLinks(entries: MenuEntry[], where: string): FoundLink[] {
  return entries.flatMap((entry, index) => [
    { href: entry.link, kind: entry.type, where: `${where}/${index}` },
    ...menuLinks(entry.children ?? [], `${where}/${index}/children`),
  ]);
}

/** The page a site path shows in a language: the home path or a page slug path. */
export function pageAt(path: string, language: ContentLanguage): SlugMain | undefined {
  if (path === homePath(language)) return homeSlugMain;
  const slugMains = Object.keys(pages) as SlugMain[];
  return slugMains.find((slugMain) => pagePath(slugMain, language) === path);
}

/**
 * Whether a path is a screen of the localised route table (spec 2) in a language; the
 * catch-all page route does not count (pages are checked by slug instead).
 */
export function isRoute(path: string, language: ContentLanguage): boolean {
  const prefix = (routes.prefixes as Record<string, string>)[language] ?? "";
  return routes.entries.some((entry) => {
    const pattern = (entry.paths as Record<string, string>)[language];
    if (!pattern || entry.id === "page") return false;
    const source = pattern
      .split("/")
      .filter(Boolean)
      .map((part) => {
        if (!part.startsWith(":")) return `/${part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`;
        return part.endsWith("?") ? "(?:/[^/]+)?" : "/[^/]+";
      })
      .join("");
    return new RegExp(`^${prefix}${source}$`).test(path);
  });
}

/** Anchors (heading anchor props) of a page in one language. */
export function anchorsOf(slugMain: SlugMain, language: ContentLanguage): string[] {
  const headings = collectNodes(
    pages[slugMain][language].document.elements,
    isNodeOfType("heading"),
  );
  return headings.flatMap((node) => (node.props.anchor ? [node.props.anchor] : []));
}

/**
 * Why a link does not resolve in its language, or undefined when it does: pages (with an
 * existing anchor) and route-table screens for site paths, https / mailto: / tel: otherwise.
 */
export function linkProblem(link: FoundLink, language: ContentLanguage): string | undefined {
  const { href, kind } = link;
  if (/^https:\/\/[^\s/]+\.[a-z]{2,}/.test(href)) {
    return kind === undefined || kind === "external" ? undefined : `https link with kind ${kind}`;
  }
  if (/^(?:mailto:[^@\s]+@[^@\s]+\.[a-z]+|tel:\+\d{6,15})$/.test(href)) {
    return kind === "page" || kind === "internal" ? `${href} is not a page` : undefined;
  }
  if (!href.startsWith("/")) return `not a site path, https, mailto: or tel: (${href})`;
  if (kind === "external") return "a site path marked external";
  const [path = "", anchor] = href.split("#");
  const page = pageAt(path, language);
  if (!page) {
    if (kind === "page") return "not a page of this language";
    return isRoute(path, language) && anchor === undefined ? undefined : "no page or route here";
  }
  if (anchor !== undefined && !anchorsOf(page, language).includes(anchor)) {
    return `anchor #${anchor} not on ${pagePath(page, language)}`;
  }
  return undefined;
}

/** Walk-order signature of a tree: depth, slot, id and type of each node. */
export function treeShape(elements: readonly TreeNode[]): string[] {
  const shape: string[] = [];
  walkTree(elements, (node, { depth, slot }) => {
    shape.push(`${depth}:${slot ?? "-"}:${node.id}:${node.type}`);
  });
  return shape;
}
