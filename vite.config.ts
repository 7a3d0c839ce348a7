import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import {
  preactInPrebundledDependencies,
  preactInTheBrowser,
} from "./scripts/preact-in-the-browser.ts";
import { isSiteComponentCss, scopeSiteCss } from "./scripts/scope-site-css.ts";

export default defineConfig({
  // the browser runs on Preact, the server renders with React (decision 027)
  plugins: [preactInTheBrowser(), reactRouter()],
  // the site's component styles never reach the body, whose class is the page's slug (spec 2)
  css: { postcss: { plugins: [scopeSiteCss(isSiteComponentCss)] } },
  build: { target: "es2022" },
  ssr: { noExternal: [] },
  environments: {
    client: { optimizeDeps: { rolldownOptions: { plugins: [preactInPrebundledDependencies] } } },
  },
});
