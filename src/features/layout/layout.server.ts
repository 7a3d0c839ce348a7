import type { LoaderFunctionArgs } from "react-router";
import type {
  CookieSectionOptions,
  ElementPropsWithDefaults,
  LayoutElement,
} from "#generated/types.ts";
import { layoutCart } from "#src/features/cart/cart.server.ts";
import { formConsentsOf, type FetchedConsents } from "#src/features/account/shown-consents.ts";
import { siteContext } from "#src/features/site/site-context.ts";
import { readCookie } from "#common/cookies.ts";
import { sectionOptions } from "#src/renderer/registry.ts";
import { cookieBannerForm, cookieConsentName } from "./cookie-consent.ts";
import type { TreeNode } from "#common/walk-tree.ts";
import { dataOf } from "#src/lib/api-client.ts";

export type HeaderData = {
  options: ElementPropsWithDefaults<"header-section">;
  /** mobileOptions.sticky, else the desktop value (header-section mobileOverrides). */
  isStickyOnMobile: boolean;
};
export type FooterData = {
  options: ElementPropsWithDefaults<"footer-section">;
  parts: TreeNode[];
};
/** The cookie section's own texts; anything missing falls back to the locale texts. */
export type CookieData = Partial<CookieSectionOptions>;

/**
 * A site with an analytics identifier (GoogleAnalyticsId): the banner's categories (the
 * cookieBanner assignment's consents, null when they could not be fetched) and the identifier
 * the analytics loader uses once the visitor accepted its category (decision 047).
 */
export type AnalyticsData = { id: string; categories: FetchedConsents };

const handlers = ["header-section", "footer-section", "cookie-section"] as const;

/**
 * Header, footer, cookie banner and the main menu of the request language (spec 2, 3), and the
 * shopper's cart (a page with the cart cookies is personal: never cached for others).
 */
export async function layoutLoader({ request, context }: LoaderFunctionArgs) {
  const site = context.get(siteContext);
  const { api, options, domain } = site;
  const analyticsId = options.GoogleAnalyticsId || null;
  const [sections, menu, cart, categories] = await Promise.all([
    dataOf(api.POST("/api/v1/cms/element/getByHandlers", { body: { handlers: [...handlers] } })),
    dataOf(
      api.GET("/api/v1/cms/navigation/tree/{handle}", { params: { path: { handle: "main" } } }),
    ),
    // the header's cart count and the cart modal (spec 2); none without the cart cookies
    layoutCart(site, request),
    analyticsId ? formConsentsOf(site, cookieBannerForm) : null,
  ]);
  const find = (handler: (typeof handlers)[number]): LayoutElement | undefined =>
    sections.find((section) => section.handler === handler);
  const brand = options.Brand ?? domain.domain.name;

  const headerSection = find("header-section");
  const headerOptions = sectionOptions("header-section", {
    title: brand,
    ...headerSection?.options,
  });
  const mobileSticky = headerSection?.mobileOptions.sticky;
  const header: HeaderData = {
    options: headerOptions,
    isStickyOnMobile: typeof mobileSticky === "boolean" ? mobileSticky : headerOptions.sticky,
  };

  const footerSection = find("footer-section");
  const footer: FooterData | null = footerSection
    ? {
        options: sectionOptions("footer-section", footerSection.options),
        parts: footerSection.parts,
      }
    : null;

  // Once the visitor agreed, the banner is not rendered at all (not even hidden).
  const isCookieAccepted =
    readCookie(request.headers.get("cookie"), cookieConsentName) !== undefined;
  const cookie: CookieData | null = isCookieAccepted
    ? null
    : (find("cookie-section")?.options ?? {});

  const analytics: AnalyticsData | null = analyticsId ? { id: analyticsId, categories } : null;

  return { header, footer, cookie, analytics, menu, cart };
}

export type LayoutData = Awaited<ReturnType<typeof layoutLoader>>;
