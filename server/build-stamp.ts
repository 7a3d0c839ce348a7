import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

// Everything that goes into the client and server build; a change here means a rebuild.
const inputs = [
  "src",
  "common",
  "admin",
  "locales",
  "generated",
  "public",
  "vite.config.ts",
  // the build's own plugins (vite.config.ts)
  "scripts/preact-in-the-browser.ts",
  "scripts/scope-site-css.ts",
  "scripts/precompress-assets.ts",
  "scripts/croatian-font-subsets.ts",
  "react-router.config.ts",
  "package-lock.json",
  // how the build is made (its mode)
  "server/ensure-build.ts",
];

async function files(root: string, entry: string): Promise<string[]> {
  const full = path.join(root, entry);
  const dirents = await readdir(full, { withFileTypes: true }).catch(() => undefined);
  if (!dirents) return [entry];
  const nested = await Promise.all(
    dirents
      .filter((dirent) => !dirent.name.endsWith(".test.ts") && !dirent.name.endsWith(".test.tsx"))
      .map((dirent) => files(root, path.join(entry, dirent.name))),
  );
  return nested.flat();
}

/** A content hash of the build inputs (mtimes change on every clone, contents do not). */
export async function buildStamp(root: string): Promise<string> {
  const hash = createHash("sha256");
  for (const file of (await Promise.all(inputs.map((input) => files(root, input)))).flat().sort()) {
    const content = await readFile(path.join(root, file)).catch(() => undefined);
    if (content) hash.update(file).update(content);
  }
  return hash.digest("hex");
}
