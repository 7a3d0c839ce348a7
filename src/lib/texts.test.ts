import { beforeEach, describe, expect, it, vi } from "vitest";

// This test imports texts.ts alone, as the browser's entry does: no language is there before
// loadTexts fetches it (src/lib/i18n.ts, which registers every language, is not imported). The
// unit suite shares modules between files (vitest.config.ts): each test imports a fresh one.
let { loadTexts, textsOf } = await import("./texts.ts");
beforeEach(async () => {
  vi.resetModules();
  ({ loadTexts, textsOf } = await import("./texts.ts"));
});

describe("the browser's texts, one language at a time", () => {
  it("fetches a language once, then answers it synchronously", async () => {
    expect(() => textsOf("en")).toThrow("no texts are loaded");
    const english = await loadTexts("en");
    expect(english.cart.title).toBe(textsOf("en").cart.title);
    expect(await loadTexts("en")).toBe(english);
    // a page outside the language layouts gets the language the browser has
    expect(textsOf("de")).toBe(english);
    const german = await loadTexts("de");
    expect(textsOf("de")).toBe(german);
    expect(german.common.home).not.toBe(english.common.home);
  });

  it("knows only the site's languages", async () => {
    await expect(loadTexts("xx")).rejects.toThrow("no texts for xx");
  });
});
