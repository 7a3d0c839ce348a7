import { randomBytes } from "node:crypto";
import { mkdir, rename, rm } from "node:fs/promises";
import path from "node:path";

/** 128 random bits in hex: a media item's folder, so its paths cannot be guessed or collide. */
export const folderPattern = /^[0-9a-f]{32}$/;

export function newFolder(): string {
  return randomBytes(16).toString("hex");
}

/**
 * Where new files are written before they count: `<mediaDir>/.incoming/<folder>`. A dot folder
 * is never served; `commit` moves a finished folder into place with one rename.
 */
export function stagingDir(mediaDir: string, folder: string): string {
  return path.join(mediaDir, ".incoming", folder);
}

export function folderDir(mediaDir: string, folder: string): string {
  if (!folderPattern.test(folder)) throw new Error(`not a media folder: ${folder}`);
  return path.join(mediaDir, folder);
}

/** Moves a staged folder into place (replacing what was there: the replace of an item). */
export async function commitFolder(mediaDir: string, folder: string): Promise<void> {
  await mkdir(mediaDir, { recursive: true });
  const target = folderDir(mediaDir, folder);
  const old = stagingDir(mediaDir, `${folder}.old`);
  await rm(old, { recursive: true, force: true });
  await rename(target, old).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== "ENOENT") throw error;
  });
  await rename(stagingDir(mediaDir, folder), target);
  await rm(old, { recursive: true, force: true });
}

/** Removes a staged or committed folder; nothing is left behind of a refused upload. */
export async function removeFolder(
  mediaDir: string,
  folder: string,
  { isStaged }: { isStaged: boolean },
): Promise<void> {
  const dir = isStaged ? stagingDir(mediaDir, folder) : folderDir(mediaDir, folder);
  await rm(dir, { recursive: true, force: true });
}
