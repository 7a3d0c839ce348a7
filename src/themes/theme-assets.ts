import type { Theme } from "#common/theme-for-slug.ts";
import bellsFont from "@fontsource-variable/bodoni-moda/files/bodoni-moda-latin-wght-normal.woff2?url";
import bugarinFont from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import helenaFont from "@fontsource-variable/nunito-sans/files/nunito-sans-latin-wght-normal.woff2?url";
import vitrinaFont from "@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2?url";
import bellsCss from "./bells/tokens.css?url";
import bugarinCss from "./bugarin/tokens.css?url";
import helenaCss from "./helena/tokens.css?url";
import vitrinaCss from "./vitrina/tokens.css?url";

/** Each landing style's stylesheet (tokens and @font-face rules): a page links only its own. */
export const themeStylesheets: Readonly<Record<Theme, string>> = {
  bugarin: bugarinCss,
  helena: helenaCss,
  bells: bellsCss,
  vitrina: vitrinaCss,
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
