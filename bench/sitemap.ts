// `npm run bench:sitemap`: /sitemap.xml and its files over a large catalogue (issue 22). Starts
// the API in a child process (bench/sitemap-server.ts: fresh in-memory PGlite, or DATABASE_URL)
// with the demo seed plus BENCH_PRODUCTS generated products (default 100,000, as
// `npm run seed:catalog` adds them), then times the index and every file cold (built from the
// database) and cached (the stored gzip), against the health endpoint measured in the same run,
// and the server's peak RSS growth while it serves them (its high-water mark, reset before
// through /proc/<pid>/clear_refs). The client reads gzip as crawlers do and unpacks only to count.
import { spawn } from "node:child_process";
import { get } from "node:http";
import { readFileSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";
import { createGunzip } from "node:zlib";

const products = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const repeats = Number(process.env.BENCH_REPEATS ?? 5);

const mb = (kilobytes: number) => `${(kilobytes / 1024).toFixed(0)} MB`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;

/** One GET as a crawler sends it (gzip), read to the end; `count` unpacks it to count `<url>`s. */
function fetchOnce(url: string, count = false) {
  const started = performance.now();
  return new Promise<{ ms: number; urls: number; bytes: number; cache: string; locs: string[] }>(
    (resolve, reject) => {
      get(url, { headers: { "accept-encoding": "gzip" } }, (response) => {
        if (response.statusCode !== 200) reject(new Error(`${url}: ${response.statusCode}`));
        let bytes = 0;
        let urls = 0;
        let tail = "";
        const locs: string[] = [];
        response.on("data", (chunk: Buffer) => (bytes += chunk.length));
        const isGzip = response.headers["content-encoding"] === "gzip";
        const text = count && isGzip ? response.pipe(createGunzip()) : response;
        if (count) {
          text.on("data", (chunk: Buffer) => {
            const part = tail + chunk.toString();
            urls += part.split("<url>").length - 1;
            for (const match of part.matchAll(/<sitemap><loc>[^<]*\/(sitemap-[^<]+\.xml)</g))
              locs.push(match[1]!);
            tail = part.slice(-200);
            urls -= tail.split("<url>").length - 1; // counted again with the next chunk
          });
        } else text.resume();
        text.on("end", () => {
          urls += tail.split("<url>").length - 1;
          const cache = String(response.headers["x-cache"] ?? "");
          resolve({ ms: performance.now() - started, urls, bytes, cache, locs });
        });
        text.on("error", reject);
      }).on("error", reject);
    },
  );
}

console.log(`seeding ${products} products …`);
const seedStarted = performance.now();
const child = spawn(process.execPath, [path.join(import.meta.dirname, "sitemap-server.ts")], {
  env: { ...process.env, BENCH_PRODUCTS: String(products) },
  stdio: ["ignore", "pipe", "inherit"],
});
const base = await new Promise<string>((resolve, reject) => {
  child.stdout.on("data", (chunk: Buffer) => {
    const ready = /ready (\S+)/.exec(chunk.toString());
    if (ready) resolve(ready[1]!);
  });
  child.once("exit", (code) => reject(new Error(`the bench server exited with ${code}`)));
});
const status = (field: "VmRSS" | "VmHWM") =>
  Number(
    new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync(`/proc/${child.pid}/status`, "utf8"))?.[1],
  );
console.log(`seeded and started in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`);
try {
  const health = [];
  for (let round = 0; round < 60; round++)
    health.push((await fetchOnce(`${base}/api/v1/health`)).ms);
  const baseline = median(health.slice(10));
  const rssBefore = status("VmRSS");
  writeFileSync(`/proc/${child.pid}/clear_refs`, "5"); // its high-water mark starts from here

  const rows: {
    name: string;
    urls: number;
    bytes: number;
    cold: number;
    cached: number;
    cache: string;
  }[] = [];
  const index = await fetchOnce(`${base}/sitemap.xml`, true);
  for (const name of ["sitemap.xml", ...index.locs]) {
    const cold = name === "sitemap.xml" ? index : await fetchOnce(`${base}/${name}`, true);
    const cached = [];
    let cache = "";
    for (let round = 0; round < repeats; round++) {
      const again = await fetchOnce(`${base}/${name}`);
      cached.push(again.ms);
      cache = again.cache;
    }
    rows.push({
      name,
      urls: cold.urls,
      bytes: cold.bytes,
      cold: cold.ms,
      cached: median(cached),
      cache,
    });
  }
  const peak = status("VmHWM");

  console.log(
    `\n${products} generated products; health endpoint ${baseline.toFixed(2)} ms (median, the baseline); load ${loadavg()
      .map((load) => load.toFixed(2))
      .join(" ")}`,
  );
  console.log(
    "file                          URLs  gzip KB  cold ms  cold/health  cached ms  cached/health",
  );
  for (const row of rows) {
    console.log(
      `${row.name.padEnd(28)} ${String(row.urls).padStart(6)} ${(row.bytes / 1024).toFixed(0).padStart(8)} ${row.cold.toFixed(0).padStart(8)} ${(row.cold / baseline).toFixed(0).padStart(12)} ${row.cached.toFixed(1).padStart(10)} ${(row.cached / baseline).toFixed(1).padStart(14)}${row.cache === "HIT" ? "" : "  (not cached!)"}`,
    );
  }
  const urls = rows.reduce((sum, row) => sum + row.urls, 0);
  console.log(
    `\n${urls} URLs in ${rows.length - 1} files. Server RSS ${mb(rssBefore)} before, peak ${mb(peak)} while serving: +${mb(peak - rssBefore)} (${((peak - rssBefore) / rssBefore).toFixed(2)} of the RSS before)`,
  );
} finally {
  child.kill("SIGTERM");
}
