import type { ApiHeaders } from "#common/operations.ts";
import { interpolate } from "#common/validation-messages.ts";
import type { CommentAdminList } from "#generated/types.ts";
import type { SiteRequest } from "#src/features/site/site-context.ts";
import { dataOf } from "#src/lib/api-client.ts";
import type { Call } from "../catalogue/catalogue.server.ts";
import { formField, formOutcome } from "../form-outcome.server.ts";
import type { AdminTexts } from "../texts.ts";
import type { CommentTexts } from "./comment-texts.ts";

/** The page size of the moderation list. */
export const commentsPerPage = 20;

const statuses = ["pending", "published", "rejected"] as const;
type Status = (typeof statuses)[number];

export type CommentsScreenData = { status: Status | null; comments: CommentAdminList };

const pageOf = (url: URL) =>
  Math.max(1, Math.min(100000, Math.trunc(Number(url.searchParams.get("page"))) || 1));

/** /admin/comments (issue 22): a page of the site's comments, pending first, or of one status. */
export async function commentsScreenData(call: Call, url: URL): Promise<CommentsScreenData> {
  const status = statuses.find((each) => each === url.searchParams.get("status")) ?? null;
  const comments = await dataOf(
    call.site.api.GET("/api/v1/admin/comments", {
      params: {
        query: { ...(status ? { status } : {}), page: pageOf(url), perPage: commentsPerPage },
      },
      headers: call.headers,
    }),
  );
  return { status, comments };
}

type Moderate = {
  site: SiteRequest;
  headers: ApiHeaders;
  texts: AdminTexts;
  commentTexts: CommentTexts;
};

/** Approves, rejects or deletes a comment (the form's intent); the API checks every value. */
export function moderateCommentForm(call: Moderate, form: FormData, intent: string) {
  const { site, headers, commentTexts } = call;
  return formOutcome(call.texts, async () => {
    const id = Number(formField(form, "id")) || 0;
    const author = formField(form, "author");
    if (intent === "deleteComment") {
      await dataOf(
        site.api.DELETE("/api/v1/admin/comments/{id}", { params: { path: { id } }, headers }),
      );
      return commentTexts.deleted;
    }
    const status = intent === "approveComment" ? "published" : "rejected";
    await dataOf(
      site.api.PUT("/api/v1/admin/comments/{id}/status", {
        params: { path: { id } },
        body: { status },
        headers,
      }),
    );
    return interpolate(status === "published" ? commentTexts.approved : commentTexts.rejected, {
      author,
    });
  });
}

/** The intents of the screen's forms. */
export const commentIntents = ["approveComment", "rejectComment", "deleteComment"] as const;
