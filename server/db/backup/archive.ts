import { mkdir } from "node:fs/promises";
import * as tar from "tar";

/** What an archive's folder holds at its top: the manifest, the dump and the media files. */
export const archiveEntries = ["manifest.json", "database", "media"] as const;

/** Packs the archive's folder into one gzipped tar (portable: no owners, no local times). */
export async function packArchive(folder: string, file: string): Promise<void> {
  await tar.c({ gzip: true, file, cwd: folder, portable: true }, [...archiveEntries]);
}

/** The archive is unreadable: truncated, corrupted, or not one of ours. */
export class DamagedArchiveError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = "DamagedArchiveError";
  }
}

/**
 * Unpacks an archive into `folder`: only files and folders (a link could point outside), every
 * path kept inside the folder (tar's own rule), and any warning (a truncated or corrupted
 * stream) is an error.
 */
export async function unpackArchive(file: string, folder: string): Promise<void> {
  await mkdir(folder, { recursive: true });
  try {
    await tar.x({
      file,
      cwd: folder,
      strict: true,
      preserveOwner: false,
      filter: (_path, entry) =>
        "type" in entry && (entry.type === "File" || entry.type === "Directory"),
    });
  } catch (error) {
    throw new DamagedArchiveError(error instanceof Error ? error.message : String(error));
  }
}
