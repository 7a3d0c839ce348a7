// DO NOT EDIT: generated from schemas/entities/site-option-values.schema.json by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.

import type { SiteOptionValues } from "./types.ts";

export type SiteOptionKey = keyof SiteOptionValues;

/** How each option's stored text is read: as it is, as JSON, or as JSON or a comma list. */
export const siteOptionEncodings = {
  DefaultLanguage: "text",
  AllowedLanguages: "list",
  HomePageSlug: "text",
  Brand: "text",
  RootRedirect: "json",
  Maintenance: "json",
  Logo: "text",
  CopyrightText: "text",
  CookieNotice: "text",
  NumberOfStars: "json",
  RequireRatingForComment: "json",
  RequireCommentForRating: "json",
  CanCommentOnBlog: "text",
  OneUserOneComment: "json",
  UserCanEditComment: "json",
  RequireAdminPublishing: "json",
  AnonymousCanMultipleReview: "json",
  AutoGenerateSiteMap: "json",
  SiteMapOptions: "json",
  WwwPolicy: "text",
  PasswordProtection: "json",
  SendEmailTo: "text",
  RecaptchaSiteKey: "text",
  SendGdprTo: "text",
  GoogleAnalyticsId: "text",
  GitlabProjectId: "text",
  RegisterEmailTemplate: "json",
  PasswordResetEmailTemplate: "json",
  SocialLoginProviders: "list",
  CheckoutSettings: "json",
} as const satisfies Record<SiteOptionKey, "text" | "json" | "list">;

export const siteOptionKeys = Object.keys(siteOptionEncodings) as SiteOptionKey[];

/** Options whose schema is writeOnly (they hold secrets): only the server reads them, never a client. */
export const privateSiteOptionKeys: readonly SiteOptionKey[] = ["SocialLoginProviders"];

/** Options marked x-public: all a caller that is not a back-office user gets from the option filter. */
export const publicSiteOptionKeys: readonly SiteOptionKey[] = [
  "DefaultLanguage",
  "AllowedLanguages",
  "HomePageSlug",
  "Brand",
  "RootRedirect",
  "Maintenance",
  "Logo",
  "CopyrightText",
  "CookieNotice",
  "NumberOfStars",
  "RequireRatingForComment",
  "RequireCommentForRating",
  "CanCommentOnBlog",
  "OneUserOneComment",
  "UserCanEditComment",
  "AnonymousCanMultipleReview",
  "SendEmailTo",
  "RecaptchaSiteKey",
  "GoogleAnalyticsId",
];
