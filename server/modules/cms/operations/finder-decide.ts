import type { FinderResult } from "#generated/types.ts";
import { contentTheme } from "#common/theme-for-slug.ts";
import { notFound } from "../../../platform/http/app-error.ts";
import type { LanguageRow } from "../../../platform/http/request-context.ts";
import type { Services } from "../../../platform/services.ts";
import { findPageBySlug, findPageBySlugMain, homePageSlug } from "./find-term.ts";
import { getUrlOnLanguage } from "./get-url-on-language.ts";

/**
 * Decides what a localised path shows (spec 7 finder): no segment is the home page
 * (HomePageSlug), one segment a page by its slug in the request language.
 */
export async function finderDecide(
  services: Services,
  input: { siteId: string; language: LanguageRow; languages: LanguageRow[]; route: string[] },
): Promise<FinderResult> {
  const scope = { siteId: input.siteId, languageCode: input.language.code };
  const home = await homePageSlug(services, input.siteId);
  const [slug, ...rest] = input.route;
  if (rest.length > 0) throw notFound();
  const term =
    slug === undefined
      ? home === undefined
        ? undefined
        : await findPageBySlugMain(services, { ...scope, slugMain: home })
      : await findPageBySlug(services, { ...scope, slug });
  if (!term) throw notFound();
  const isHome = term.slugMain === home;
  // The language switch needs these on every page view: one call instead of one per language.
  const others = input.languages.filter((language) => language.code !== input.language.code);
  const urls = await Promise.all(
    others.map((to) =>
      getUrlOnLanguage(services, {
        siteId: input.siteId,
        from: input.language,
        to,
        slug: isHome ? "" : term.slug,
      }),
    ),
  );
  const translations = Object.fromEntries(others.map((to, index) => [to.code, urls[index]!]));
  // The site wears its landing page's style; a page may dress only its own content differently.
  const theme = contentTheme({
    homePageSlug: home,
    landingStyle: term.document.settings?.landingStyle,
  });
  return { type: "page", term, isHome, theme, translations };
}
