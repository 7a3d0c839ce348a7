import { and, eq } from "drizzle-orm";
import type { MediaItem } from "#generated/types.ts";
import validateMediaItem from "#generated/validators/entities/media-item.js";
import type { Db } from "../../../db/client.ts";
import { mediaItems } from "../../../db/schema-builder.ts";
import { notFound } from "../../../platform/http/app-error.ts";
import { StoredDocumentError } from "../../cms/documents/load-document.ts";

export type MediaRow = typeof mediaItems.$inferSelect;

/** A stored media item as the MediaItem schema says (spec 3); a broken row is a StoredDocumentError. */
export function toMediaItem(row: MediaRow): MediaItem {
  const path = `/media/${row.folder}/original.${row.extension}`;
  const item: unknown = {
    id: row.id,
    title: row.title,
    description: row.description,
    caption: row.caption,
    mime: row.mime,
    media_type: "image",
    access: "public",
    hash: row.hash,
    path,
    media_url: path,
    usePublicPath: true,
    extension: row.extension,
    size: row.size,
    width: row.width,
    height: row.height,
    originalName: row.originalName,
    alternativePaths: row.alternativePaths,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
  if (!validateMediaItem(item)) {
    const first = validateMediaItem.errors?.[0];
    throw new StoredDocumentError(
      `media item ${row.id}`,
      `${first?.instancePath} ${first?.message}`,
    );
  }
  return item;
}

/** One media item row of a site, or a 404. */
export async function mediaRow(db: Db, siteId: string, id: number): Promise<MediaRow> {
  const [row] = await db
    .select()
    .from(mediaItems)
    .where(and(eq(mediaItems.siteId, siteId), eq(mediaItems.id, id)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}
