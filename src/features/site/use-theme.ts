import { useRouteLoaderData } from "react-router";
import type { Theme } from "#common/theme-for-slug.ts";
import type { RootData } from "./root.server.ts";

/**
 * The site's landing style (spec 1, one brand per site): its landing page's (HomePageSlug),
 * the same on every page: html data-theme, header, footer and fonts. Screens drawn without the
 * root's data (maintenance, the last-resort fallback) get the one given, else bugarin.
 */
export function useSiteTheme(fallback?: Theme): Theme {
  const root = useRouteLoaderData<RootData>("root");
  return root?.homeTheme ?? fallback ?? "bugarin";
}
