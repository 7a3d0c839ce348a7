import { randomUUID } from "node:crypto";
import { redirect, type LoaderFunctionArgs, type MiddlewareFunction } from "react-router";
import type { DomainConfig, SiteOptionValues } from "#generated/types.ts";
import { parseSiteOptions } from "#common/site-options.ts";
import { createApiClient, dataOf } from "#src/lib/api-client.ts";
import { ApiError, hasStatus } from "#src/lib/api-error.ts";
import {
  documentPathname,
  isLanguageCode,
  languageFromPath,
  languages,
  localisePath,
  type LanguageCode,
} from "#src/lib/languages.ts";
import { serverContext } from "#common/server-context.ts";
import { themeForSlug } from "#common/theme-for-slug.ts";
import { isMaintenanceExempt } from "#src/features/auth/auth-paths.ts";
import { chosenCurrency } from "#common/shopper-currency.ts";
import { readCookie } from "#common/cookies.ts";
import { editorSession } from "#src/features/editor-bar/editor-session.server.ts";
import { createSessionResolver, sessionUser } from "#src/features/auth/session.server.ts";
import {
  clearFlashCookie,
  cookieSecurity,
  flashCookieName,
  readFlash,
  readSessionTokens,
} from "#src/features/auth/session-cookies.ts";
import { createCartState } from "#src/features/cart/cart-session.server.ts";
import { maintenanceOptionKeys, maintenanceResponse } from "./maintenance-data.ts";
import { siteContext, type SiteRequest } from "./site-context.ts";
import { isMaintenance, localeCookie, rootTarget, shellOptionKeys } from "./site-options.ts";

export type { MaintenanceData } from "./maintenance-data.ts";

/**
 * Runs before every loader: resolves domain, site, store and language (spec 1), the shell's
 * site options, maintenance (back-office users and the login routes pass, spec 6) and the root
 * redirect; remembers the language in the locale cookie and deletes a flash cookie once read.
 */
export const siteMiddleware: MiddlewareFunction<Response> = async (
  { request, context, pattern },
  next,
) => {
  const url = new URL(request.url);
  const pathname = documentPathname(url);
  const language = languageFromPath(pathname);
  const { api } = context.get(serverContext);
  const client = (site?: DomainConfig, accessToken?: string) =>
    createApiClient({
      ...api,
      language,
      ...(accessToken ? { accessToken } : {}),
      site: site && {
        apiKey: site.apiKeyToken,
        siteId: site.siteID,
        storeId: site.stores.find((store) => store.language === language)?.storeID,
      },
    });

  let isServerMaintenance = false;
  let domain: DomainConfig | undefined;
  let options: SiteOptionValues = {};
  try {
    // An address literal such as [::1] names no domain: the API then detects by the Host header
    // and answers the default site (issue 6 §2).
    const body = url.hostname.startsWith("[") ? {} : { domain: url.hostname };
    domain = await dataOf(client().POST("/api/v2/domainDetect", { body }));
    const list = await dataOf(
      client(domain).GET("/api/v1/cms/option/filter", {
        params: { query: { keys: [...shellOptionKeys, ...maintenanceOptionKeys].join(",") } },
      }),
    );
    // typed by each key's schema; the API already left out (and logged) invalid stored values
    options = parseSiteOptions(list);
  } catch (error) {
    // spec 1: the API answers 503 to non-back-office users while the server is in maintenance
    if (!hasStatus(error, 503)) throw error;
    isServerMaintenance = true;
  }

  // spec 6: back-office users see the site in maintenance mode. Only then is the session looked
  // up: the accessToken cookie set by /adminLogin, checked against the profile endpoint.
  const isMaintenanceOn = isMaintenance({
    option: options.Maintenance,
    isServerMaintenance,
    isBackofficeUser: false,
  });
  const { accessToken } = readSessionTokens(request.headers.get("cookie"));
  const user =
    isMaintenanceOn && domain ? await sessionUser(client(domain), accessToken) : undefined;
  const isBackofficeUser = user?.isBackofficeUser === true;
  const maintenance = isMaintenance({
    option: options.Maintenance,
    isServerMaintenance,
    isBackofficeUser,
  });
  // /adminLogin and /adminLogout stay reachable, or nobody could log in to see the site
  if (!domain || (maintenance && !isMaintenanceExempt(pattern))) {
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router: a thrown data() is the response
    throw maintenanceResponse({ language, options, siteName: domain?.domain.name });
  }

  // spec 2: the root can redirect by configuration, with its status code; without one, the
  // DefaultLanguage decides the root (docs/decisions/006-default-language-root.md)
  const rootRedirect = pathname === "/" ? rootTarget(options, domain) : undefined;
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router: a thrown redirect is the response
  if (rootRedirect) throw redirect(rootRedirect.to, rootRedirect.status);

  const session = createSessionResolver({
    api: client(domain),
    cookieHeader: request.headers.get("cookie"),
    security: cookieSecurity(request),
  });
  const cart = createCartState({
    api: client(domain),
    cookieHeader: request.headers.get("cookie"),
    security: cookieSecurity(request),
    language,
    currencyId: chosenCurrency(domain.currency, request.headers.get("cookie"))?.id,
    session: session.get,
  });
  context.set(siteContext, {
    language,
    isLanguageAllowed: domain.languages.some((item) => item.code === language),
    domain,
    options,
    currency: chosenCurrency(domain.currency, request.headers.get("cookie")),
    // spec 1: content answers 503 in maintenance except to back-office users, so their token goes along
    api: client(domain, isMaintenanceOn && isBackofficeUser ? accessToken : undefined),
    isMaintenancePreview: isMaintenanceOn && isBackofficeUser,
    session: session.get,
    cart,
  });

  const response = await next();
  // a refreshed (or ended) session's cookies, when a loader or action looked the session up
  for (const cookie of session.cookies()) response.headers.append("Set-Cookie", cookie);
  // the cart session's cookies (spec 4): made by the first add, deleted when the cart is refused
  for (const cookie of cart.cookies()) response.headers.append("Set-Cookie", cookie);
  const cookieHeader = request.headers.get("cookie");
  const code2 = languages[language].code2;
  if (readCookie(cookieHeader, "locale") !== code2) {
    response.headers.append("Set-Cookie", localeCookie(code2, cookieSecurity(request)));
  }
  // the one-shot toast was read by the root loader: delete it, unless this response sets a new one
  const setsFlash = response.headers
    .getSetCookie()
    .some((cookie) => cookie.startsWith(`${flashCookieName}=`));
  if (readFlash(cookieHeader) && !setsFlash) {
    response.headers.append("Set-Cookie", clearFlashCookie(cookieSecurity(request)));
  }
  return response;
};

