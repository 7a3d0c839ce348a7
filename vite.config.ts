import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import {
  preactInPrebundledDependencies,
  preactInTheBrowser,
} from "./scripts/preact-in-the-browser.ts";
import { croatianFontSubsets } from "./scripts/croatian-font-subsets.ts";
import { precompressAssets } from "./scripts/precompress-assets.ts";
import { isSiteComponentCss, scopeSiteCss } from "./scripts/scope-site-css.ts";

const localeModule = /[\\/]locales[\\/](hr|en|de)[\\/](\w+)\.ts$/;

/** A piece of a language's texts (src/lib/texts.ts) is named after both: texts-hr-shell-….js. */
function textsChunkFileName(chunk: {
  facadeModuleId: string | null;
  moduleIds: readonly string[];
}): string {
  const ids = chunk.facadeModuleId ? [chunk.facadeModuleId] : chunk.moduleIds;
  const locales = ids.map((id) => localeModule.exec(id)).filter((match) => match !== null);
  const [first] = locales;
  if (!first) return "assets/[name]-[hash].js";
  // the shell's namespaces are modules of their own: a chunk of several is the shell
  const part = locales.length > 1 ? "shell" : first[2];
  return `assets/texts-${first[1]}-${part}-[hash].js`;
}

export default defineConfig({
  // the browser runs on Preact, the server renders with React (decision 027)
  // the client build's text files get .br and .gz beside them, served as they are (issue 19)
  plugins: [preactInTheBrowser(), reactRouter(), precompressAssets()],
  // the site's component styles never reach the body, whose class is the page's slug (spec 2);
  // the web fonts' Croatian letters come in a small file of their own (issue 19)
  css: { postcss: { plugins: [scopeSiteCss(isSiteComponentCss), croatianFontSubsets()] } },
  // a font is its own file, fetched only by the pages that use it, never inlined in a stylesheet
  build: {
    target: "es2022",
    assetsInlineLimit: (file) => (file.endsWith(".woff2") ? false : undefined),
  },
  ssr: { noExternal: [] },
  environments: {
    client: {
      optimizeDeps: { rolldownOptions: { plugins: [preactInPrebundledDependencies] } },
      build: { rolldownOptions: { output: { chunkFileNames: textsChunkFileName } } },
    },
  },
});
