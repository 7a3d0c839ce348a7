import { data, type LoaderFunctionArgs } from "react-router";
import { siteOrigin } from "#src/features/content/page.server.ts";
import { siteContext } from "#src/features/site/site-context.ts";
import { languageCodes } from "#src/lib/languages.ts";
import { searchPath } from "./search-paths.ts";
import { parseSearchQuery } from "./search-query.ts";
import { dataOf } from "#src/lib/api-client.ts";

function notFound(): never {
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router: a thrown data() is the response
  throw data(null, { status: 404 });
}

/**
 * The search screen (spec 2): the results of the search in the URL, one category (tab) at a time
 * with every tab's total, on the server, so the page is complete without JavaScript.
 */
export async function searchLoader({ request, context }: LoaderFunctionArgs) {
  const site = context.get(siteContext);
  if (!site.isLanguageAllowed) notFound();
  const query = parseSearchQuery(new URL(request.url).searchParams);
  const result = query.search
    ? await dataOf(
        site.api.POST("/api/v1/cms/search", {
          body: {
            search: query.search,
            ...(query.category ? { category: query.category } : {}),
            page: query.page,
          },
        }),
      )
    : undefined;
  const path = searchPath(site.language);
  return {
    query,
    result,
    language: site.language,
    path,
    alternates: Object.fromEntries(languageCodes.map((code) => [code, searchPath(code)])),
    canonicalUrl: `${siteOrigin(site.domain.domain)}${path}`,
  };
}

export type SearchData = Awaited<ReturnType<typeof searchLoader>>;
