import { spawn, spawnSync } from "node:child_process";
import path from "node:path";
import { seedDataDir } from "#server/db/seed/seeded-template.ts";
import { ensureBuild } from "#server/ensure-build.ts";
import { prepareDemoMedia } from "#server/modules/media/demo-media.ts";
import { e2eServers } from "../../playwright.config.ts";
import { chromiumPath } from "./chromium.ts";

// `npm run test:e2e`: make sure a Chromium and a current build exist, then run Playwright.
if (!chromiumPath()) {
  console.log("No Chromium found: installing Debian's chromium package…");
  const sudo = process.getuid?.() === 0 ? [] : ["sudo"];
  const install = `${sudo.join(" ")} apt-get update -qq && ${sudo.join(" ")} apt-get install -y -qq chromium`;
  const result = spawnSync("bash", ["-c", install], { stdio: "inherit" });
  if (result.status !== 0 || !chromiumPath()) {
    console.error("Could not install Chromium; set CHROMIUM_PATH to a Chromium binary.");
    process.exit(1);
  }
}
await ensureBuild();
// the servers' data directories start as the migrated and seeded template (no initdb,
// migrations or seed at their start); the config made their root, removed when this exits;
// the demo's media items' files are encoded once for every server of the run (decision 061)
await Promise.all([
  prepareDemoMedia(),
  ...Object.values(e2eServers).map(({ dataDir, port }) => seedDataDir(dataDir, { port })),
]);
const cli = path.resolve(import.meta.dirname, "../../node_modules/@playwright/test/cli.js");
// Playwright starts the web servers in process groups of their own and stops them only when it
// ends gracefully, which is on SIGINT. So it runs in its own group too, out of reach of a signal
// to this one (`npm test` ends a lane with SIGTERM to its group when the other lane fails), and
// a SIGTERM or SIGINT here is passed on to it as a SIGINT: it stops its tests and its servers,
// and no server is left holding its port for the next run.
const playwright = spawn(process.execPath, [cli, "test", ...process.argv.slice(2)], {
  stdio: "inherit",
  detached: true,
});
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.on(signal, () => playwright.kill("SIGINT"));
playwright.on("close", (code) => process.exit(code ?? 1));
