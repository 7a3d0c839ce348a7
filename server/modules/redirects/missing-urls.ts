import { and, count, desc, eq, sql } from "drizzle-orm";
import type { MissingUrlList } from "#generated/types.ts";
import type { FastifyRequest } from "fastify";
import type { Db } from "../../db/client.ts";
import { siteForHost } from "../../platform/http/request-context.ts";
import type { Services } from "../../platform/services.ts";
import { missingUrls, redirects } from "../../db/schema-redirects.ts";
import { likeOf } from "./redirect-admin.ts";
import { normalisePath } from "./normalise-path.ts";

/** The paths a site keeps (issue 22): past it the least recently seen go. */
export const maxMissingUrls = 10_000;

/**
 * Counts a path that answered 404 (spec 7 redirect addFailedRequest): one upsert, so two misses
 * at once count twice and never race. New rows now and then trim the site's list to
 * maxMissingUrls, least recently seen first; a path that does not normalise (too long, no site path) is not counted.
 */
export async function recordMissing(
  db: Db,
  input: { siteId: string; path: string },
): Promise<boolean> {
  const path = normalisePath(input.path);
  if (!path) return false;
  const [row] = await db
    .insert(missingUrls)
    .values({ siteId: input.siteId, path })
    .onConflictDoUpdate({
      target: [missingUrls.siteId, missingUrls.path],
      set: { hits: sql`${missingUrls.hits} + 1`, lastSeenAt: sql`now()` },
    })
    .returning({ isNew: sql<boolean>`xmax = 0` });
  // trimming reads maxMissingUrls index entries: done for about one new path in 64, so a flood of
  // made-up URLs costs an upsert each, and the list passes its bound by a few dozen at most
  if (row?.isNew && Math.random() < 1 / 64) {
    await db.execute(sql`delete from ${missingUrls}
      where ${missingUrls.siteId} = ${input.siteId} and ${missingUrls.lastSeenAt} <= (
        select ${missingUrls.lastSeenAt} from ${missingUrls}
        where ${missingUrls.siteId} = ${input.siteId}
        order by ${missingUrls.lastSeenAt} desc offset ${maxMissingUrls} limit 1)`);
  }
  return true;
}

/** A page of the missing paths, most asked for first, each with the redirect that covers it. */
export async function listMissingUrls(
  db: Db,
  input: { siteId: string; search?: string | undefined },
  { page, perPage }: { page: number; perPage: number },
): Promise<MissingUrlList> {
  const search = input.search?.trim();
  const where = and(
    eq(missingUrls.siteId, input.siteId),
    search ? sql`lower(${missingUrls.path}) like ${likeOf(search)}` : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        path: missingUrls.path,
        hits: missingUrls.hits,
        firstSeenAt: missingUrls.firstSeenAt,
        lastSeenAt: missingUrls.lastSeenAt,
        redirectId: redirects.id,
      })
      .from(missingUrls)
      .leftJoin(
        redirects,
        and(eq(redirects.siteId, missingUrls.siteId), eq(redirects.fromPath, missingUrls.path)),
      )
      .where(where)
      .orderBy(desc(missingUrls.hits), desc(missingUrls.lastSeenAt), missingUrls.path)
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ value: count() }).from(missingUrls).where(where),
  ]);
  return {
    records: rows.map((row) => ({
      path: row.path,
      hits: row.hits,
      firstSeenAt: row.firstSeenAt.toISOString(),
      lastSeenAt: row.lastSeenAt.toISOString(),
      redirectId: row.redirectId ?? null,
    })),
    total: Number(total?.value ?? 0),
    page,
    perPage,
  };
}

/**
 * Counts a page that answered 404 once its answer went out (ssr.ts): the site's own pages are
 * recorded as a headless site's addFailedRequest would; a failure is logged, never answered.
 */
export function recordMissingPage(services: Services, request: FastifyRequest): void {
  setImmediate(() => {
    siteForHost(services, request.headers.host)
      .then((site) => recordMissing(services.db, { siteId: site.id, path: request.url }))
      .catch((error: unknown) => services.log.warn({ err: error }, "missing URL not recorded"));
  });
}
