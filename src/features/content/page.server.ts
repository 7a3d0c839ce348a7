import { data, type LoaderFunctionArgs } from "react-router";
import { siteContext, type SiteRequest } from "#src/features/site/site-context.ts";
import { unwrap } from "#src/lib/api-client.ts";
import { hasStatus } from "#src/lib/api-error.ts";
import { isLanguageCode, localisePath, type LanguageCode } from "#src/lib/languages.ts";
import { resolveElements } from "#src/renderer/resolve-elements.server.ts";

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

/** The same page in every other site language (language switch, hreflang). */
async function alternatesOf(site: SiteRequest, slug: string) {
  const targets = site.domain.languages
    .map((language) => language.code)
    .filter((code): code is LanguageCode => isLanguageCode(code) && code !== site.language);
  const entries = await Promise.all(
    targets.map(async (targetLanguage) => {
      try {
        const { url } = await unwrap(
          site.api.POST("/api/v1/cms/finder/getUrlOnLanguage", { body: { slug, targetLanguage } }),
        );
        return [targetLanguage, url] as const;
      } catch {
        return undefined; // the switch then links to that language's home page
      }
    }),
  );
  return Object.fromEntries(entries.filter((entry) => entry !== undefined)) as Partial<
    Record<LanguageCode, string>
  >;
}

/**
 * A generic page (spec 2 catch-all): the finder decides the term, element resolvers run on the
 * server so the HTML is complete, and the language switch gets the page's other URLs.
 */
export async function pageLoader({ params, context, request }: LoaderFunctionArgs) {
  const site = context.get(siteContext);
  const segments = routeSegments(params["*"]);
  if (!site.isLanguageAllowed || !segments) notFound();

  let result;
  try {
    result = await unwrap(
      site.api.POST("/api/v1/cms/finder/decide", { body: { route: segments } }),
    );
  } catch (error) {
    // A path the finder rejects as input (e.g. a segment over the slug limit) is no page either.
    if (hasStatus(error, 404) || hasStatus(error, 400)) notFound();
    throw error;
  }
  const { term, theme, isHome } = result;
  const slug = isHome ? "" : term.slug;
  const [resolved, otherUrls] = await Promise.all([
    resolveElements({ nodes: term.document.elements, api: site.api, language: site.language }),
    alternatesOf(site, slug),
  ]);
  // the page's own path (request.url ends in .data on client navigations)
  const path = localisePath(slug ? `/${slug}` : "/", site.language);
  return {
    term: {
      title: term.title,
      description: term.description,
      slug: term.slug,
      slugMain: term.slugMain,
      elements: term.document.elements,
    },
    theme,
    isHome,
    resolved,
    alternates: { ...otherUrls, [site.language]: path },
    canonicalUrl: `${new URL(request.url).origin}${path}`,
  };
}

export type PageData = Awaited<ReturnType<typeof pageLoader>>;
