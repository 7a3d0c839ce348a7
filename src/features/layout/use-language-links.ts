import { useEffect, useState } from "react";
import { useLocation, useMatches, useRouteLoaderData } from "react-router";
import type { ElementNode } from "#generated/types.ts";
import type { RootData } from "#src/features/site/root.server.ts";
import type { LanguageCode } from "#src/lib/languages.ts";
import { anchorNodeId, type AnchorState } from "./page-anchors.ts";

export type LanguageLink = { code: LanguageCode; code2: string; name: string; url: string };

type Alternates = Partial<Record<LanguageCode, string>>;

function alternatesOf(data: unknown): Alternates | undefined {
  if (typeof data !== "object" || data === null || !("alternates" in data)) return undefined;
  return (data as { alternates: Alternates }).alternates;
}

function elementsOf(data: unknown): ElementNode[] | undefined {
  if (typeof data !== "object" || data === null || !("term" in data)) return undefined;
  const term = (data as { term?: { elements?: unknown } }).term;
  return Array.isArray(term?.elements) ? (term.elements as ElementNode[]) : undefined;
}

/**
 * Where on the page the reader is: the `#anchor` of the URL and the element that carries it, so
 * a language switch can land on the same place (the anchor itself is localised). The hash is
 * read after hydration: the server never sees it.
 */
export function useAnchorState(): { hash: string; state: AnchorState | undefined } {
  const location = useLocation();
  const matches = useMatches();
  const [hash, setHash] = useState("");
  useEffect(() => setHash(location.hash), [location.hash]);
  const elements = matches.map((match) => elementsOf(match.loaderData)).findLast(Boolean) ?? [];
  const anchorNode = hash ? anchorNodeId(elements, hash) : undefined;
  return { hash, state: anchorNode ? { anchorNode } : undefined };
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
