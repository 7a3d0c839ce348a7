import { createHash } from "node:crypto";
import type { Plugin, Rolldown } from "vite";
import { stylesheetsManifest } from "../common/stylesheets-manifest.ts";

type OutputAsset = Rolldown.OutputAsset;

// the sources' paths as the bundle names them (absolute, with / on every platform Vite runs on)
const themeTokens = /\/src\/themes\/([a-z]+)\/tokens\.css$/;
const baseCss = "/src/themes/base.css";

const sourceOf = (asset: OutputAsset): string =>
  typeof asset.source === "string" ? asset.source : Buffer.from(asset.source).toString("utf8");

const assets = (bundle: Rolldown.OutputBundle): OutputAsset[] =>
  Object.values(bundle).filter(
    (output): output is OutputAsset => output.type === "asset" && output.fileName.endsWith(".css"),
  );

/**
 * The stylesheet of each landing style as one file (issue 19: one render-blocking stylesheet a
 * page, one theme's CSS only): the base (src/themes/base.css), the whole app's CSS (Vite's
 * `cssCodeSplit: false` gathers it in one `style.css`) and that theme's tokens, in the order the
 * page used to link them. The theme's name to its file goes to `assets/stylesheets.json`.
 */
export function combineStylesheets(): Plugin {
  return {
    name: "vitrina:combine-stylesheets",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        const css = assets(bundle);
        const base = css.find((asset) =>
          asset.originalFileNames.some((name) => name.endsWith(baseCss)),
        );
        const app = css.find((asset) => asset.names.includes("style.css"));
        if (!base || !app) this.error("combine-stylesheets: no base.css or style.css in the build");
        const manifest: Record<string, string> = {};
        for (const tokens of css) {
          const theme = tokens.originalFileNames
            .map((name) => themeTokens.exec(name)?.[1])
            .find(Boolean);
          if (!theme) continue;
          const source = [base, app, tokens].map(sourceOf).join("\n");
          const hash = createHash("sha256").update(source).digest("base64url").slice(0, 10);
          const fileName = `assets/site-${theme}-${hash}.css`;
          this.emitFile({ type: "asset", fileName, source });
          manifest[theme] = `/${fileName}`;
        }
        if (Object.keys(manifest).length === 0) this.error("combine-stylesheets: no theme tokens");
        this.emitFile({
          type: "asset",
          fileName: stylesheetsManifest,
          source: JSON.stringify(manifest),
        });
      },
    },
  };
}
