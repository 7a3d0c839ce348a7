import { useEffect } from "react";
import { useLocation, useMatches, useNavigate } from "react-router";
import type { ElementNode } from "#generated/types.ts";
import { anchorForNode, isAnchorState } from "./page-anchors.ts";
import { scrollToHash } from "./scroll-to-hash.ts";

function pageElements(data: unknown): ElementNode[] | undefined {
  const term = (data as { term?: { elements?: unknown } } | null | undefined)?.term;
  return Array.isArray(term?.elements) ? (term.elements as ElementNode[]) : undefined;
}

/**
 * Scrolls to the URL hash with the header offset, on load and after each navigation. After a
 * language switch the hash is the other language's anchor: it becomes this page's own anchor
 * of the same element (navigation state from the language switch).
 */
export function useHashScroll(): void {
  const location = useLocation();
  const { hash, key, pathname, search } = location;
  const state: unknown = location.state;
  const navigate = useNavigate();
  const matches = useMatches();
  const elements = matches.map((match) => pageElements(match.loaderData)).findLast(Boolean);
  const localised =
    isAnchorState(state) && elements ? anchorForNode(elements, state.anchorNode) : undefined;
  useEffect(() => {
    if (localised && `#${localised}` !== hash) {
      void navigate(`${pathname}${search}#${localised}`, { replace: true, state: null });
      return undefined;
    }
    if (!hash) return undefined;
    // after React Router's own scroll restoration for this navigation
    const frame = requestAnimationFrame(() =>
      scrollToHash(hash, key === "default" ? "auto" : "smooth"),
    );
    return () => cancelAnimationFrame(frame);
  }, [hash, key, localised, navigate, pathname, search]);
}
