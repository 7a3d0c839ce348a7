import { gzipSync } from "node:zlib";
import { build, type Plugin, type Rollup } from "vite";
import { preactInTheBrowser } from "../scripts/preact-in-the-browser.ts";
import { kb } from "./page-bench.ts";

// `npm run bench:js-floor`: the gzip JavaScript the stack costs before any of the site's code
// (issue 8's goal is 120 KB for a category or product page). Each entry is bundled and minified
// alone, as a production build does, from the versions in package.json: with React DOM, and with
// Preact, which the browser runs (decision 027).
const entries = {
  "the runtime alone (hydrateRoot)": `
    import { hydrateRoot } from "react-dom/client";
    import { startTransition } from "react";
    window.entry = [hydrateRoot, startTransition];`,
  "+ React Router framework runtime (HydratedRouter, Link, Form, Scripts)": `
    import { hydrateRoot } from "react-dom/client";
    import { startTransition, StrictMode } from "react";
    import { HydratedRouter } from "react-router/dom";
    import { Form, Link, Outlet, Scripts, useLoaderData } from "react-router";
    window.entry = [hydrateRoot, startTransition, StrictMode, HydratedRouter, Form, Link, Outlet, Scripts, useLoaderData];`,
};

async function gzipOf(source: string, plugins: Plugin[]): Promise<number> {
  const id = "\0js-floor-entry";
  const output = (await build({
    configFile: false,
    logLevel: "silent",
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
    build: { write: false, minify: true, rollupOptions: { input: id } },
    plugins: [
      ...plugins,
      {
        name: "js-floor-entry",
        resolveId: (wanted) => (wanted === id ? id : null),
        load: (wanted) => (wanted === id ? source : null),
      },
    ],
  })) as Rollup.RollupOutput | Rollup.RollupOutput[];
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((each) => each.output);
  return chunks
    .filter((chunk): chunk is Rollup.OutputChunk => chunk.type === "chunk")
    .reduce((sum, chunk) => sum + gzipSync(chunk.code, { level: 9 }).byteLength, 0);
}

console.log("| what is bundled | with React DOM (gzip) | with Preact (gzip) |\n|---|---|---|");
for (const [name, source] of Object.entries(entries)) {
  const react = await gzipOf(source, []);
  const preact = await gzipOf(source, [preactInTheBrowser(undefined)]);
  console.log(`| ${name} | ${kb(react)} | ${kb(preact)} |`);
}
