import { describe, expect, it } from "vitest";
import { createMemoryCache } from "./cache.ts";

describe("createMemoryCache", () => {
  it("loads once per key while fresh", async () => {
    const cache = createMemoryCache({ max: 10, ttlMs: 60_000 });
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.getOrLoad("a", load)).toBe(1);
    expect(await cache.getOrLoad("a", load)).toBe(1);
    expect(loads).toBe(1);
  });

  it("evicts the least recently used entry past max", async () => {
    const cache = createMemoryCache({ max: 2, ttlMs: 60_000 });
    await cache.getOrLoad("a", async () => "a1");
    await cache.getOrLoad("b", async () => "b1");
    await cache.getOrLoad("a", async () => "a2"); // touch a
    await cache.getOrLoad("c", async () => "c1"); // evicts b
    expect(await cache.getOrLoad("a", async () => "a3")).toBe("a1");
    expect(await cache.getOrLoad("b", async () => "b2")).toBe("b2");
  });

  it("does not remember failed loads", async () => {
    const cache = createMemoryCache({ max: 2, ttlMs: 60_000 });
    await expect(cache.getOrLoad("a", () => Promise.reject(new Error("x")))).rejects.toThrow();
    expect(await cache.getOrLoad("a", async () => "ok")).toBe("ok");
  });

  it("runs a lazy thenable (such as a Drizzle query) only once", async () => {
    const cache = createMemoryCache({ max: 2, ttlMs: 60_000 });
    let runs = 0;
    const query = {
      then: (resolve: (value: number) => void) => resolve(++runs),
    } as unknown as Promise<number>;
    await cache.getOrLoad("q", () => query);
    expect(await cache.getOrLoad("q", () => query)).toBe(1);
    expect(runs).toBe(1);
  });
});
