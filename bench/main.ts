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
const duration = Number(process.env.BENCH_SECONDS ?? 8);
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

async function requestsPerSecond(url: string): Promise<number> {
  const result = await autocannon({ url, connections: 10, duration });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.average;
}

async function scriptBytes(base: string, html: string): Promise<{ files: number; gzip: number }> {
  const sources = new Set<string>();
  for (const match of html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g))
    sources.add(match[1]!);
  for (const match of html.matchAll(/import\s*(?:[^"']*from\s*)?["'](\/assets\/[^"']+\.js)["']/g))
    sources.add(match[1]!);
  let gzip = 0;
  for (const source of sources) {
    const body = Buffer.from(await (await fetch(base + source)).arrayBuffer());
    gzip += gzipSync(body).length;
  }
  return { files: sources.size, gzip };
}

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
      const ssr = await requestsPerSecond(baseUrl + page.path);
      const file = await requestsPerSecond(
        `http://127.0.0.1:${staticPort}/${page.name.replace(/\W/g, "-")}.html`,
      );
      const js = await scriptBytes(baseUrl, html);
      rows.push(
        `| ${page.name} (${page.path}) | ${ssr.toFixed(0)} | ${file.toFixed(0)} | ${(ssr / file).toFixed(3)} | ${(Buffer.byteLength(html) / 1024).toFixed(1)} KB | ${js.files} files, ${(js.gzip / 1024).toFixed(1)} KB |`,
      );
    }
  } finally {
    staticServer.kill();
  }
} finally {
  site.kill();
}
console.log(
  `\nVitrina bench (${duration} s per run, 10 connections, ${new Date().toISOString()})\n`,
);
console.log("| page | SSR req/s | static file req/s | SSR / static | HTML | JS loaded (gzip) |");
console.log("|---|---|---|---|---|---|");
for (const row of rows) console.log(row);
