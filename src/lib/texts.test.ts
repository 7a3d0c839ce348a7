import { beforeEach, describe, expect, it, vi } from "vitest";
import { hr } from "#locales/hr/index.ts";

// This test imports texts.ts alone, as the browser's entry does: no language is there before
// loadTexts fetches it (src/lib/i18n.ts, which registers every language, is not imported). The
// unit suite shares modules between files (vitest.config.ts): each test imports a fresh one.
let texts = await import("./texts.ts");
beforeEach(async () => {
  vi.resetModules();
  texts = await import("./texts.ts");
});

describe("the browser's texts, one language at a time, in pieces", () => {
  it("fetches the pieces asked for, once, then answers them synchronously", async () => {
    const { loadTexts, textsOf } = texts;
    expect(() => textsOf("en")).toThrow("no texts are loaded");
    await loadTexts("en", ["shell"]);
    const english = textsOf("en");
    expect(english.common.home).toBe("Home");
    // a piece not fetched yet is missing, not another language's
    expect(english.checkout).toBeUndefined();
    await loadTexts("en", ["checkout"]);
    expect(textsOf("en").checkout.title).toBe("Checkout");
    expect(textsOf("en").common.home).toBe("Home");
    // every piece by default; a page outside the language layouts gets the language there is
    await loadTexts("en");
    expect(Object.keys(textsOf("en")).sort()).toEqual(Object.keys(hr).sort());
    expect(textsOf("de")).toBe(textsOf("en"));
    await loadTexts("de");
    expect(textsOf("de").common.home).not.toBe(textsOf("en").common.home);
  });

  it("knows only the site's languages", async () => {
    await expect(texts.loadTexts("xx")).rejects.toThrow("no texts for xx");
  });

  it("puts every namespace of the source in exactly one piece", () => {
    const { partOf, textsParts } = texts;
    for (const namespace of Object.keys(hr)) expect(textsParts).toContain(partOf(namespace));
    expect(partOf("common")).toBe("shell");
    expect(partOf("checkout")).toBe("checkout");
  });

  it("reads the pieces a page names, and every piece when it names none it knows", () => {
    const { partsOfPage, textsParts } = texts;
    expect(partsOfPage("shell account")).toEqual(["shell", "account"]);
    expect(partsOfPage("shell <script>")).toEqual(["shell"]);
    expect(partsOfPage(undefined)).toEqual(textsParts);
    expect(partsOfPage("")).toEqual(textsParts);
  });
});

describe("what a server render read", () => {
  it("names the pieces read while it ran, and nothing after", () => {
    const { recordTextsParts, registerTexts, textsOf } = texts;
    registerTexts("hr", hr);
    const { result, parts } = recordTextsParts(
      () => `${textsOf("hr").checkout.title} ${textsOf("hr").layout.header.menu}`,
    );
    expect(result).toBe(`${hr.checkout.title} ${hr.layout.header.menu}`);
    expect(parts).toEqual(["shell", "checkout"]);
    expect(recordTextsParts(() => textsOf("hr").common.home).parts).toEqual(["shell"]);
    // outside a recorded render the texts are the plain object
    expect(textsOf("hr")).toBe(hr);
  });

  it("stops recording when the render throws", () => {
    const { recordTextsParts, registerTexts, textsOf } = texts;
    registerTexts("hr", hr);
    expect(() =>
      recordTextsParts(() => {
        throw new Error("render failed");
      }),
    ).toThrow("render failed");
    expect(textsOf("hr")).toBe(hr);
  });
});
