import { useMatches } from "react-router";
import { isTheme, type Theme } from "#common/theme-for-slug.ts";
import type { RootData } from "./root.server.ts";

/**
 * The landing style of what is on screen (spec 1): the theme of the deepest route that knows
 * one (a page from its slugMain), else the home page's.
 */
export function useTheme(): Theme {
  const matches = useMatches();
  for (const match of [...matches].reverse()) {
    const data = match.loaderData;
    if (data && typeof data === "object" && "theme" in data && isTheme(data.theme))
      return data.theme;
  }
  const root = matches.find((match) => match.id === "root")?.loaderData as RootData | undefined;
  return root?.homeTheme ?? "bugarin";
}
