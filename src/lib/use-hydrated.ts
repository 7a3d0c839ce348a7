import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/** False in the server's HTML and during hydration, true once the page runs JavaScript. */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
