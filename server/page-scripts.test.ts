import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes, pageThirdParties } from "./page-scripts.ts";

const source = (text: string) =>
  `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

describe("inlineScriptHashes", () => {
  it("names each inline script by the hash of its text, once, in order", () => {
    const html =
      '<html><head><script type="module" async="">import "/assets/a.js";</script></head>' +
      "<body><script>window.x = 1;</script><SCRIPT>window.x = 1;</SCRIPT>" +
      "<script>window.y = 'ž';</script ></body></html>";
    // 'ž' is two bytes in UTF-8: the hash is of the bytes the browser hashes
    expect(inlineScriptHashes(Buffer.from(html))).toBe(
      [source('import "/assets/a.js";'), source("window.x = 1;"), source("window.y = 'ž';")].join(
        " ",
      ),
    );
  });

  it("leaves out scripts loaded from a URL and JSON data blocks", () => {
    const html =
      '<script src="/assets/app.js"></script>' +
      '<script type="application/ld+json">{"@type":"Restaurant"}</script>' +
      "<script>run()</script>";
    expect(inlineScriptHashes(Buffer.from(html))).toBe(source("run()"));
  });

  it("hashes line breaks as the browser's parser reads them", () => {
    expect(inlineScriptHashes(Buffer.from("<script>a()\r\nb()\rc()</script>"))).toBe(
      source("a()\nb()\nc()"),
    );
  });

  it("is empty for a page without inline scripts", () => {
    expect(inlineScriptHashes(Buffer.from("<p>no scripts</p>"))).toBe("");
  });
});

describe("the third parties a page names", () => {
  const page = (marks: string) => Buffer.from(`<html><head></head><body>${marks}</body></html>`);
  const mark = (names: string) => `<span hidden="" data-vitrina-third-parties="${names}"></span>`;

  it("reads the layout's list, known names only, each once", () => {
    expect(pageThirdParties(page(mark("analytics recaptcha analytics")))).toBe(
      "analytics recaptcha",
    );
    expect(pageThirdParties(page(mark("evil constructor")))).toBe("");
    expect(pageThirdParties(page(""))).toBe("");
    // text that looks like a mark is escaped by the renderer: it names nothing
    expect(
      pageThirdParties(page('&lt;span hidden="" data-vitrina-third-parties="analytics"&gt;')),
    ).toBe("");
    // the layout names one, a form element another
    expect(pageThirdParties(page(`${mark("analytics")}<p>text</p>${mark("recaptcha")}`))).toBe(
      "analytics recaptcha",
    );
  });
});
