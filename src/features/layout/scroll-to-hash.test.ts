import { describe, expect, it } from "vitest";
import { hashScrollTop, headerScrollOffset } from "./scroll-to-hash.ts";

describe("hashScrollTop", () => {
  it("leaves 120px above the target", () => {
    expect(headerScrollOffset).toBe(120);
    expect(hashScrollTop({ elementTop: 500, scrollY: 1000 })).toBe(1380);
  });

  it("never scrolls above the page", () => {
    expect(hashScrollTop({ elementTop: 50, scrollY: 0 })).toBe(0);
  });
});
