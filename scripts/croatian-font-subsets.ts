import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import type { AtRule, Plugin } from "postcss";
import subsetFont from "subset-font";

/**
 * The letters of Croatian outside Fontsource's latin subset: Č č Ć ć Đ đ Š š Ž ž. German and
 * English need nothing past latin.
 */
export const croatianLetters = "ČčĆćĐđŠšŽž";

type Range = [number, number];

/** `U+0100-02BA,U+0304` as code point ranges. */
export function parseUnicodeRange(value: string): Range[] {
  return value.split(",").map((part): Range => {
    const [from = "", to] = part.trim().replace(/^U\+/i, "").split("-");
    const start = Number.parseInt(from, 16);
    return [start, to === undefined ? start : Number.parseInt(to, 16)];
  });
}

const hex = (codePoint: number) => codePoint.toString(16).toUpperCase().padStart(4, "0");

/** Code point ranges written back as a CSS unicode-range. */
export function formatUnicodeRange(ranges: readonly Range[]): string {
  return ranges
    .map(([start, end]) => (start === end ? `U+${hex(start)}` : `U+${hex(start)}-${hex(end)}`))
    .join(",");
}

/** The ranges without the given code points (each range split around them). */
export function withoutCodePoints(
  ranges: readonly Range[],
  codePoints: readonly number[],
): Range[] {
  const cut = [...new Set(codePoints)].sort((a, b) => a - b);
  const result: Range[] = [];
  for (const [start, end] of ranges) {
    let from = start;
    for (const codePoint of cut) {
      if (codePoint < from || codePoint > end) continue;
      if (codePoint > from) result.push([from, codePoint - 1]);
      from = codePoint + 1;
    }
    if (from <= end) result.push([from, end]);
  }
  return result;
}

/** The unicode-range of the given letters, neighbours joined (`U+0106-0107,…`). */
export function rangeOfLetters(letters: string): string {
  const codePoints = [...new Set([...letters].map((letter) => letter.codePointAt(0) ?? 0))].sort(
    (a, b) => a - b,
  );
  const ranges: Range[] = [];
  for (const codePoint of codePoints) {
    const last = ranges.at(-1);
    if (last && last[1] === codePoint - 1) last[1] = codePoint;
    else ranges.push([codePoint, codePoint]);
  }
  return formatUnicodeRange(ranges);
}

const latinExtFile = /url\(\s*["']?([^"')]*-latin-ext-[^"')]*\.woff2)["']?\s*\)/;

/** Where the subsets are kept between builds (`node_modules/.cache`, as other tools do). */
const defaultCacheDir = path.resolve(import.meta.dirname, "../node_modules/.cache/font-subsets");

/**
 * The file holding only `letters` of a font, cut with HarfBuzz (subset-font; the variable
 * weight axis kept), written once under `cacheDir` and named by its content.
 */
async function subsetFile(source: string, letters: string, cacheDir: string): Promise<string> {
  const font = await readFile(source);
  const key = createHash("sha256").update(font).update(letters).digest("hex").slice(0, 12);
  const name = path.basename(source).replace("-latin-ext-", "-hr-");
  const target = path.join(cacheDir, key, name);
  if (existsSync(target)) return target;
  const subset = await subsetFont(font, letters, { targetFormat: "woff2" });
  await mkdir(path.dirname(target), { recursive: true });
  // written whole under another name first: the client and server builds may race for it
  const partial = `${target}.${process.pid}.partial`;
  await writeFile(partial, subset);
  await rename(partial, target);
  return target;
}

/**
 * Fontsource's latin-ext file of a web font is 14-85 KB, and a Croatian page needs it for ten
 * letters: the body and heading faces of the restaurant style cost 94 KB more than their latin
 * files (issue 19). This PostCSS plugin (vite.config.ts) puts beside every latin-ext @font-face
 * one for the Croatian letters alone, a file of 3-4 KB cut from that same file, and takes those
 * letters out of the latin-ext range: a Croatian page fetches the small file, and a page with
 * other latin-ext letters (ł, ő) still gets the whole one.
 */
export function croatianFontSubsets(cacheDir = defaultCacheDir): Plugin {
  return {
    postcssPlugin: "vitrina-croatian-font-subsets",
    async Once(root) {
      const faces: AtRule[] = [];
      root.walkAtRules("font-face", (face) => {
        faces.push(face);
      });
      for (const face of faces) {
        let src: string | undefined;
        let range: string | undefined;
        face.walkDecls((declaration) => {
          if (declaration.prop === "src") src = declaration.value;
          if (declaration.prop === "unicode-range") range = declaration.value;
        });
        const url = src?.match(latinExtFile)?.[1];
        const from = face.source?.input.file;
        if (!url || !range || !from || /^[a-z]+:/i.test(url)) continue;
        const fontFile = path.resolve(path.dirname(from), url);
        const subset = await subsetFile(fontFile, croatianLetters, cacheDir);
        const letters = [...croatianLetters].map((letter) => letter.codePointAt(0) ?? 0);
        face.walkDecls("unicode-range", (declaration) => {
          declaration.value = formatUnicodeRange(
            withoutCodePoints(parseUnicodeRange(declaration.value), letters),
          );
        });
        // the url is resolved against the stylesheet the rule came from, as Vite does
        const relative = path.relative(path.dirname(from), subset).replaceAll("\\", "/");
        const croatian = face.clone();
        croatian.walkDecls((declaration) => {
          if (declaration.prop === "src")
            declaration.value = declaration.value.replace(latinExtFile, `url(${relative})`);
          if (declaration.prop === "unicode-range")
            declaration.value = rangeOfLetters(croatianLetters);
        });
        face.after(croatian);
      }
    },
  };
}
