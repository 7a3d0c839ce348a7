import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Issue 19: a page links one stylesheet, its site's (src/themes/<style>/site.css: src/site.css
// and the style's tokens). A component's CSS reaches the page only through src/site.css, so a
// stylesheet missing there is a component drawn without its styles, and a component importing
// its own CSS again splits the styles back into a file per chunk.
const src = path.resolve(import.meta.dirname, "../../src");
const componentFolders = ["ui", "renderer", "features"];

const filesUnder = (folder: string, extensions: RegExp): string[] =>
  readdirSync(path.join(src, folder), { recursive: true, encoding: "utf8" })
    .filter((name) => extensions.test(name))
    .map((name) => path.join(folder, name).replaceAll("\\", "/"));

const importsOf = (file: string): string[] =>
  [...readFileSync(path.join(src, file), "utf8").matchAll(/@import\s+"([^"]+)"/g)].map(
    ([, target]) => target ?? "",
  );

describe("the site's one stylesheet", () => {
  it("lists every component stylesheet once, and nothing that does not exist", () => {
    const components = componentFolders.flatMap((folder) => filesUnder(folder, /\.css$/)).sort();
    const listed = importsOf("site.css").map((target) => path.posix.normalize(target));
    expect(listed.filter((file) => !file.startsWith("themes/")).sort()).toEqual(components);
    expect(new Set(listed).size).toBe(listed.length);
    expect(listed).toContain("themes/base.css");
  });

  it("is the base of every landing style's stylesheet, with that style's tokens after it", () => {
    const styles = readdirSync(path.join(src, "themes"), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(styles.length).toBeGreaterThan(0);
    for (const style of styles)
      expect(importsOf(`themes/${style}/site.css`), style).toEqual([
        "../../site.css",
        "./tokens.css",
      ]);
  });

  it("is never bypassed: no module of the site imports a stylesheet of its own", () => {
    const modules = ["", ...componentFolders].flatMap((folder) =>
      folder === ""
        ? readdirSync(src).filter((name) => /\.tsx?$/.test(name))
        : filesUnder(folder, /\.tsx?$/),
    );
    expect(modules.length).toBeGreaterThan(50);
    const offenders = modules.filter((file) =>
      /^import\s+[^;]*\.css["']/m.test(readFileSync(path.join(src, file), "utf8")),
    );
    expect(offenders).toEqual([]);
  });
});
