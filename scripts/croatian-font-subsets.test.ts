import { readFile, rm, stat } from "node:fs/promises";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import postcss from "postcss";
import { afterAll, describe, expect, it } from "vitest";
import {
  croatianFontSubsets,
  croatianLetters,
  formatUnicodeRange,
  parseUnicodeRange,
  rangeOfLetters,
  withoutCodePoints,
} from "./croatian-font-subsets.ts";

describe("unicode ranges", () => {
  it("reads and writes CSS unicode-range values", () => {
    const ranges = parseUnicodeRange("U+0100-02BA, U+0304,U+1E00-1E9F");
    expect(ranges).toEqual([
      [0x100, 0x2ba],
      [0x304, 0x304],
      [0x1e00, 0x1e9f],
    ]);
    expect(formatUnicodeRange(ranges)).toBe("U+0100-02BA,U+0304,U+1E00-1E9F");
  });

  it("cuts code points out of ranges, at their ends and inside them", () => {
    expect(
      withoutCodePoints(
        [
          [0x100, 0x110],
          [0x200, 0x200],
        ],
        [0x100, 0x105, 0x106, 0x110, 0x200, 0x300],
      ),
    ).toEqual([
      [0x101, 0x104],
      [0x107, 0x10f],
    ]);
  });

  it("names the Croatian letters as five pairs of neighbours", () => {
    expect(rangeOfLetters(croatianLetters)).toBe(
      "U+0106-0107,U+010C-010D,U+0110-0111,U+0160-0161,U+017D-017E",
    );
  });
});

describe("the PostCSS plugin", () => {
  const cacheDir = mkdtempSync(path.join(os.tmpdir(), "vitrina-font-subsets-"));
  afterAll(() => rm(cacheDir, { recursive: true, force: true }));
  const fontsource = path.resolve(
    import.meta.dirname,
    "../node_modules/@fontsource-variable/source-sans-3/wght.css",
  );

  it("adds a face of the Croatian letters beside latin-ext, cut to a few KB, and keeps the rest", async () => {
    const css = await readFile(fontsource, "utf8");
    const result = await postcss([croatianFontSubsets(cacheDir)]).process(css, {
      from: fontsource,
    });
    const faces: Record<string, string>[] = [];
    result.root.walkAtRules("font-face", (face) => {
      const declarations: Record<string, string> = {};
      face.walkDecls((declaration) => {
        declarations[declaration.prop] = declaration.value;
      });
      faces.push(declarations);
    });
    const before = postcss.parse(css).nodes.filter((node) => node.type === "atrule").length;
    expect(faces).toHaveLength(before + 1);

    const croatian = faces.filter((face) => face.src?.includes("-hr-"));
    expect(croatian).toHaveLength(1);
    expect(croatian[0]?.["unicode-range"]).toBe(rangeOfLetters(croatianLetters));
    expect(croatian[0]?.["font-family"]).toBe("'Source Sans 3 Variable'");
    expect(croatian[0]?.["font-weight"]).toBe("200 900");

    // the letters left latin-ext; every other latin-ext letter stays (ł is U+0142)
    const latinExt = faces.find((face) => face.src?.includes("latin-ext"));
    const latinExtRanges = parseUnicodeRange(latinExt?.["unicode-range"] ?? "");
    const covers = (codePoint: number) =>
      latinExtRanges.some(([start, end]) => codePoint >= start && codePoint <= end);
    for (const letter of croatianLetters) expect(covers(letter.codePointAt(0) ?? 0)).toBe(false);
    expect(covers(0x142)).toBe(true);

    // the url points at a file beside the cache, resolved from the stylesheet's folder
    const url = /url\(([^)]+)\)/.exec(croatian[0]?.src ?? "")?.[1] ?? "";
    const file = path.resolve(path.dirname(fontsource), url);
    expect(file.startsWith(cacheDir)).toBe(true);
    const { size } = await stat(file);
    const latinExtFile = path.resolve(
      path.dirname(fontsource),
      "files/source-sans-3-latin-ext-wght-normal.woff2",
    );
    expect(size).toBeLessThan(6 * 1024);
    expect(size).toBeLessThan((await stat(latinExtFile)).size / 10);
    expect((await readFile(file)).toString("latin1", 0, 4)).toBe("wOF2");
  });

  it("leaves stylesheets without a latin-ext face as they are", async () => {
    const css =
      "@font-face { font-family: X; src: url(./x-latin.woff2); unicode-range: U+0000-00FF; }";
    const result = await postcss([croatianFontSubsets(cacheDir)]).process(css, {
      from: fontsource,
    });
    expect(result.css).toBe(css);
  });
});
