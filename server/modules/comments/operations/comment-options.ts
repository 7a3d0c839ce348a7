import { parseSiteOptions } from "#common/site-options.ts";
import type { CommentOptions } from "#generated/types.ts";
import { filterOptions } from "../../../platform/filter-options.ts";
import type { Services } from "../../../platform/services.ts";

const keys = [
  "NumberOfStars",
  "RequireRatingForComment",
  "RequireCommentForRating",
  "CanCommentOnBlog",
  "OneUserOneComment",
  "UserCanEditComment",
  "RequireAdminPublishing",
  "AnonymousCanMultipleReview",
];

/**
 * What a site's comments follow when an option is not set (decision 052): 5 stars (spec 9),
 * blog comments by registered users (spec 6), moderation on, editing one's own comment allowed.
 */
export const defaultCommentOptions: CommentOptions = {
  NumberOfStars: 5,
  RequireRatingForComment: false,
  RequireCommentForRating: false,
  CanCommentOnBlog: "RegisteredUsers",
  OneUserOneComment: false,
  UserCanEditComment: true,
  RequireAdminPublishing: true,
  AnonymousCanMultipleReview: false,
};

/** spec 7 comment/getOptions: the site's comment options (cached with every option) and defaults. */
export async function readCommentOptions(
  services: Services,
  siteId: string,
): Promise<CommentOptions> {
  const values = parseSiteOptions(await filterOptions(services, { siteId, keys }));
  const options = { ...defaultCommentOptions };
  for (const key of Object.keys(options) as (keyof CommentOptions)[]) {
    const value = values[key];
    if (value !== undefined) Object.assign(options, { [key]: value });
  }
  return options;
}
