import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { gzipSize, scriptUrls } from "./page-weight.ts";

describe("scriptUrls", () => {
  it("finds module scripts, module preloads and the boot script's imports, once each", () => {
    const html = `<!DOCTYPE html><html><head>
      <link rel="modulepreload" href="/assets/entry.client-AB12.js"/>
      <link href="/assets/chunk-CD34.js" rel="modulepreload"/>
      <link rel="stylesheet" href="/assets/root-EF56.css"/>
      <script type="module" src="/assets/manifest-77.js"></script>
      </head><body><script type="module" nonce="x">import "/assets/manifest-77.js";
      import * as route0 from "/assets/root-GH78.js";
      import("/assets/entry.client-AB12.js");</script></body></html>`;
    expect(scriptUrls(html).sort()).toEqual([
      "/assets/chunk-CD34.js",
      "/assets/entry.client-AB12.js",
      "/assets/manifest-77.js",
      "/assets/root-GH78.js",
    ]);
  });

  it("finds nothing in a page without scripts", () => {
    expect(scriptUrls("<p>import this</p>")).toEqual([]);
  });
});

describe("gzipSize", () => {
  it("is the size gzip gives the same text, within the header's few bytes", async () => {
    const text = "Vitrina ".repeat(2000) + Math.random().toString(36).repeat(50);
    const size = await gzipSize(text);
    expect(Math.abs(size - gzipSync(text).byteLength)).toBeLessThan(16);
    expect(size).toBeLessThan(text.length / 5);
  });
});
