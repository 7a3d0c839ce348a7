import { and, eq, inArray } from "drizzle-orm";
import type { MediaPicture } from "#generated/types.ts";
import type { Db } from "../../../db/client.ts";
import { mediaItems } from "../../../db/schema-builder.ts";

// An item's original as toMediaItem names it (the path the media picker puts into an element)
const originalPath = /^\/media\/([0-9a-f]{32})\/original\.(?:jpg|png|gif|webp|avif)$/;

/**
 * The pictures of a site's media items at `paths` (their originals), keyed by the path asked
 * for: the intrinsic size and the spec 3 sizes written of each, smallest first. Other paths
 * (another site's, a deleted item's, no original) are left out; one query for the whole page.
 */
export async function mediaPictures(
  db: Db,
  input: { siteId: string; paths: readonly string[] },
): Promise<Record<string, MediaPicture>> {
  const pathsByFolder = new Map<string, string[]>();
  for (const path of new Set(input.paths)) {
    const folder = originalPath.exec(path)?.[1];
    if (folder) pathsByFolder.set(folder, [...(pathsByFolder.get(folder) ?? []), path]);
  }
  if (pathsByFolder.size === 0) return {};
  const rows = await db
    .select({
      folder: mediaItems.folder,
      width: mediaItems.width,
      height: mediaItems.height,
      alternativePaths: mediaItems.alternativePaths,
    })
    .from(mediaItems)
    .where(
      and(
        eq(mediaItems.siteId, input.siteId),
        inArray(mediaItems.folder, [...pathsByFolder.keys()]),
      ),
    );
  const pictures: Record<string, MediaPicture> = {};
  for (const row of rows) {
    const picture: MediaPicture = {
      width: row.width,
      height: row.height,
      variants: Object.values(row.alternativePaths).sort((a, b) => a.width - b.width),
    };
    for (const path of pathsByFolder.get(row.folder) ?? []) pictures[path] = picture;
  }
  return pictures;
}
