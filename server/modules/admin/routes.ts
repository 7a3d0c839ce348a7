import type { FastifyInstance } from "fastify";
import type { CacheInfo } from "#generated/types.ts";
import type { Cache } from "../../platform/cache.ts";
import { AppError, notFound } from "../../platform/http/app-error.ts";
import { registerOperation } from "../../platform/http/register-operation.ts";
import type { Services } from "../../platform/services.ts";

/** The cache's admin side; only the shared Redis cache has one (spec 2: /admin/cache). */
function adminCache(cache: Cache) {
  const { inventory, clearKind } = cache;
  if (!inventory || !clearKind) throw new AppError(404, "api.cacheUnavailable");
  return { inventory, clearKind };
}

/** Admin area: the caches (spec 2 "Available caches", shown only when Redis is configured). */
export function adminRoutes(app: FastifyInstance, services: Services): void {
  registerOperation(app, services, "listCaches", (): Promise<CacheInfo[]> =>
    adminCache(services.cache).inventory(),
  );

  registerOperation(app, services, "clearCache", async ({ params }) => {
    const cache = adminCache(services.cache);
    if (params.name === "all") {
      await services.cache.clear();
      return cache.inventory();
    }
    const kinds = await cache.inventory();
    if (!kinds.some((kind) => kind.name === params.name)) throw notFound();
    await cache.clearKind(params.name);
    return cache.inventory();
  });
}
