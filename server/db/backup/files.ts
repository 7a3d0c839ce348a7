import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { copyFile, mkdir, readdir, stat } from "node:fs/promises";
import path from "node:path";
import type { BackupFile } from "#generated/types.ts";

/** The SHA-256 of a file, read as a stream (a dump may be larger than memory wants). */
export async function sha256Of(file: string): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest("hex");
}

/** A file of the archive's folder as the manifest names it (forward slashes, relative). */
export async function describeFile(root: string, relative: string): Promise<BackupFile> {
  const file = path.join(root, relative);
  const [info, sha256] = await Promise.all([stat(file), sha256Of(file)]);
  return { path: relative.split(path.sep).join("/"), size: info.size, sha256 };
}

/** Every regular file under dir, relative to it, sorted; folders named in `skip` are left out. */
export async function listFiles(
  dir: string,
  skip: ReadonlySet<string> = new Set(),
): Promise<string[]> {
  const found: string[] = [];
  const walk = async (relative: string): Promise<void> => {
    let entries;
    try {
      entries = await readdir(path.join(dir, relative), { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT" && relative === "") return;
      throw error;
    }
    for (const entry of entries) {
      const child = path.join(relative, entry.name);
      if (entry.isDirectory() && !skip.has(child)) await walk(child);
      else if (entry.isFile()) found.push(child);
    }
  };
  await walk("");
  return found.sort();
}

/**
 * Copies the files of `from` into `to` and describes each copy (its hash is the copy's, so the
 * manifest says what the archive holds even when a file changes meanwhile).
 */
export async function copyFiles(
  from: string,
  to: string,
  relativePaths: readonly string[],
  prefix: string,
): Promise<BackupFile[]> {
  const described: BackupFile[] = [];
  for (const relative of relativePaths) {
    const target = path.join(to, prefix, relative);
    await mkdir(path.dirname(target), { recursive: true });
    try {
      await copyFile(path.join(from, relative), target);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") continue; // deleted meanwhile
      throw error;
    }
    described.push(await describeFile(path.join(to, prefix), relative));
  }
  return described;
}
