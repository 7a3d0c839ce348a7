import { createContext } from "react";
import type { MediaPicture } from "#generated/types.ts";

/**
 * The media library uploads a page shows, by their src (the page loader reads them on the
 * server, POST /api/v1/media/pictures): <Picture> draws these as <picture>.
 */
export const MediaPicturesContext = createContext<Readonly<Record<string, MediaPicture>>>({});

const mediaPath = /^\/media\/[A-Za-z0-9/._-]+$/;

/** Every media library path in a page's content (any prop, any depth, master subtrees too). */
export function collectMediaPaths(content: unknown, found = new Set<string>()): Set<string> {
  if (typeof content === "string") {
    if (mediaPath.test(content) && content.length <= 500) found.add(content);
  } else if (Array.isArray(content)) {
    for (const each of content) collectMediaPaths(each, found);
  } else if (content && typeof content === "object") {
    for (const each of Object.values(content)) collectMediaPaths(each, found);
  }
  return found;
}
