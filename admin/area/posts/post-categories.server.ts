import type { ApiHeaders } from "#common/operations.ts";
import { interpolate } from "#common/validation-messages.ts";
import type { PostTerm } from "#generated/types.ts";
import type { SiteRequest } from "#src/features/site/site-context.ts";
import { dataOf } from "#src/lib/api-client.ts";
import type { Call } from "../catalogue/catalogue.server.ts";
import type { AdminTexts } from "../texts.ts";
import type { PostTexts } from "./post-texts.ts";
import { formField, formOutcome } from "../form-outcome.server.ts";

export type PostCategoriesData = {
  terms: PostTerm[];
  /** The term the form edits (`?edit=<id>`), else null: the form adds one. */
  editing: PostTerm | null;
};

/** /admin/post-categories (issue 22): every post category and tag of the content language. */
export async function postCategoriesData(call: Call, url: URL): Promise<PostCategoriesData> {
  const { categories } = await dataOf(
    call.site.api.POST("/api/v1/cms/term/filter", {
      body: { termTypeTitles: ["postCategory", "postTag"], noPaginate: true },
      headers: call.headers,
    }),
  );
  const editId = Number(url.searchParams.get("edit"));
  return { terms: categories, editing: categories.find((term) => term.id === editId) ?? null };
}

type Save = { site: SiteRequest; headers: ApiHeaders; texts: AdminTexts; postTexts: PostTexts };

const typeOf = (form: FormData): PostTerm["type"] =>
  formField(form, "type") === "postTag" ? "postTag" : "postCategory";

/** Adds or replaces a category or tag of the content language; the API validates every value. */
export function savePostTermForm(call: Save, form: FormData) {
  return formOutcome(call.texts, async () => {
    const slug = formField(form, "slug");
    const parentSlug = formField(form, "parentSlug");
    const saved = await dataOf(
      call.site.api.PUT("/api/v1/admin/posts/terms", {
        body: {
          type: typeOf(form),
          slugMain: formField(form, "slugMain") || slug,
          slug,
          title: formField(form, "title"),
          parentSlug: parentSlug || null,
        },
        headers: call.headers,
      }),
    );
    return interpolate(call.postTexts.saved, { title: saved.title });
  });
}

/** Deletes a category or tag in every language. */
export function deletePostTermForm(call: Save, form: FormData) {
  return formOutcome(call.texts, async () => {
    await dataOf(
      call.site.api.DELETE("/api/v1/admin/posts/terms/{type}/{slugMain}", {
        params: { path: { type: typeOf(form), slugMain: formField(form, "slugMain") } },
        headers: call.headers,
      }),
    );
    return interpolate(call.postTexts.deleted, { title: formField(form, "title") });
  });
}
