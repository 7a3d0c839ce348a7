import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { ensureBuild } from "#server/ensure-build.ts";
import { precompressDirectory } from "../scripts/precompress-assets.ts";
import { startProcess } from "./start-process.ts";

// Shared by `npm run bench` and `npm run bench:catalog`: server-rendering requests per second of
// pages against the same HTML served as static files (the baseline, precompressed), every
// request taking br and gzip as a browser does, and the gzip size of the JavaScript and CSS each
// page loads.
// BENCH_PORT: the site's port (the static baseline takes the next), for agents sharing a machine
export const sitePort = Number(process.env.BENCH_PORT ?? 3191);
const staticPort = sitePort + 1;
export const duration = Number(process.env.BENCH_SECONDS ?? 4);
export const rounds = Number(process.env.BENCH_ROUNDS ?? 3);

export type Run = { perSecond: number; hits: number; misses: number };

async function run(url: string): Promise<Run> {
  let hits = 0;
  let misses = 0;
  const result = await autocannon({
    url,
    connections: 10,
    duration,
    // as every browser asks (issue 19): each server sends its brotli copy
    headers: { "accept-encoding": "br, gzip" },
    requests: [
      {
        onResponse: (_status: number, _body: string, _context: unknown, headers = {}) => {
          const state = (headers as Record<string, string>)["x-cache"];
          if (state === "HIT") hits += 1;
          else if (state === "MISS") misses += 1;
        },
      },
    ],
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { perSecond: result.requests.average, hits, misses };
}

export type Assets = { files: number; gzip: number };

// Module scripts, modulepreload links and stylesheets the page loads, gzip-sized; with the
// pieces of the page language's texts its HTML names, which the entry fetches before hydrating
// (src/lib/texts.ts; the other pieces come when the page is idle).
export async function assetBytes(base: string, html: string, kind: "js" | "css"): Promise<Assets> {
  const sources = new Set<string>();
  const ext = kind === "js" ? "js" : "css";
  for (const match of html.matchAll(new RegExp(`(?:src|href)="(/assets/[^"]+\\.${ext})"`, "g")))
    sources.add(match[1]!);
  if (kind === "js")
    for (const match of html.matchAll(/import\s*(?:[^"']*from\s*)?["'](\/assets\/[^"']+\.js)["']/g))
      sources.add(match[1]!);
  const code2 = /<html[^>]*\blang="([a-z]{2})"/.exec(html)?.[1];
  const parts = /<html[^>]*\bdata-texts="([\w ]*)"/.exec(html)?.[1]?.split(" ").join("|");
  const texts = new RegExp(`"assets/(texts-${code2}-(?:${parts})-[\\w-]+\\.js)"`, "g");
  let gzip = 0;
  // a Set visits what is added while it is walked: the texts' chunks join the walk
  for (const source of sources) {
    const body = Buffer.from(await (await fetch(base + source)).arrayBuffer());
    gzip += gzipSync(body).length;
    if (kind === "js" && code2 && parts)
      for (const match of body.toString().matchAll(texts)) sources.add(`/assets/${match[1]!}`);
  }
  return { files: sources.size, gzip };
}

export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

export type PageFigures = {
  name: string;
  path: string;
  file: Run;
  uncached: Run;
  cached: Run;
  htmlBytes: number;
  js: Assets;
  css: Assets;
};

/**
 * Starts `server/main.ts` (production build, `siteEnv` on top of the environment) and, as the
 * baseline, a plain Fastify static server (`bench/static-server.ts`) serving the very HTML the
 * site produced. Per page: the best of `BENCH_ROUNDS` interleaved autocannon runs of the static
 * file, of uncached rendering (the path with a query string, which bypasses the page cache) and
 * of cached views; and the sizes of what the page loads.
 */
export async function benchPages(
  pages: readonly { name: string; path: string }[],
  siteEnv: Record<string, string>,
): Promise<PageFigures[]> {
  await ensureBuild();
  const htmlDir = await mkdtemp(path.join(tmpdir(), "vitrina-bench-html-"));
  const fileOf = (name: string) => `${name.replace(/\W/g, "-")}.html`;
  const site = await startProcess(
    ["server/main.ts"],
    { PORT: String(sitePort), HOST: "127.0.0.1", LOG_LEVEL: "warn", ...siteEnv },
    (line) => line.includes("Vitrina is running"),
  );
  const baseUrl = `http://127.0.0.1:${sitePort}`;
  const figures: PageFigures[] = [];
  try {
    for (const page of pages) {
      const response = await fetch(baseUrl + page.path);
      if (!response.ok) throw new Error(`${page.path}: ${response.status}`);
      await writeFile(path.join(htmlDir, fileOf(page.name)), await response.text());
    }
    // the baseline's files get .br and .gz as the build's own do (best brotli, once)
    await precompressDirectory(htmlDir);
    const staticServer = await startProcess(
      ["bench/static-server.ts", htmlDir, String(staticPort)],
      {},
      (line) => line.includes("ready"),
    );
    try {
      for (const page of pages) {
        const html = await (await fetch(baseUrl + page.path)).text();
        // Best of BENCH_ROUNDS interleaved rounds: the machine is shared, and a busy moment
        // should not decide a ratio.
        let file: Run = { perSecond: 0, hits: 0, misses: 0 };
        let uncached = file;
        let cached = file;
        const best = (a: Run, b: Run): Run => ({
          perSecond: Math.max(a.perSecond, b.perSecond),
          hits: a.hits + b.hits,
          misses: a.misses + b.misses,
        });
        const separator = page.path.includes("?") ? "&" : "?";
        for (let round = 0; round < rounds; round += 1) {
          file = best(file, await run(`http://127.0.0.1:${staticPort}/${fileOf(page.name)}`));
          // A query string bypasses the page cache (server/page-cache.ts): the same render, uncached.
          uncached = best(uncached, await run(`${baseUrl}${page.path}${separator}bench=uncached`));
          cached = best(cached, await run(baseUrl + page.path));
        }
        figures.push({
          ...page,
          file,
          uncached,
          cached,
          htmlBytes: Buffer.byteLength(html),
          js: await assetBytes(baseUrl, html, "js"),
          css: await assetBytes(baseUrl, html, "css"),
        });
      }
    } finally {
      staticServer.kill();
    }
  } finally {
    site.kill();
  }
  return figures;
}
