import type { MediaPicture } from "#generated/types.ts";
import type { ApiClient } from "#src/lib/api-client.ts";
import { collectMediaPaths } from "./media-pictures.ts";
import { dataOf } from "#src/lib/api-client.ts";

// schemas/requests/media-pictures.schema.json: at most 200 paths a call
const mostPaths = 200;

/**
 * The media library uploads in a page's content (its elements and their resolved data, where
 * master subtrees arrive), read in one call so <Picture> draws them as <picture> on the server.
 * A failing call leaves them plain <img> instead of failing the page.
 */
export async function resolveMediaPictures({
  content,
  api,
}: {
  content: unknown;
  api: ApiClient;
}): Promise<Record<string, MediaPicture>> {
  const paths = [...collectMediaPaths(content)].slice(0, mostPaths);
  if (paths.length === 0) return {};
  try {
    return await dataOf(api.POST("/api/v1/media/pictures", { body: { paths } }));
  } catch (error) {
    console.error("media pictures of the page could not be read", error);
    return {};
  }
}
