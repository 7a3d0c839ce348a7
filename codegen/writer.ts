import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { repoRoot } from "./paths.ts";

/** Generated files: path relative to the repository root -> full content. */
export type Outputs = Map<string, string>;

export type Drift = {
  /** Files whose content differs from what codegen produces, or that are missing. */
  stale: string[];
  /** Files in generated/ that codegen no longer produces (e.g. a deleted schema). */
  orphans: string[];
};

/** Files under root/generated, as paths relative to root with forward slashes. */
function listGenerated(root: string): string[] {
  const directory = path.join(root, "generated");
  if (!existsSync(directory)) return [];
  return readdirSync(directory, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .map((file) => file.split(path.sep).join("/"))
    .sort();
}

const readOrNull = (root: string, file: string): string | null => {
  const absolute = path.join(root, file);
  return existsSync(absolute) ? readFileSync(absolute, "utf8") : null;
};

/**
 * Compares outputs with the files on disk without writing anything. `root` is the repository
 * root (a test passes a temporary copy).
 */
export function findDrift(outputs: Outputs, root: string = repoRoot): Drift {
  const stale = [...outputs]
    .filter(([file, content]) => readOrNull(root, file) !== content)
    .map(([file]) => file);
  const orphans = listGenerated(root).filter((file) => !outputs.has(file));
  return { stale: stale.sort(), orphans };
}

/** Writes changed files only (unchanged files keep their timestamps) and removes orphans. */
export function writeOutputs(outputs: Outputs, root: string = repoRoot): Drift {
  const drift = findDrift(outputs, root);
  for (const file of drift.stale) {
    const absolute = path.join(root, file);
    mkdirSync(path.dirname(absolute), { recursive: true });
    writeFileSync(absolute, outputs.get(file) ?? "");
  }
  for (const file of drift.orphans) rmSync(path.join(root, file));
  return drift;
}
