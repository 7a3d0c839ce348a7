import { and, eq } from "drizzle-orm";
import type { CreatePostRequest } from "#generated/types.ts";
import type { Db } from "../../../db/client.ts";
import { terms } from "../../../db/schema.ts";
import { AppError } from "../../../platform/http/app-error.ts";
import { assertSlugFree } from "../documents/check-draft.ts";
import type { DocumentState } from "../documents/state.ts";
import { insertDraft } from "./pages.ts";

/**
 * 'Nova objava' (issue 22, decision 053): a post in one language as an unpublished builder draft
 * with an empty body, its slug also its slugMain. Visitors see nothing of it until it is
 * published (there is no terms row until then).
 */
export async function createPost(
  db: Db,
  input: { siteId: string; languageCode: string; userId: number; body: CreatePostRequest },
): Promise<DocumentState> {
  const { slug, title, post } = input.body;
  const [existing] = await db
    .select({ id: terms.id })
    .from(terms)
    .where(and(eq(terms.siteId, input.siteId), eq(terms.type, "post"), eq(terms.slugMain, slug)))
    .limit(1);
  if (existing) throw new AppError(409, "api.slugTaken");
  await assertSlugFree(db, { ...input, slug, slugMain: slug, kind: "post" });
  return insertDraft(db, {
    ref: { siteId: input.siteId, kind: "post", key: slug },
    languageCode: input.languageCode,
    userId: input.userId,
    document: { version: 2, settings: {}, elements: [] },
    meta: { title, slug, ...(post ? { post } : {}) },
  });
}
