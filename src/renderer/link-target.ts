import type { Link } from "#generated/types.ts";

/** How a link of element props opens: where, and whether in the site's router or a new tab. */
export type LinkTarget = {
  href: string;
  /** A path of this site that React Router navigates to on the client. */
  isSiteRoute: boolean;
  opensNewTab: boolean;
};

const isSitePath = (href: string) => href.startsWith("/") && !href.startsWith("//");
const isWebAddress = (href: string) => /^https?:\/\//i.test(href);

/**
 * spec 2 'Links resolve by target': terms (page, post, product, category, tag), events,
 * products and bundles are site paths; a navigation item (kind `internal`, picked from the main
 * menu) opens as its item does: a site path in the router, a web address in a new tab like an
 * external item, anything else (a file, tel:, mailto:, an anchor) as a plain static link;
 * external links always open a new tab, and any link may ask for one.
 */
export function linkTarget(link: Link): LinkTarget {
  const isExternal =
    link.kind === "external" || (link.kind === "internal" && isWebAddress(link.href));
  const opensNewTab = isExternal || link.newTab === true;
  return {
    href: link.href,
    isSiteRoute: isSitePath(link.href) && !opensNewTab && link.kind !== "static",
    opensNewTab,
  };
}
