import { and, count, desc, eq, sql, type SQL } from "drizzle-orm";
import type { OperationBody } from "#common/operations.ts";
import type { Redirect, RedirectList } from "#generated/types.ts";
import { redirects } from "../../db/schema-redirects.ts";
import { cacheTags } from "../../platform/cache-keys.ts";
import { AppError, notFound } from "../../platform/http/app-error.ts";
import type { Services } from "../../platform/services.ts";
import { isUniqueViolation } from "../../platform/unique-violation.ts";
import { normalisePath } from "./normalise-path.ts";

type Row = typeof redirects.$inferSelect;
type Save = OperationBody<"createRedirect">;
type Page = { page: number; perPage: number };

export const toRedirect = (row: Row): Redirect => ({
  id: row.id,
  from: row.fromPath,
  to: row.toTarget,
  status: row.status === 302 ? 302 : 301,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

// A part of the text, case aside; LIKE's own characters in it are taken literally.
export const likeOf = (text: string): string =>
  `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** A redirect's columns from what the back office sent, in the spelling requests are looked up by. */
function columnsOf(body: Save): { fromPath: string; toTarget: string; status: number } {
  const fromPath = normalisePath(body.from);
  // the schema allows 512 characters; their percent-encoding may be longer
  if (!fromPath) throw new AppError(400, "validation.maxLength");
  const isPath = body.to.startsWith("/");
  if (isPath && normalisePath(body.to) === fromPath) throw new AppError(400, "api.redirectLoop");
  return { fromPath, toTarget: body.to, status: body.status ?? 301 };
}

/** Every instance drops its redirect table and reads it again (change events, decision 033). */
const announce = (services: Services, siteId: string) =>
  services.changes.publish({ tags: [cacheTags.redirects(siteId)] });

async function saved(services: Services, siteId: string, write: () => Promise<Row[]>) {
  let rows: Row[];
  try {
    rows = await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, "api.redirectExists");
    throw error;
  }
  const [row] = rows;
  if (!row) throw notFound();
  await announce(services, siteId);
  return toRedirect(row);
}

/** Adds a redirect (409 when its from path has one). */
export function createRedirect(services: Services, input: { siteId: string; body: Save }) {
  const columns = columnsOf(input.body);
  return saved(services, input.siteId, () =>
    services.db
      .insert(redirects)
      .values({ siteId: input.siteId, ...columns })
      .returning(),
  );
}

/** Replaces a redirect's values (404 when the site has no such redirect). */
export function updateRedirect(
  services: Services,
  input: { siteId: string; id: number; body: Save },
) {
  const columns = columnsOf(input.body);
  return saved(services, input.siteId, () =>
    services.db
      .update(redirects)
      .set({ ...columns, updatedAt: sql`now()` })
      .where(and(eq(redirects.siteId, input.siteId), eq(redirects.id, input.id)))
      .returning(),
  );
}

/** Deletes a redirect, answering it as it was. */
export function deleteRedirect(services: Services, input: { siteId: string; id: number }) {
  return saved(services, input.siteId, () =>
    services.db
      .delete(redirects)
      .where(and(eq(redirects.siteId, input.siteId), eq(redirects.id, input.id)))
      .returning(),
  );
}

/** A page of the site's redirects, newest first, by a part of their from path or target. */
export async function listRedirects(
  services: Services,
  input: { siteId: string; search?: string | undefined },
  { page, perPage }: Page,
): Promise<RedirectList> {
  const search = input.search?.trim();
  const where: SQL | undefined = and(
    eq(redirects.siteId, input.siteId),
    search
      ? sql`(lower(${redirects.fromPath}) like ${likeOf(search)} or lower(${redirects.toTarget}) like ${likeOf(search)})`
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    services.db
      .select()
      .from(redirects)
      .where(where)
      .orderBy(desc(redirects.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    services.db.select({ value: count() }).from(redirects).where(where),
  ]);
  return { records: rows.map(toRedirect), total: Number(total?.value ?? 0), page, perPage };
}
