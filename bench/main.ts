import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { ensureBuild } from "#server/ensure-build.ts";

// `npm run bench`: server-rendering requests per second against the same HTML served as a static
// file (the ratio is the figure), and the gzip size of the JavaScript each page loads.
const root = path.resolve(import.meta.dirname, "..");
const sitePort = 3191;
const staticPort = 3192;
const duration = Number(process.env.BENCH_SECONDS ?? 4);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const pages = [
  { name: "home", path: "/" },
  { name: "content page", path: "/o-nama" },
];

function startProcess(
  args: string[],
  env: Record<string, string>,
  ready: (line: string) => boolean,
): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "inherit"],
    });
    child.stdout.on("data", (chunk: Buffer) => {
      if (ready(chunk.toString())) resolve(child);
    });
    child.once("exit", (code) => reject(new Error(`${args.join(" ")} exited with ${code}`)));
  });
}

type Run = { perSecond: number; hits: number; misses: number };

async function run(url: string): Promise<Run> {
  let hits = 0;
  let misses = 0;
  const result = await autocannon({
    url,
    connections: 10,
    duration,
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

// Module scripts, modulepreload links and stylesheets the page loads, gzip-sized.
async function assetBytes(
  base: string,
  html: string,
  kind: "js" | "css",
): Promise<{ files: number; gzip: number }> {
  const sources = new Set<string>();
  const ext = kind === "js" ? "js" : "css";
  for (const match of html.matchAll(new RegExp(`(?:src|href)="(/assets/[^"]+\\.${ext})"`, "g")))
    sources.add(match[1]!);
  if (kind === "js")
    for (const match of html.matchAll(/import\s*(?:[^"']*from\s*)?["'](\/assets\/[^"']+\.js)["']/g))
      sources.add(match[1]!);
  let gzip = 0;
  for (const source of sources) {
    const body = Buffer.from(await (await fetch(base + source)).arrayBuffer());
    gzip += gzipSync(body).length;
  }
  return { files: sources.size, gzip };
}

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

await ensureBuild();
const dataDir = await mkdtemp(path.join(tmpdir(), "vitrina-bench-"));
const htmlDir = await mkdtemp(path.join(tmpdir(), "vitrina-bench-html-"));
const site = await startProcess(
  ["server/main.ts"],
  {
    PORT: String(sitePort),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    LOG_LEVEL: "warn",
  },
  (line) => line.includes("Vitrina is running"),
);
const baseUrl = `http://127.0.0.1:${sitePort}`;
const rows: string[] = [];
let hits = 0;
let lookups = 0;
try {
  for (const page of pages) {
    const html = await (await fetch(baseUrl + page.path)).text();
    await writeFile(path.join(htmlDir, `${page.name.replace(/\W/g, "-")}.html`), html);
  }
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
      for (let round = 0; round < rounds; round += 1) {
        file = best(
          file,
          await run(`http://127.0.0.1:${staticPort}/${page.name.replace(/\W/g, "-")}.html`),
        );
        // A query string bypasses the page cache (server/page-cache.ts): the same render, uncached.
        uncached = best(uncached, await run(`${baseUrl}${page.path}?bench=uncached`));
        cached = best(cached, await run(baseUrl + page.path));
      }
      hits += cached.hits;
      lookups += cached.hits + cached.misses;
      const js = await assetBytes(baseUrl, html, "js");
      const css = await assetBytes(baseUrl, html, "css");
      const ratio = (value: number): string => (value / file.perSecond).toFixed(3);
      rows.push(
        `| ${page.name} (${page.path}) | ${file.perSecond.toFixed(0)} | ${uncached.perSecond.toFixed(0)} | ${ratio(uncached.perSecond)} | ${cached.perSecond.toFixed(0)} | ${ratio(cached.perSecond)} | ${kb(Buffer.byteLength(html))} | ${js.files} files, ${kb(js.gzip)} | ${css.files} files, ${kb(css.gzip)} |`,
      );
    }
  } finally {
    staticServer.kill();
  }
} finally {
  site.kill();
}
console.log(
  `\nVitrina bench (best of ${rounds} interleaved runs of ${duration} s each, 10 connections, ${new Date().toISOString()})\n`,
);
console.log(
  "| page | static req/s | SSR uncached req/s | uncached / static | SSR cached req/s | cached / static | HTML | JS loaded (gzip) | CSS loaded (gzip) |",
);
console.log("|---|---|---|---|---|---|---|---|---|");
for (const row of rows) console.log(row);
console.log(
  `\nPage cache hit ratio of the cached runs: ${lookups ? ((hits / lookups) * 100).toFixed(2) : "0"} % (${hits} of ${lookups} responses)`,
);
console.log("Goals: uncached / static >= 0.25, cached / static >= 0.8.");
