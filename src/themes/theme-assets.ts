import type { Theme } from "#common/theme-for-slug.ts";
import bellsFont from "@fontsource-variable/bodoni-moda/files/bodoni-moda-latin-wght-normal.woff2?url";
import bugarinFont from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import helenaFont from "@fontsource-variable/nunito-sans/files/nunito-sans-latin-wght-normal.woff2?url";
import vitrinaFont from "@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2?url";
import bellsSite from "./bells/site.css?url";
import bellsTokens from "./bells/tokens.css?url";
import bugarinSite from "./bugarin/site.css?url";
import bugarinTokens from "./bugarin/tokens.css?url";
import helenaSite from "./helena/site.css?url";
import helenaTokens from "./helena/tokens.css?url";
import vitrinaSite from "./vitrina/site.css?url";
import vitrinaTokens from "./vitrina/tokens.css?url";

/**
 * The one stylesheet of a site in each landing style: every style of the site (src/site.css)
 * and that style's tokens and @font-face rules. A page links its site's, and only it.
 */
export const themeStylesheets: Readonly<Record<Theme, string>> = {
  bugarin: bugarinSite,
  helena: helenaSite,
  bells: bellsSite,
  vitrina: vitrinaSite,
};

/** Each landing style's tokens alone: a page dressed in a style of its own adds them. */
export const themeTokenStylesheets: Readonly<Record<Theme, string>> = {
  bugarin: bugarinTokens,
  helena: helenaTokens,
  bells: bellsTokens,
  vitrina: vitrinaTokens,
};

/**
 * The one font above the fold, preloaded: the heading face in its latin subset (the hero's
 * title; the same file the stylesheet's @font-face names, so the browser fetches it once).
 */
export const themeHeadingFonts: Readonly<Record<Theme, string>> = {
  bugarin: bugarinFont,
  helena: helenaFont,
  bells: bellsFont,
  vitrina: vitrinaFont,
};
