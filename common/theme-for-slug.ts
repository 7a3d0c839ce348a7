import type { LandingStyle } from "#generated/types.ts";

/** A landing style (spec 1), as schemas/common/landing-style.schema.json lists them. */
export type Theme = LandingStyle;

// spec 1: restaurant -> {product} (vitrina), hall -> bells, accommodation -> helena
const themeBySlug: Readonly<Record<string, Theme>> = {
  restaurant: "vitrina",
  hall: "bells",
  accommodation: "helena",
};

/** The landing style a canonical slug (slugMain) stands for; anything else is bugarin. */
export function themeForSlug(slugMain: string | null | undefined): Theme {
  if (!slugMain) return "bugarin";
  return Object.hasOwn(themeBySlug, slugMain) ? (themeBySlug[slugMain] ?? "bugarin") : "bugarin";
}

/**
 * One brand per site (design.md): the site wears the style of its landing page (the
 * HomePageSlug option) on every page, header, footer and fonts included.
 */
export function siteTheme(homePageSlug: string | null | undefined): Theme {
  return themeForSlug(homePageSlug);
}

/** The style of a page's own content: its landingStyle setting, else the site's. */
export function contentTheme(input: {
  homePageSlug: string | null | undefined;
  landingStyle?: Theme | undefined;
}): Theme {
  return input.landingStyle ?? siteTheme(input.homePageSlug);
}

/** spec 2: the footer shows EU logos only for the bugarin and vitrina styles (the site's). */
export function hasEuLogos(theme: Theme): boolean {
  return theme === "bugarin" || theme === "vitrina";
}
