import { and, count, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import type { MediaItem, MediaList, MediaUpdateRequest } from "#generated/types.ts";
import { mediaItems } from "../../../db/schema-builder.ts";
import { AppError } from "../../../platform/http/app-error.ts";
import type { Services } from "../../../platform/services.ts";
import { removeFolder } from "../storage.ts";
import { mediaRow, toMediaItem } from "./to-media-item.ts";
import { contentUsage } from "./usage.ts";

function searchOf(search: string | undefined): SQL | undefined {
  const text = search?.trim();
  if (!text) return undefined;
  const pattern = `%${text.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
  return or(
    ilike(mediaItems.title, pattern),
    ilike(mediaItems.description, pattern),
    ilike(mediaItems.caption, pattern),
    ilike(mediaItems.originalName, pattern),
  );
}

/** A page of a site's media library, newest first, searched in its texts and file names. */
export async function filterMedia(
  services: Services,
  input: { siteId: string; search?: string; page: number; limit: number },
): Promise<MediaList> {
  const where = and(eq(mediaItems.siteId, input.siteId), searchOf(input.search));
  const [total] = await services.db.select({ value: count() }).from(mediaItems).where(where);
  const rows = await services.db
    .select()
    .from(mediaItems)
    .where(where)
    .orderBy(desc(mediaItems.id))
    .limit(input.limit)
    .offset((input.page - 1) * input.limit);
  const totalRecords = Number(total?.value ?? 0);
  return {
    records: rows.map(toMediaItem),
    totalRecords,
    totalPages: Math.ceil(totalRecords / input.limit),
  };
}

/** Changes the texts of a media item (edit media modal). */
export async function updateMedia(
  services: Services,
  input: { siteId: string; id: number; body: MediaUpdateRequest },
): Promise<MediaItem> {
  const row = await mediaRow(services.db, input.siteId, input.id);
  const [updated] = await services.db
    .update(mediaItems)
    .set({ ...input.body, updatedAt: new Date() })
    .where(eq(mediaItems.id, row.id))
    .returning();
  return toMediaItem(updated ?? row);
}

/**
 * Deletes a media item and its files; refused (409 with every place it is used) while a draft,
 * a published page or section, or a master shows it.
 */
export async function deleteMedia(
  services: Services,
  input: { siteId: string; id: number; defaultLanguage: string },
): Promise<MediaItem> {
  const row = await mediaRow(services.db, input.siteId, input.id);
  const usage = await contentUsage(services.db, {
    siteId: input.siteId,
    needle: `/media/${row.folder}/`,
    defaultLanguage: input.defaultLanguage,
  });
  if (usage.length > 0) throw new AppError(409, "api.inUse", undefined, { usage });
  await services.db.delete(mediaItems).where(eq(mediaItems.id, row.id));
  await removeFolder(services.config.mediaDir, row.folder, { isStaged: false });
  return toMediaItem(row);
}
