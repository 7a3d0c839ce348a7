import { data, redirect, type LoaderFunctionArgs, type MiddlewareFunction } from "react-router";
import type { DomainConfig } from "#generated/types.ts";
import { createApiClient, unwrap } from "#src/lib/api-client.ts";
import { hasStatus } from "#src/lib/api-error.ts";
import {
  documentPathname,
  isLanguageCode,
  languageFromPath,
  languages,
  localisePath,
  type LanguageCode,
} from "#src/lib/languages.ts";
import { serverContext } from "#src/lib/server-context.ts";
import { themeForSlug } from "#src/themes/theme-for-slug.ts";
import { siteContext } from "./site-context.ts";
import {
  isMaintenance,
  localeCookie,
  parseRootRedirect,
  readCookie,
  shellOptionKeys,
} from "./site-options.ts";

/** Thrown (as data with status 503) when visitors must see only the maintenance view. */
export type MaintenanceData = { isMaintenance: true; language: LanguageCode };

/**
 * Runs before every loader: resolves domain, site, store and language (spec 1), the shell's
 * site options, maintenance and the root redirect; remembers the language in the locale cookie.
 */
export const siteMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const url = new URL(request.url);
  const pathname = documentPathname(url);
  const language = languageFromPath(pathname);
  const { apiFetch } = context.get(serverContext);
  const client = (site?: DomainConfig) =>
    createApiClient({
      fetch: apiFetch,
      language,
      baseUrl: url.origin,
      site: site && {
        apiKey: site.apiKeyToken,
        siteId: site.siteID,
        storeId: site.stores.find((store) => store.language === language)?.storeID,
      },
    });

  let isServerMaintenance = false;
  let domain: DomainConfig | undefined;
  let options: Record<string, string> = {};
  try {
    domain = await unwrap(
      client().POST("/api/v2/domainDetect", { body: { domain: url.hostname } }),
    );
    const api = client(domain);
    const list = await unwrap(
      api.GET("/api/v1/cms/option/filter", {
        params: { query: { keys: shellOptionKeys.join(",") } },
      }),
    );
    options = Object.fromEntries(list.map((option) => [option.key, option.value]));
  } catch (error) {
    // spec 1: the API answers 503 to non-back-office users while the server is in maintenance
    if (!hasStatus(error, 503)) throw error;
    isServerMaintenance = true;
  }

  const maintenance = isMaintenance({
    option: options.Maintenance,
    isServerMaintenance,
    isBackofficeUser: false, // TODO(auth): read from the logged-in user once auth exists (spec 6)
  });
  if (maintenance || !domain) {
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router: a thrown data() is the response
    throw data({ isMaintenance: true, language } satisfies MaintenanceData, { status: 503 });
  }

  // spec 2: the root can redirect by configuration, with its status code
  const rootRedirect = pathname === "/" ? parseRootRedirect(options.RootRedirect) : undefined;
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router: a thrown redirect is the response
  if (rootRedirect) throw redirect(rootRedirect.to, rootRedirect.status);

  context.set(siteContext, {
    language,
    isLanguageAllowed: domain.languages.some((item) => item.code === language),
    domain,
    options,
    api: client(domain),
  });

  const response = await next();
  const code2 = languages[language].code2;
  if (readCookie(request.headers.get("cookie"), "locale") !== code2) {
    response.headers.append("Set-Cookie", localeCookie(code2));
  }
  return response;
};

/** Data of the html shell: language, brand for titles, the home page's landing style. */
export async function rootLoader({ context }: LoaderFunctionArgs) {
  const site = context.get(siteContext);
  const siteLanguages = site.domain.languages
    .filter((item) => isLanguageCode(item.code))
    .map((item) => ({
      code: item.code as LanguageCode,
      code2: item.code2,
      // the language's name in itself, e.g. "Deutsch"
      name: item.names[item.code2] ?? item.name,
      homeUrl: localisePath("/", item.code as LanguageCode),
    }));
  return {
    language: site.language,
    brand: site.options.Brand ?? site.domain.domain.name,
    homeTheme: themeForSlug(site.options.HomePageSlug),
    languages: siteLanguages,
  };
}

export type RootData = Awaited<ReturnType<typeof rootLoader>>;
