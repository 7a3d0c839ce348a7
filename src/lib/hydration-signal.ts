/**
 * The page has hydrated: Preact drops from the document what its tree does not render, so what
 * is added to the page from outside that tree (the builder's root, edit-mode-boot.tsx) waits for
 * this (decision 027).
 */
export const hydratedAttribute = "data-hydrated";
export const hydratedEvent = "vitrina:hydrated";

export function markHydrated(): void {
  document.documentElement.setAttribute(hydratedAttribute, "");
  window.dispatchEvent(new Event(hydratedEvent));
}