/**
 * Data of the html shell: language, brand for titles, the home page's landing style, whether an
 * editor is looking at the site in maintenance, the editor bar and edit mode of a back-office
 * user, a one-shot toast (login, logout, wishlist) with an id of its own, and the ids of the
 * signed-in user's wishlist (spec 4: fetched after login, again after each toggle, limit 9999).
 */
export async function rootLoader({ request, context }: LoaderFunctionArgs) {
  const site = context.get(siteContext);
  const { accessToken, refreshToken } = readSessionTokens(request.headers.get("cookie"));
  const hasRefreshToken = refreshToken !== undefined;
  // only a request with a session asks who it is: a visitor's page costs no look-up
  const user = accessToken ? await sessionUser(site.api, accessToken) : undefined;
  // the header links a signed-in user to the profile: an expired access token is refreshed here
  const session = user && accessToken ? { user, accessToken } : undefined;
  const renewed = !session && hasRefreshToken ? await site.session() : undefined;
  const isSignedIn = session !== undefined || renewed !== undefined;
  const wishlist = await wishlistIds(site.api, (session ?? renewed)?.accessToken);
  const flash = readFlash(request.headers.get("cookie")) ?? null;
  const { adminEntry, release } = context.get(serverContext);
  const siteLanguages = site.domain.languages
    .filter((item) => isLanguageCode(item.code))
    .map((item) => ({
      code: item.code as LanguageCode,
      code2: item.code2,
      // the language's name in itself, e.g. "Deutsch"
      name: item.names[item.code2] ?? item.name,
      homeUrl: localisePath("/", item.code as LanguageCode),
    }));
  const { allowedCurrencies, mainCurrencyId } = site.domain.currency;
  return {
    language: site.language,
    // spec 3: the header offers a choice only when the site allows more than one currency
    currencies: allowedCurrencies.length > 1 ? allowedCurrencies : [],
    currencyId: site.currency?.id ?? mainCurrencyId,
    brand: site.options.Brand ?? site.domain.domain.name,
    homeTheme: themeForSlug(site.options.HomePageSlug),
    languages: siteLanguages,
    isMaintenancePreview: site.isMaintenancePreview,
    editor: editorSession({ user, request, site, adminEntry, siteLanguages, release }),
    flash,
    flashId: flash ? randomUUID() : null,
    isSignedIn,
    wishlist,
  };
}

export type RootData = Awaited<ReturnType<typeof rootLoader>>;

/**
 * The product ids on the wishlist of a signed-in user (spec 4, 7 wishlist filter, limit 9999);
 * null for a visitor, so a logged-out page shows no wishlist at all (spec 2 logout).
 */
async function wishlistIds(
  api: SiteRequest["api"],
  accessToken: string | undefined,
): Promise<number[] | null> {
  if (!accessToken) return null;
  try {
    const list = await dataOf(
      api.GET("/api/v1/cms/wishlist/filter", {
        params: { query: { limit: 9999 } },
        headers: { accesstoken: accessToken },
      }),
    );
    return list.data.map((item) => item.product_id);
  } catch (error) {
    // spec 8: wishlist error paths are not shown; the page draws without the wishlist
    if (error instanceof ApiError) return null;
    throw error;
  }
}
