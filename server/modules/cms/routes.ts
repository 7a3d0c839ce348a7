import type { FastifyInstance } from "fastify";
import { AppError, notFound } from "../../platform/http/app-error.ts";
import { registerOperation } from "../../platform/http/register-operation.ts";
import type { Services } from "../../platform/services.ts";
import { findPageBySlug, findPageBySlugMain } from "./operations/find-term.ts";
import { finderDecide } from "./operations/finder-decide.ts";
import { getLayoutElements } from "./operations/get-layout-elements.ts";
import { getNavigationTree } from "./operations/get-navigation-tree.ts";
import { getUrlOnLanguage } from "./operations/get-url-on-language.ts";
import { siteSearch } from "./operations/search/site-search.ts";

/** CMS module: layout elements, navigation, terms, the finder and search (spec 7 "Site and content"). */
export function cmsRoutes(app: FastifyInstance, services: Services): void {
  registerOperation(app, services, "getElementsByHandlers", ({ body, context }) => {
    const { handlers } = body;
    return getLayoutElements(services, {
      siteId: context.site.id,
      languageCode: context.language.code,
      handlers,
    });
  });

  registerOperation(app, services, "filterElements", ({ query, context }) =>
    getLayoutElements(services, {
      siteId: context.site.id,
      languageCode: context.language.code,
      handlers: query.handlers.split(","),
    }),
  );

  registerOperation(app, services, "getNavigationTree", ({ params, context }) =>
    getNavigationTree(services, {
      siteId: context.site.id,
      languageCode: context.language.code,
      handle: params.handle,
    }),
  );

  registerOperation(app, services, "getTermBySlug", async ({ params, query, context }) => {
    const scope = { siteId: context.site.id, languageCode: context.language.code };
    const { slug } = params;
    const term =
      query.by === "slugMain"
        ? await findPageBySlugMain(services, { ...scope, slugMain: slug })
        : await findPageBySlug(services, { ...scope, slug });
    if (!term) throw notFound();
    return term;
  });

  registerOperation(app, services, "finderDecide", ({ body, context }) => {
    const { route } = body;
    return finderDecide(services, {
      siteId: context.site.id,
      language: context.language,
      languages: context.languages,
      route,
    });
  });

  registerOperation(app, services, "getUrlOnLanguage", ({ body, context }) => {
    const { slug, targetLanguage } = body;
    const to = context.languages.find((language) => language.code === targetLanguage);
    if (!to) throw new AppError(400, "api.unknownLanguage");
    return getUrlOnLanguage(services, {
      siteId: context.site.id,
      from: context.language,
      to,
      slug,
    });
  });

  registerOperation(app, services, "searchSite", ({ body, context }) =>
    siteSearch(services, { site: context.site, languageCode: context.language.code }, body),
  );
}
