import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { benchPages, duration, kb, rounds } from "./page-bench.ts";

// `npm run bench`: server-rendering requests per second against the same HTML served as a static
// file (the ratio is the figure), and the gzip size of the JavaScript each page loads (issue 8:
// at most 120 KB on the category and product pages); the site runs on a fresh embedded PGlite.
const pages = [
  { name: "home", path: "/" },
  { name: "content page", path: "/o-nama" },
  { name: "category page", path: "/shop/vina" },
  { name: "product page", path: "/product/dingac-plavac-mali-2019" },
];

const dataDir = await mkdtemp(path.join(tmpdir(), "vitrina-bench-"));
const figures = await benchPages(pages, { DATA_DIR: dataDir, DATABASE_URL: "" });
let hits = 0;
let lookups = 0;
console.log(
  `\nVitrina bench (best of ${rounds} interleaved runs of ${duration} s each, 10 connections, ${new Date().toISOString()})\n`,
);
console.log(
  "| page | static req/s | SSR uncached req/s | uncached / static | SSR cached req/s | cached / static | HTML | JS loaded (gzip) | CSS loaded (gzip) |",
);
console.log("|---|---|---|---|---|---|---|---|---|");
for (const page of figures) {
  hits += page.cached.hits;
  lookups += page.cached.hits + page.cached.misses;
  const ratio = (value: number): string => (value / page.file.perSecond).toFixed(3);
  console.log(
    `| ${page.name} (${page.path}) | ${page.file.perSecond.toFixed(0)} | ${page.uncached.perSecond.toFixed(0)} | ${ratio(page.uncached.perSecond)} | ${page.cached.perSecond.toFixed(0)} | ${ratio(page.cached.perSecond)} | ${kb(page.htmlBytes)} | ${page.js.files} files, ${kb(page.js.gzip)} | ${page.css.files} files, ${kb(page.css.gzip)} |`,
  );
}
console.log(
  `\nPage cache hit ratio of the cached runs: ${lookups ? ((hits / lookups) * 100).toFixed(2) : "0"} % (${hits} of ${lookups} responses)`,
);
console.log(
  "Goals: uncached / static >= 0.25, cached / static >= 1.0 (issue 19); JavaScript of the category and product pages <= 120 KB gzip.",
);
