import { describe, expect, it } from "vitest";
import { hashToken, newToken, tokenLifetimeMs } from "./tokens.ts";

describe("tokens", () => {
  it("are 128 random bits in hex, never the same twice", () => {
    const tokens = new Set(Array.from({ length: 100 }, newToken));
    expect(tokens.size).toBe(100);
    for (const token of tokens) expect(token).toMatch(/^[0-9a-f]{32}$/);
  });

  it("are stored as their SHA-256 in hex", () => {
    expect(hashToken("abc")).toBe(
      "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad",
    );
    const token = newToken();
    expect(hashToken(token)).not.toContain(token);
  });

  it("last 1 hour (access) and 30 days (refresh)", () => {
    expect(tokenLifetimeMs.access).toBe(3_600_000);
    expect(tokenLifetimeMs.refresh).toBe(2_592_000_000);
  });
});
