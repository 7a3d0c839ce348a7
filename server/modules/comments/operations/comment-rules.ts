import type { CommentOptions } from "#generated/types.ts";
import { AppError, type MessageKey } from "../../../platform/http/app-error.ts";
import { translate } from "../../../platform/i18n.ts";

/** A 400 naming the field the rule is about, in the request's language (spec 8). */
export function fieldError(
  languageCode: string,
  path: string,
  key: MessageKey,
  vars?: Record<string, number>,
): AppError {
  const error = new AppError(400, key, [
    { path, key, message: translate(languageCode, key, vars) },
  ]);
  error.vars = vars;
  return error;
}

/**
 * The content rules of a comment (spec 3, spec 8): something to send (sendContentOrRating), a
 * rating within NumberOfStars, a rating with the text (RequireRatingForComment: rateToComment)
 * and text with the rating (RequireCommentForRating: commentToRate). Answers the trimmed text.
 */
export function checkContent(
  options: CommentOptions,
  input: { body: string; rating: number | null; languageCode: string },
): string {
  const body = input.body.trim();
  const { rating, languageCode } = input;
  if (!body && rating === null)
    throw fieldError(languageCode, "/body/body", "api.sendContentOrRating");
  if (rating !== null && rating > options.NumberOfStars)
    throw fieldError(languageCode, "/body/rating", "api.ratingOutOfRange", {
      stars: options.NumberOfStars,
    });
  if (options.RequireRatingForComment && body && rating === null)
    throw fieldError(languageCode, "/body/rating", "api.rateToComment");
  if (options.RequireCommentForRating && rating !== null && !body)
    throw fieldError(languageCode, "/body/body", "api.commentToRate");
  return body;
}
