import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { buildStamp } from "./build-stamp.ts";

const root = path.resolve(import.meta.dirname, "..");

/** Builds the site when its sources changed since the last build (content hash in build/.stamp). */
export async function ensureBuild(): Promise<void> {
  const stampFile = path.join(root, "build", ".stamp");
  const stamp = await buildStamp(root);
  const previous = existsSync(stampFile) ? await readFile(stampFile, "utf8") : "";
  if (previous === stamp && existsSync(path.join(root, "build/server/index.js"))) return;
  console.log("Building the site (first start or sources changed)…");
  const cli = path.join(root, "node_modules/@react-router/dev/bin.cjs");
  // Always the production build: a caller under vitest has NODE_ENV=test, which would bundle
  // React's development build into the client that `npm start` serves later.
  const result = spawnSync(process.execPath, [cli, "build"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (result.status !== 0)
    throw new Error(`react-router build failed with status ${result.status}`);
  await writeFile(stampFile, stamp);
}
