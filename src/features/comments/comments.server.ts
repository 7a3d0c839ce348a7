import { redirect, replace, type ActionFunctionArgs } from "react-router";
import type { CommentList, CommentOptions } from "#generated/types.ts";
import { readAction } from "#src/features/account/action-helpers.server.ts";
import { loginPath } from "#src/features/account/guards.server.ts";
import type { SiteRequest } from "#src/features/site/site-context.ts";
import { isSafeInternalPath } from "#src/features/site/site-options.ts";
import { dataOf } from "#src/lib/api-client.ts";
import { ApiError } from "#src/lib/api-error.ts";
import { languageFromPath, localisePath } from "#src/lib/languages.ts";
import { backWithNotice, type CommentNotice, commentNotices, noticeOf } from "./comment-paths.ts";

export type CommentTarget = { targetType: "post" | "product"; targetId: number };

/** What the comments section draws: the first page, the options, who is reading, the notice. */
export type CommentsData = {
  target: CommentTarget;
  list: CommentList;
  options: CommentOptions;
  isSignedIn: boolean;
  notice: CommentNotice | null;
};

/**
 * A target's comments for its page (issue 22): the published ones (anonymous pages are cached
 * whole, and dropped when a comment is published, decision 052) and a signed-in reader's own.
 */
export async function loadComments(
  site: SiteRequest,
  input: { target: CommentTarget; url: URL },
): Promise<CommentsData> {
  const session = await site.session();
  const headers = session ? { accesstoken: session.accessToken } : {};
  const [list, options] = await Promise.all([
    dataOf(
      site.api.POST("/api/v1/cms/comment/filter", {
        body: { ...input.target, page: pageOf(input.url) },
        headers,
      }),
    ),
    dataOf(site.api.POST("/api/v1/cms/comment/getOptions", { body: {} })),
  ]);
  return {
    target: input.target,
    list,
    options,
    isSignedIn: session !== undefined,
    notice: noticeOf(input.url.searchParams),
  };
}

/** The comments' page a URL asks for (`?commentsPage=`), 1 unless it names a sane one. */
const pageOf = (url: URL) =>
  Math.max(1, Math.min(100000, Math.trunc(Number(url.searchParams.get("commentsPage"))) || 1));

const text = (value: FormDataEntryValue | null) => (typeof value === "string" ? value : "");
const positiveInt = (value: FormDataEntryValue | null) => {
  const number = Number(value);
  return Number.isSafeInteger(number) && number >= 1 && number <= 2147483647 ? number : undefined;
};
const ratingOf = (value: FormDataEntryValue | null) => positiveInt(value) ?? null;

/** The spec 8 key of a refusal as a notice of ours. */
function noticeOfError(error: ApiError): CommentNotice {
  const name = (error.key ?? "").replace(/^api\./, "");
  return commentNotices.find((notice) => notice === name) ?? "somethingWentWrong";
}

type Call = { site: SiteRequest; form: FormData; accessToken: string | undefined };

/** The API call of one form: write, edit or delete a comment; answers the notice of success. */
async function send({ site, form, accessToken }: Call): Promise<CommentNotice> {
  const headers = accessToken ? { accesstoken: accessToken } : {};
  const intent = text(form.get("intent"));
  const id = positiveInt(form.get("id")) ?? 0;
  const body = text(form.get("body"));
  if (intent === "delete") {
    await dataOf(
      site.api.DELETE("/api/v1/cms/comment/{id}", { params: { path: { id } }, headers }),
    );
    return "deleted";
  }
  if (intent === "edit") {
    const edited = await dataOf(
      site.api.PUT("/api/v1/cms/comment/{id}", {
        params: { path: { id } },
        body: { body, rating: ratingOf(form.get("rating")) },
        headers,
      }),
    );
    return edited.status === "published" ? "edited" : "editedPending";
  }
  const rating = ratingOf(form.get("rating"));
  const authorName = text(form.get("authorName")).trim();
  const created = await dataOf(
    site.api.POST("/api/v1/cms/comment/create", {
      body: {
        targetType: text(form.get("targetType")) === "product" ? "product" : "post",
        targetId: positiveInt(form.get("targetId")) ?? 0,
        ...(body.trim() ? { body } : {}),
        ...(rating !== null ? { rating } : {}),
        ...(authorName && !accessToken ? { authorName } : {}),
      },
      headers,
    }),
  );
  return created.status === "published" ? "sent" : "pending";
}

/**
 * The comment forms (issue 22; they work without JavaScript): write, edit or delete, then back to
 * the page they were sent from (a safe internal path, spec 5) at its comments, with the outcome
 * or the API's spec 8 refusal in the URL. A visitor whom the rules refuse goes to the login page.
 */
export async function commentsAction(args: ActionFunctionArgs) {
  const { form, site } = await readAction(args);
  const asked = text(form.get("back"));
  const isSafe = isSafeInternalPath(asked);
  const language = isSafe ? languageFromPath(asked) : site.language;
  const back = isSafe ? asked : localisePath("/", language);
  const session = await site.session();
  let notice: CommentNotice;
  try {
    notice = await send({ site, form, accessToken: session?.accessToken });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    notice = noticeOfError(error);
    if (!session && (notice === "loggedUsersOnly" || error.status === 401)) {
      const query = new URLSearchParams({ redirectTo: back }).toString();
      return redirect(`${loginPath({ language })}?${query}`);
    }
  }
  return replace(backWithNotice(back, notice));
}

/** A GET of the form's address changes nothing: it just goes home. */
export function commentsLoader() {
  return redirect("/");
}
