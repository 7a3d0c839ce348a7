/** Where the comment forms post (a resource route outside the language layouts, as the heart's). */
export const commentsActionPath = "/comments/send";

/** The query parameter that tells the page how its last comment form went. */
export const noticeParam = "comment";

/** What a sent form can come back with: its outcome, or a spec 8 message of the API. */
export const commentNotices = [
  "sent",
  "pending",
  "edited",
  "editedPending",
  "deleted",
  "commentEditNotAllowed",
  "oneUserOneComment",
  "alreadyPostedComment",
  "loggedUsersOnly",
  "sendContentOrRating",
  "rateToComment",
  "commentToRate",
  "commentsClosed",
  "ratingOutOfRange",
  "tooManyRequests",
  "somethingWentWrong",
] as const;
export type CommentNotice = (typeof commentNotices)[number];

const successes: readonly CommentNotice[] = [
  "sent",
  "pending",
  "edited",
  "editedPending",
  "deleted",
];

/** Whether a notice tells of a success (shown as a status) rather than a refusal (an alert). */
export const isSuccess = (notice: CommentNotice): boolean => successes.includes(notice);

/** The notice a page's URL carries, if it is one of ours. */
export function noticeOf(search: URLSearchParams): CommentNotice | null {
  const value = search.get(noticeParam);
  return commentNotices.find((notice) => notice === value) ?? null;
}

/** The page to come back to with the notice (the comments section's anchor). */
export function backWithNotice(back: string, notice: CommentNotice): string {
  const [path = "/", query = ""] = back.split("#")[0]!.split("?");
  const search = new URLSearchParams(query);
  search.set(noticeParam, notice);
  return `${path}?${search.toString()}#comments`;
}
