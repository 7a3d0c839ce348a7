// spec 4 + 9: a failed chunk load reloads the page, at most once per 60000 ms
export const chunkReloadGuardMs = 60_000;
export const chunkReloadStorageKey = "vitrina:chunk-reload-at";

const chunkErrorPatterns = [
  /failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /importing a module script failed/i,
  /unable to preload css/i,
  /chunkloaderror/i,
  /loading (css )?chunk \S+ failed/i,
];

/** Whether an error (or rejection reason) is a failed dynamic import of a code chunk. */
export function isChunkLoadError(reason: unknown): boolean {
  if (reason == null) return false;
  const text =
    reason instanceof Error
      ? `${reason.name}: ${reason.message}`
      : typeof reason === "string"
        ? reason
        : "";
  return chunkErrorPatterns.some((pattern) => pattern.test(text));
}

/** Pure guard: reload unless the last reload happened less than the guard time ago. */
export function shouldReload({ now, lastReloadAt }: { now: number; lastReloadAt: number | null }) {
  if (lastReloadAt === null || !Number.isFinite(lastReloadAt)) return true;
  return now - lastReloadAt >= chunkReloadGuardMs || now < lastReloadAt;
}

type Storage = Pick<globalThis.Storage, "getItem" | "setItem">;

/** Reloads when the guard allows it and records the time; returns whether it reloaded. */
export function reloadOnce({
  storage,
  reload,
  now = Date.now(),
}: {
  storage: Storage;
  reload: () => void;
  now?: number;
}): boolean {
  let lastReloadAt: number | null;
  try {
    const stored = storage.getItem(chunkReloadStorageKey);
    lastReloadAt = stored === null ? null : Number(stored);
  } catch {
    // storage can be blocked (privacy settings); then the guard cannot hold, so do not reload
    return false;
  }
  if (!shouldReload({ now, lastReloadAt })) return false;
  try {
    storage.setItem(chunkReloadStorageKey, String(now));
  } catch {
    return false;
  }
  reload();
  return true;
}

/** Listens for chunk-load failures on window; returns the function that stops listening. */
export function installChunkReload(win: Window): () => void {
  const handle = (reason: unknown, event?: Event) => {
    if (!isChunkLoadError(reason)) return;
    const didReload = reloadOnce({
      storage: win.sessionStorage,
      reload: () => win.location.reload(),
    });
    if (didReload) event?.preventDefault();
  };
  const onError = (event: ErrorEvent) => handle(event.error ?? event.message, event);
  const onRejection = (event: PromiseRejectionEvent) => handle(event.reason, event);
  // Vite's own event for a failed preload of a lazy chunk
  const onPreloadError = (event: Event) =>
    handle((event as Event & { payload?: unknown }).payload, event);
  win.addEventListener("error", onError);
  win.addEventListener("unhandledrejection", onRejection);
  win.addEventListener("vite:preloadError", onPreloadError);
  return () => {
    win.removeEventListener("error", onError);
    win.removeEventListener("unhandledrejection", onRejection);
    win.removeEventListener("vite:preloadError", onPreloadError);
  };
}
