import { defaultLanguage, languageCodes } from "#generated/languages.ts";
import type { SiteOption } from "#generated/types.ts";
import {
  defaultPasswordResetTemplate,
  defaultRegisterTemplate,
} from "../../platform/mail/default-templates.ts";
import { homeSlugMain, venue } from "./paths.ts";

const year = 2026;

/** Site options (spec 3); values are strings, JSON strings where structured. */
export const siteOptionRows: SiteOption[] = [
  { key: "DefaultLanguage", value: defaultLanguage },
  { key: "AllowedLanguages", value: languageCodes.join(",") },
  { key: "HomePageSlug", value: homeSlugMain },
  { key: "Brand", value: venue.brand },
  {
    key: "Logo",
    value: "/media/demo/logo.svg",
    media: { src: "/media/demo/logo.svg", alt: `${venue.brand}, logotip` },
  },
  { key: "CopyrightText", value: `© ${year} ${venue.company}. Sva prava pridržana.` },
  {
    key: "CookieNotice",
    value:
      "Ova stranica koristi samo nužne kolačiće, bez kojih ne bi radila. Ne pratimo vas i ne dijelimo vaše podatke.",
  },
  { key: "NumberOfStars", value: "5" },
  { key: "RequireRatingForComment", value: "false" },
  { key: "RequireCommentForRating", value: "false" },
  { key: "CanCommentOnBlog", value: "RegisteredUsers" },
  { key: "OneUserOneComment", value: "true" },
  { key: "UserCanEditComment", value: "true" },
  { key: "RequireAdminPublishing", value: "true" },
  { key: "AnonymousCanMultipleReview", value: "false" },
  { key: "AutoGenerateSiteMap", value: "true" },
  { key: "SiteMapOptions", value: JSON.stringify({ lastmod: true, hreflang: true, images: true }) },
  { key: "WwwPolicy", value: "none" },
  { key: "PasswordProtection", value: "false" },
  { key: "Maintenance", value: "false" },
  { key: "SendEmailTo", value: venue.email },
  { key: "SendGdprTo", value: venue.privacyEmail },
  // No tracking by default: the cookie notice promises only necessary cookies.
  { key: "GoogleAnalyticsId", value: "" },
  // spec 3: e-mail templates for register and password reset, per language
  { key: "RegisterEmailTemplate", value: JSON.stringify(defaultRegisterTemplate) },
  { key: "PasswordResetEmailTemplate", value: JSON.stringify(defaultPasswordResetTemplate) },
];
