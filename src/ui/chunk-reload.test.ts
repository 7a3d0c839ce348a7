import { describe, expect, it, vi } from "vitest";
import {
  chunkReloadGuardMs,
  chunkReloadStorageKey,
  isChunkLoadError,
  reloadOnce,
  shouldReload,
} from "./chunk-reload.ts";

function memoryStorage(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    map,
  };
}

describe("chunk reload guard", () => {
  it("reloads when it never reloaded", () => {
    expect(shouldReload({ now: 1_000, lastReloadAt: null })).toBe(true);
  });

  it("does not reload again within 60000 ms", () => {
    expect(chunkReloadGuardMs).toBe(60_000);
    expect(shouldReload({ now: 100_000, lastReloadAt: 100_000 - 59_999 })).toBe(false);
    expect(shouldReload({ now: 100_000, lastReloadAt: 100_000 - 60_000 })).toBe(true);
  });

  it("records the time in session storage and reloads once", () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadOnce({ storage, reload, now: 5_000 })).toBe(true);
    expect(storage.map.get(chunkReloadStorageKey)).toBe("5000");
    expect(reloadOnce({ storage, reload, now: 30_000 })).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadOnce({ storage, reload, now: 65_000 })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it("recognises dynamic import failures only", () => {
    expect(
      isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: /assets/a.js")),
    ).toBe(true);
    expect(isChunkLoadError(new TypeError("Importing a module script failed."))).toBe(true);
    expect(isChunkLoadError(new Error("Cannot read properties of undefined"))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });
});
