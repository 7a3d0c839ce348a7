import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { generatedDir, relativeToRoot, repoRoot } from "./paths.ts";

/** Generated files: path relative to the repository root -> full content. */
export type Outputs = Map<string, string>;

export type Drift = {
  /** Files whose content differs from what codegen produces, or that are missing. */
  stale: string[];
  /** Files in generated/ that codegen no longer produces (e.g. a deleted schema). */
  orphans: string[];
};

function listFiles(directory: string): string[] {
  if (!existsSync(directory)) return [];
  return readdirSync(directory, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relativeToRoot(path.join(entry.parentPath, entry.name)))
    .sort();
}

const readOrNull = (file: string): string | null => {
  const absolute = path.join(repoRoot, file);
  return existsSync(absolute) ? readFileSync(absolute, "utf8") : null;
};

/** Compares outputs with the files on disk without writing anything. */
export function findDrift(outputs: Outputs): Drift {
  const stale = [...outputs]
    .filter(([file, content]) => readOrNull(file) !== content)
    .map(([file]) => file);
  const orphans = listFiles(generatedDir).filter((file) => !outputs.has(file));
  return { stale: stale.sort(), orphans };
}

/** Writes changed files only (unchanged files keep their timestamps) and removes orphans. */
export function writeOutputs(outputs: Outputs): Drift {
  const drift = findDrift(outputs);
  for (const file of drift.stale) {
    const absolute = path.join(repoRoot, file);
    mkdirSync(path.dirname(absolute), { recursive: true });
    writeFileSync(absolute, outputs.get(file) ?? "");
  }
  for (const file of drift.orphans) rmSync(path.join(repoRoot, file));
  return drift;
}
