import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import {
  preactInPrebundledDependencies,
  preactInTheBrowser,
} from "./scripts/preact-in-the-browser.ts";
import { precompressAssets } from "./scripts/precompress-assets.ts";
import { isSiteComponentCss, scopeSiteCss } from "./scripts/scope-site-css.ts";

export default defineConfig({
  // the browser runs on Preact, the server renders with React (decision 027)
  // the client build's text files get .br and .gz beside them, served as they are (issue 19)
  plugins: [preactInTheBrowser(), reactRouter(), precompressAssets()],
  // the site's component styles never reach the body, whose class is the page's slug (spec 2)
  css: { postcss: { plugins: [scopeSiteCss(isSiteComponentCss)] } },
  build: { target: "es2022" },
  ssr: { noExternal: [] },
  environments: {
    client: { optimizeDeps: { rolldownOptions: { plugins: [preactInPrebundledDependencies] } } },
  },
});
