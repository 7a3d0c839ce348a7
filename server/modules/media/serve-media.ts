import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { notFound } from "../../platform/http/app-error.ts";
import { folderDir, folderPattern } from "./storage.ts";

// Only the files the library writes itself, by a name it chose: never anything uploaded as is.
const filePattern = /^(original|thumbnail|portrait|large|fullhd)\.(jpg|jpeg|png|gif|webp|avif)$/;
const contentTypes: Record<string, string> = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
  webp: "image/webp",
  avif: "image/avif",
};

/**
 * Serves the media library's files at /media/<folder>/<file> with safe headers: the type from
 * the library's own file name, nosniff, and a sandboxing CSP, so no file can run as a page of
 * the site's origin even when opened directly.
 */
export async function serveMedia(app: FastifyInstance, mediaDir: string): Promise<void> {
  await app.register(async (scope) => {
    // After the site-wide security headers (registered earlier, run earlier): a media file
    // allows nothing but being an image.
    scope.addHook("onSend", async (_request, reply) => {
      if (reply.statusCode === 200)
        reply.header("Content-Security-Policy", "default-src 'none'; img-src 'self'; sandbox");
    });
    scope.get<{ Params: { folder: string; file: string } }>(
      "/media/:folder/:file",
      async (request, reply) => {
        const { folder, file } = request.params;
        const match = filePattern.exec(file);
        if (!folderPattern.test(folder) || !match) throw notFound();
        const filePath = path.join(folderDir(mediaDir, folder), file);
        const info = await stat(filePath).catch(() => undefined);
        if (!info?.isFile()) throw notFound();
        return reply
          .type(contentTypes[match[2] ?? ""] ?? "application/octet-stream")
          .header("Content-Length", info.size)
          .header("Content-Disposition", "inline")
          .header("Cross-Origin-Resource-Policy", "same-site")
          .header("Cache-Control", "public, max-age=3600")
          .header("Last-Modified", info.mtime.toUTCString())
          .send(createReadStream(filePath));
      },
    );
  });
}
