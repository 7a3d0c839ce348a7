import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { isSiteComponentCss, scopeSiteCss } from "./scripts/scope-site-css.ts";

export default defineConfig({
  plugins: [reactRouter()],
  // the site's component styles never reach the body, whose class is the page's slug (spec 2)
  css: { postcss: { plugins: [scopeSiteCss(isSiteComponentCss)] } },
  build: { target: "es2022" },
  ssr: { noExternal: [] },
});
