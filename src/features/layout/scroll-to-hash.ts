// spec 9: the header scroll offset is 120px
export const headerScrollOffset = 120;

/** Where to scroll so an element sits `offset` pixels below the top of the viewport. */
export function hashScrollTop({
  elementTop,
  scrollY,
  offset = headerScrollOffset,
}: {
  elementTop: number;
  scrollY: number;
  offset?: number;
}): number {
  return Math.max(0, Math.round(elementTop + scrollY - offset));
}

/** Scrolls to the element a URL hash names ("#kontakt"); returns whether it found one. */
export function scrollToHash(hash: string, behavior: ScrollBehavior = "auto"): boolean {
  if (!hash || hash === "#") return false;
  let id: string;
  try {
    id = decodeURIComponent(hash.slice(1));
  } catch {
    return false;
  }
  const element = document.getElementById(id);
  if (!element) return false;
  const top = hashScrollTop({
    elementTop: element.getBoundingClientRect().top,
    scrollY: window.scrollY,
  });
  const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  window.scrollTo({ top, behavior: reduceMotion ? "auto" : behavior });
  return true;
}
