import type { UrlOnLanguage } from "#generated/types.ts";
import { routes } from "#generated/routes.ts";
import { notFound } from "../../../platform/http/app-error.ts";
import type { LanguageRow } from "../../../platform/http/request-context.ts";
import type { Services } from "../../../platform/services.ts";
import { findPageBySlug, findPageBySlugMain, homePageSlug } from "./find-term.ts";

function prefixOf(language: LanguageRow): string {
  const prefixes: Record<string, string> = routes.prefixes;
  return prefixes[language.code2] ?? `/${language.code2}`;
}

/**
 * The same page in another language (spec 7 getUrlOnLanguage, the language switch); a page with
 * no translation falls back to that language's home page.
 */
export async function getUrlOnLanguage(
  services: Services,
  input: { siteId: string; from: LanguageRow; to: LanguageRow; slug: string },
): Promise<UrlOnLanguage> {
  const prefix = prefixOf(input.to);
  const homeUrl = { url: prefix === "" ? "/" : prefix, slug: "" };
  if (input.slug === "") return homeUrl;
  const source = await findPageBySlug(services, {
    siteId: input.siteId,
    languageCode: input.from.code,
    slug: input.slug,
  });
  if (!source) throw notFound();
  const home = await homePageSlug(services, input.siteId);
  if (source.slugMain === home) return homeUrl;
  const target = await findPageBySlugMain(services, {
    siteId: input.siteId,
    languageCode: input.to.code,
    slugMain: source.slugMain,
  });
  if (!target) return homeUrl;
  return { url: `${prefix}/${target.slug}`, slug: target.slug };
}
