import { and, eq } from "drizzle-orm";
import type { PostTerm, PostTermSaveRequest } from "#generated/types.ts";
import { terms } from "../../../db/schema.ts";
import { invalidateContent } from "../../../platform/cache-keys.ts";
import { AppError, notFound } from "../../../platform/http/app-error.ts";
import type { Services } from "../../../platform/services.ts";
import { pageSearchColumns } from "../../cms/operations/search/page-search-text.ts";
import { blogTermWhere, termColumns, toPostTerms } from "./post-rows.ts";
import { assertBlogSlugFree } from "./save-post.ts";

type Scope = { siteId: string; languageCode: string };

/**
 * Creates or replaces a post category or tag of one language by its slugMain (issue 22); a
 * parentSlug names a category of the same language (not itself) as its parent.
 */
export async function savePostTerm(
  services: Services,
  scope: Scope,
  body: PostTermSaveRequest,
): Promise<PostTerm> {
  const ofType = (slugMain: string) => blogTermWhere({ ...scope, type: body.type, slugMain });
  const id = await services.db.transaction(async (tx) => {
    await assertBlogSlugFree(tx, { ...scope, ...body });
    let parentId: number | null = null;
    if (body.type === "postCategory" && body.parentSlug) {
      const [parent] = await tx
        .select({ id: terms.id, slugMain: terms.slugMain })
        .from(terms)
        .where(
          and(
            eq(terms.siteId, scope.siteId),
            eq(terms.languageCode, scope.languageCode),
            eq(terms.type, "postCategory"),
            eq(terms.slug, body.parentSlug),
          ),
        )
        .limit(1);
      if (!parent || parent.slugMain === body.slugMain)
        throw new AppError(400, "api.unknownPostTerm");
      parentId = parent.id;
    }
    const document = { version: 2, settings: {}, elements: [] };
    const values = {
      ...scope,
      type: body.type,
      slug: body.slug,
      slugMain: body.slugMain,
      title: body.title,
      document,
      parentId,
      updatedAt: new Date(),
      // every term row has its search columns (page-search-text.ts indexes the ones without)
      ...pageSearchColumns({
        title: body.title,
        description: "",
        document,
        languageCode: scope.languageCode,
      }),
    };
    const [existing] = await tx.select({ id: terms.id }).from(terms).where(ofType(body.slugMain));
    const [saved] = existing
      ? await tx
          .update(terms)
          .set(values)
          .where(eq(terms.id, existing.id))
          .returning({ id: terms.id })
      : await tx.insert(terms).values(values).returning({ id: terms.id });
    return saved?.id;
  });
  if (id === undefined) throw notFound();
  await invalidateContent(services.changes, { siteId: scope.siteId, kinds: ["page"] });
  const rows = await services.db.select(termColumns).from(terms).where(eq(terms.id, id));
  const [term] = await toPostTerms(services.db, scope.siteId, rows);
  if (!term) throw notFound();
  return term;
}

/** Deletes a post category or tag in every language; subcategories keep no parent. */
export async function deletePostTerm(
  services: Services,
  input: { siteId: string; type: PostTerm["type"]; slugMain: string },
): Promise<{ accepted: true }> {
  const deleted = await services.db.transaction(async (tx) => {
    const rows = await tx.delete(terms).where(blogTermWhere(input)).returning({ id: terms.id });
    for (const row of rows)
      await tx.update(terms).set({ parentId: null }).where(eq(terms.parentId, row.id));
    return rows.length;
  });
  if (deleted === 0) throw notFound();
  await invalidateContent(services.changes, { siteId: input.siteId, kinds: ["page"] });
  return { accepted: true };
}
