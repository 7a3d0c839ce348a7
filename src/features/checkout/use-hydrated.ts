import { useSyncExternalStore } from "react";

const noChanges = () => () => {};

/**
 * False in the server's HTML and during hydration, true after: what only works with JavaScript
 * (hiding a part a checkbox decides) waits for it, so the page without JavaScript stays whole.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
