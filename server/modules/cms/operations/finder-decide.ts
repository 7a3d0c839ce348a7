import type { FinderResult } from "#generated/types.ts";
import { themeForSlug } from "#src/themes/theme-for-slug.ts";
import { notFound } from "../../../platform/http/app-error.ts";
import type { Services } from "../../../platform/services.ts";
import { findPageBySlug, findPageBySlugMain, homePageSlug } from "./find-term.ts";

/**
 * Decides what a localised path shows (spec 7 finder): no segment is the home page
 * (HomePageSlug), one segment a page by its slug in the request language.
 */
export async function finderDecide(
  services: Services,
  input: { siteId: string; languageCode: string; route: string[] },
): Promise<FinderResult> {
  const scope = { siteId: input.siteId, languageCode: input.languageCode };
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
  return { type: "page", term, isHome: term.slugMain === home, theme: themeForSlug(term.slugMain) };
}
