import "#server/env.ts";
import { writeFile } from "node:fs/promises";
import { Session } from "node:inspector/promises";
import path from "node:path";
import { buildApp } from "#server/app.ts";
import { openDatabase } from "#server/db/client.ts";
import { seedIfEmpty } from "#server/db/seed/seed.ts";
import { ensureBuild } from "#server/ensure-build.ts";
import { readConfig } from "#server/platform/config.ts";

// `npm run bench:profile -- /o-nama?x=1`: CPU profile of sequential page views in one process
// (production build, in-memory PGlite), written to bench/profile.cpuprofile (open it in Chrome
// DevTools) and summarised by package. A query string bypasses the page cache.
type Node = { id: number; callFrame: { url: string }; children?: number[] };
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[] };

const target = process.argv[2] ?? "/?profile=1";
const views = Number(process.env.PROFILE_VIEWS ?? 500);

await ensureBuild();
const config = readConfig(
  { NODE_ENV: "production", LOG_LEVEL: "warn", DATA_DIR: ":memory:", DATABASE_URL: "" },
  [],
);
const database = await openDatabase(config);
await database.migrate();
await seedIfEmpty(database.db);
const { app } = await buildApp({ config, database });
const view = async () => {
  const response = await app.inject({ url: target, headers: { host: "localhost" } });
  if (response.statusCode !== 200) throw new Error(`${target}: ${response.statusCode}`);
};
for (let index = 0; index < 100; index += 1) await view(); // warm up the JIT and the caches

const session = new Session();
session.connect();
await session.post("Profiler.enable");
await session.post("Profiler.start");
const started = performance.now();
for (let index = 0; index < views; index += 1) await view();
const perView = (performance.now() - started) / views;
const { profile } = (await session.post("Profiler.stop")) as { profile: Profile };
await app.close();
await database.close();

const file = path.join(import.meta.dirname, "profile.cpuprofile");
await writeFile(file, JSON.stringify(profile));
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const byPackage = new Map<string, number>();
let total = 0;
profile.samples.forEach((id, index) => {
  const time = profile.timeDeltas[index] ?? 0;
  total += time;
  const url = nodes.get(id)?.callFrame.url ?? "";
  const name =
    /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1] ??
    (url.includes("/build/server/")
      ? "site (build/server)"
      : url
        ? url.split("/").slice(-2).join("/")
        : "(vm)");
  byPackage.set(name, (byPackage.get(name) ?? 0) + time);
});
console.log(`${target}: ${perView.toFixed(2)} ms per page view over ${views} sequential views`);
console.log(`profile: ${path.relative(process.cwd(), file)}; self time by package:`);
for (const [name, time] of [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, 15))
  console.log(`  ${((100 * time) / total).toFixed(1).padStart(5)} %  ${name}`);
