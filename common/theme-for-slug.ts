export const themes = ["bugarin", "helena", "bells", "vitrina"] as const;
export type Theme = (typeof themes)[number];

// spec 1: restaurant -> {product} (vitrina), hall -> bells, accommodation -> helena
const themeBySlug: Readonly<Record<string, Theme>> = {
  restaurant: "vitrina",
  hall: "bells",
  accommodation: "helena",
};

/** The landing style of a page, from its canonical slug (slugMain). */
export function themeForSlug(slugMain: string | null | undefined): Theme {
  if (!slugMain) return "bugarin";
  return Object.hasOwn(themeBySlug, slugMain) ? (themeBySlug[slugMain] ?? "bugarin") : "bugarin";
}

export function isTheme(value: unknown): value is Theme {
  return typeof value === "string" && (themes as readonly string[]).includes(value);
}

/** spec 2: the footer shows EU logos only for the bugarin and vitrina styles. */
export function hasEuLogos(theme: Theme): boolean {
  return theme === "bugarin" || theme === "vitrina";
}
