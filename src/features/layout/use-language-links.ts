import { useMatches, useRouteLoaderData } from "react-router";
import type { RootData } from "#src/features/site/root.server.ts";
import type { LanguageCode } from "#src/lib/languages.ts";

export type LanguageLink = { code: LanguageCode; code2: string; name: string; url: string };

type Alternates = Partial<Record<LanguageCode, string>>;

function alternatesOf(data: unknown): Alternates | undefined {
  if (typeof data !== "object" || data === null || !("alternates" in data)) return undefined;
  return (data as { alternates: Alternates }).alternates;
}

/**
 * One link per site language: the same page in that language when the page loader found it
 * (getUrlOnLanguage), else that language's home page.
 */
export function useLanguageLinks(): { current: LanguageCode | undefined; links: LanguageLink[] } {
  const root = useRouteLoaderData<RootData>("root");
  const matches = useMatches();
  const alternates = matches.map((match) => alternatesOf(match.loaderData)).findLast(Boolean) ?? {};
  const links = (root?.languages ?? []).map((language) => ({
    code: language.code,
    code2: language.code2,
    name: language.name,
    url: alternates[language.code] ?? language.homeUrl,
  }));
  return { current: root?.language, links };
}
