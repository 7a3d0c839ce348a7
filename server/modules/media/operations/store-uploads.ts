import { createHash } from "node:crypto";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { MediaItem } from "#generated/types.ts";
import { mediaItems } from "../../../db/schema-builder.ts";
import { cacheTags } from "../../../platform/cache-keys.ts";
import type { Services } from "../../../platform/services.ts";
import { type CheckedImage, writeImage } from "../process-image.ts";
import { commitFolder, newFolder, removeFolder, stagingDir } from "../storage.ts";
import { mediaRow, toMediaItem } from "./to-media-item.ts";

type Upload = { image: CheckedImage; name: string };

/** A file name as the library keeps it: no folders, no control characters, at most 255. */
function cleanName(name: string): string {
  const base = [...path.basename(name.replaceAll("\\", "/"))]
    .filter((character) => character >= " " && character !== "\u007f")
    .join("");
  return base.slice(0, 255) || "slika";
}

const titleOf = (name: string): string => name.replace(/\.[A-Za-z0-9]{1,5}$/, "").slice(0, 200);

type Written = Awaited<ReturnType<typeof writeImage>>;

/** Writes every upload into its own staged folder; on any failure removes them all. */
async function stage(
  mediaDir: string,
  uploads: Upload[],
): Promise<{ folder: string; upload: Upload; written: Written }[]> {
  const folders: string[] = [];
  try {
    const staged = [];
    for (const upload of uploads) {
      const folder = newFolder();
      folders.push(folder);
      const written = await writeImage(upload.image, { dir: stagingDir(mediaDir, folder), folder });
      staged.push({ folder, upload, written });
    }
    return staged;
  } catch (error) {
    await Promise.all(folders.map((folder) => removeFolder(mediaDir, folder, { isStaged: true })));
    throw error;
  }
}

const rowValues = (upload: Upload, folder: string, written: Written) => ({
  mime: upload.image.type.mime,
  extension: upload.image.type.extension,
  hash: createHash("sha256").update(upload.image.bytes).digest("hex"),
  folder,
  size: upload.image.bytes.length,
  width: written.width,
  height: written.height,
  originalName: cleanName(upload.name),
  alternativePaths: written.alternativePaths,
});

/**
 * Adds checked uploads to the library, all or nothing: every file is processed into a staged
 * folder first; only when all succeeded are the folders moved into place and the rows written
 * in one transaction (a failure there removes the folders again).
 */
export async function addMedia(
  services: Services,
  input: { siteId: string; uploads: Upload[] },
): Promise<MediaItem[]> {
  const { mediaDir } = services.config;
  const staged = await stage(mediaDir, input.uploads);
  for (const { folder } of staged) await commitFolder(mediaDir, folder);
  try {
    const rows = await services.db.transaction((tx) =>
      tx
        .insert(mediaItems)
        .values(
          staged.map(({ folder, upload, written }) => ({
            ...rowValues(upload, folder, written),
            siteId: input.siteId,
            title: titleOf(cleanName(upload.name)),
          })),
        )
        .returning(),
    );
    return rows.map(toMediaItem);
  } catch (error) {
    await Promise.all(
      staged.map(({ folder }) => removeFolder(mediaDir, folder, { isStaged: false })),
    );
    throw error;
  }
}

/**
 * Replaces the file of a media item, keeping its id, texts and folder: pages that show it show
 * the new picture (a new format changes the extension of its original and fallback paths).
 */
export async function replaceMedia(
  services: Services,
  input: { siteId: string; id: number; upload: Upload },
): Promise<MediaItem> {
  const { mediaDir } = services.config;
  const row = await mediaRow(services.db, input.siteId, input.id);
  const written = await writeImage(input.upload.image, {
    dir: stagingDir(mediaDir, row.folder),
    folder: row.folder,
  }).catch(async (error: unknown) => {
    await removeFolder(mediaDir, row.folder, { isStaged: true });
    throw error;
  });
  await commitFolder(mediaDir, row.folder);
  const [updated] = await services.db
    .update(mediaItems)
    .set({ ...rowValues(input.upload, row.folder, written), updatedAt: new Date() })
    .where(eq(mediaItems.id, row.id))
    .returning();
  // pages showing it carry its sizes and formats (<picture>): cached ones must be drawn again
  await services.changes.publish({ tags: [cacheTags.pageResponses(input.siteId)] });
  return toMediaItem(updated ?? row);
}
