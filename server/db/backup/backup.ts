import { mkdir, mkdtemp, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { BackupManifest } from "#generated/types.ts";
import type { Database } from "../client.ts";
import { packArchive } from "./archive.ts";
import { copyFiles, listFiles } from "./files.ts";
import { dumpDatabase } from "./snapshot.ts";

/** Where a backup goes and what it takes. */
export type BackupSource = {
  database: Database;
  databaseUrl: string | undefined;
  mediaDir: string;
  backupDir: string;
};

export type BackupResult = { file: string; size: number; ms: number; manifest: BackupManifest };

/** An archive's name: the UTC time it was taken, sortable ("vitrina-backup-20261128-193012Z"). */
export function backupFileName(at: Date): string {
  const stamp = at.toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);
  return `vitrina-backup-${stamp}Z.tar.gz`;
}

/** The archives a backup folder holds, newest first. */
export const isBackupFile = (name: string) =>
  /^vitrina-backup-\d{8}-\d{6}Z(?:-\d+)?\.tar\.gz$/.test(name);

async function appVersion(): Promise<string> {
  const file = path.resolve(import.meta.dirname, "../../../package.json");
  return (JSON.parse(await readFile(file, "utf8")) as { version: string }).version;
}

/**
 * One backup: the database dumped in one snapshot (decision 060), then the media files (the
 * uploads under way, `.incoming`, are not media yet), the manifest describing both, packed into
 * one archive that appears under its final name only when whole.
 */
export async function createBackup(source: BackupSource, now = new Date()): Promise<BackupResult> {
  const started = performance.now();
  await mkdir(source.backupDir, { recursive: true });
  const folder = await mkdtemp(path.join(source.backupDir, ".partial-"));
  try {
    const database = await dumpDatabase(source.database, source.databaseUrl, folder);
    const mediaFiles = await listFiles(source.mediaDir, new Set([".incoming"]));
    await mkdir(path.join(folder, "media"), { recursive: true });
    const media = await copyFiles(source.mediaDir, folder, mediaFiles, "media");
    const manifest: BackupManifest = {
      format: 1,
      app: { name: "vitrina", version: await appVersion() },
      createdAt: now.toISOString(),
      database,
      media,
    };
    await writeFile(path.join(folder, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);
    const partial = path.join(folder, "archive.tar.gz");
    await packArchive(folder, partial);
    const file = await freeName(source.backupDir, backupFileName(now));
    await rename(partial, file);
    const { size } = await stat(file);
    return { file, size, ms: Math.round(performance.now() - started), manifest };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** The name, or the name with -2, -3 … when a backup of the same second exists. */
async function freeName(dir: string, name: string): Promise<string> {
  for (let index = 1; ; index += 1) {
    const candidate = path.join(
      dir,
      index === 1 ? name : name.replace(".tar.gz", `-${index}.tar.gz`),
    );
    try {
      await stat(candidate);
    } catch {
      return candidate;
    }
  }
}
