import { data, type LoaderFunctionArgs } from "react-router";
import { siteOrigin } from "#common/site-origin.ts";
import { siteContext } from "#src/features/site/site-context.ts";
import { hasStatus } from "#src/lib/api-error.ts";
import { isLanguageCode, localisePath, type LanguageCode } from "#src/lib/languages.ts";
import { resolveElements } from "#src/renderer/resolve-elements.server.ts";
import { resolveMediaPictures } from "#src/renderer/resolve-media-pictures.server.ts";
import { dataOf } from "#src/lib/api-client.ts";

// schemas/requests/finder-decide.schema.json: up to 8 slug segments
const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const maxSegments = 8;

function notFound(): never {
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router: a thrown data() is the response
  throw data(null, { status: 404 });
}

/** The path segments after the language prefix, or undefined when no page can have them. */
export function routeSegments(splat: string | undefined): string[] | undefined {
  const segments = (splat ?? "").split("/").filter(Boolean);
  if (segments.length > maxSegments) return undefined;
  return segments.every((segment) => slugPattern.test(segment)) ? segments : undefined;
}

export { siteOrigin } from "#common/site-origin.ts";

/**
 * A generic page (spec 2 catch-all): the finder decides the term, element resolvers run on the
 * server so the HTML is complete, and the language switch gets the page's other URLs.
 */
export async function pageLoader({ params, context }: LoaderFunctionArgs) {
  const site = context.get(siteContext);
  const segments = routeSegments(params["*"]);
  if (!site.isLanguageAllowed || !segments) notFound();

  let result;
  try {
    result = await dataOf(
      site.api.POST("/api/v1/cms/finder/decide", { body: { route: segments } }),
    );
  } catch (error) {
    // A path the finder rejects as input (e.g. a segment over the slug limit) is no page either.
    if (hasStatus(error, 404) || hasStatus(error, 400)) notFound();
    throw error;
  }
  const { term, theme, isHome, translations } = result;
  const slug = isHome ? "" : term.slug;
  const resolved = await resolveElements({
    nodes: term.document.elements,
    api: site.api,
    language: site.language,
    currency: site.currency?.id,
  });
  const pictures = await resolveMediaPictures({
    content: [term.document.elements, resolved],
    api: site.api,
  });
  // the language switch and hreflang: the same page in the other languages (finder result)
  const otherUrls = Object.fromEntries(
    Object.entries(translations)
      .filter(([code]) => isLanguageCode(code))
      .map(([code, translation]) => [code, translation.url]),
  ) as Partial<Record<LanguageCode, string>>;
  // the page's own path (request.url ends in .data on client navigations)
  const path = localisePath(slug ? `/${slug}` : "/", site.language);
  return {
    term: {
      title: term.title,
      description: term.description,
      slug: term.slug,
      slugMain: term.slugMain,
      elements: term.document.elements,
      socialImage: term.document.settings?.socialImage,
    },
    theme,
    isHome,
    resolved,
    pictures,
    alternates: { ...otherUrls, [site.language]: path },
    canonicalUrl: `${siteOrigin(site.domain.domain)}${path}`,
  };
}

export type PageData = Awaited<ReturnType<typeof pageLoader>>;
