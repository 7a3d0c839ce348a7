import fastifyMultipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import { registerOperation } from "../../platform/http/register-operation.ts";
import type { Services } from "../../platform/services.ts";
import { deleteMedia, filterMedia, updateMedia } from "./operations/library.ts";
import { mediaPictures } from "./operations/pictures.ts";
import { addMedia, replaceMedia } from "./operations/store-uploads.ts";
import { mediaRow, toMediaItem } from "./operations/to-media-item.ts";
import { maxFiles, multipartLimits, readUploads } from "./read-uploads.ts";
import { serveMedia } from "./serve-media.ts";

/** Media library (spec 2, 3, 9): uploads, the library's calls, and its files under /media/. */
export async function mediaRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { db } = services;
  // Multipart only where files are taken; the pipeline checks the back-office user before a
  // single byte of a file is read (readUploads runs inside the handler).
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: multipartLimits });

    registerOperation(scope, services, "uploadMedia", async ({ request, context }) =>
      addMedia(services, {
        siteId: context.site.id,
        uploads: await readUploads(request, { most: maxFiles }),
      }),
    );

    registerOperation(scope, services, "replaceMedia", async ({ request, context, params }) => {
      const row = await mediaRow(db, context.site.id, params.id);
      const [upload] = await readUploads(request, { most: 1 });
      if (!upload) throw new Error("readUploads answered no file");
      return replaceMedia(services, { siteId: context.site.id, id: row.id, upload });
    });
  });

  registerOperation(app, services, "filterMedia", ({ query, context }) =>
    filterMedia(services, {
      siteId: context.site.id,
      ...(query.search ? { search: query.search } : {}),
      page: query.page ?? 1,
      limit: query.limit ?? 24,
    }),
  );

  registerOperation(app, services, "getMedia", async ({ params, context }) =>
    toMediaItem(await mediaRow(db, context.site.id, params.id)),
  );

  registerOperation(app, services, "updateMedia", ({ params, body, context }) =>
    updateMedia(services, { siteId: context.site.id, id: params.id, body }),
  );

  registerOperation(app, services, "deleteMedia", ({ params, context }) =>
    deleteMedia(services, {
      siteId: context.site.id,
      id: params.id,
      defaultLanguage: context.site.defaultLanguage,
    }),
  );

  registerOperation(app, services, "getMediaPictures", ({ body, context }) =>
    mediaPictures(db, { siteId: context.site.id, paths: body.paths }),
  );

  await serveMedia(app, services.config.mediaDir);
}
