import { useState, type ReactNode } from "react";
import { useTranslation } from "#src/lib/use-translation.ts";
import {
  isRouteErrorResponse,
  Outlet,
  useLoaderData,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import { CartModals } from "#src/features/cart/cart-modals.tsx";
import { FallbackView } from "#src/features/site/fallback-view.tsx";
import type { RootData } from "#src/features/site/root.server.ts";
import { useSiteTheme } from "#src/features/site/use-theme.ts";
import { entryIdOf } from "#src/lib/route-ids.ts";
import { Analytics } from "./analytics.tsx";
import { CookieBanner } from "./cookie-banner.tsx";
import { CookieSettingsButton, Footer } from "./footer.tsx";
import { Header } from "./header.tsx";
import type { LayoutData } from "./layout.server.ts";
import { ErrorView, NotFoundView } from "./status-views.tsx";
import { useHashScroll } from "./use-hash-scroll.ts";

/**
 * The main layout route: header, content, footer and cookie sections, the cart modal and the
 * bundle customization modal (spec 2).
 */
export function MainLayout() {
  const data = useLoaderData<LayoutData>();
  return (
    <LayoutFrame data={data}>
      <Outlet />
    </LayoutFrame>
  );
}

/**
 * Errors below the layout (404 and others) render inside header and footer. When the layout's
 * own data is missing, only the spec 2 fallback is left.
 */
export function LayoutErrorBoundary() {
  const error = useRouteError();
  const layoutId = useMatches().find((match) => entryIdOf(match.id) === "layout")?.id;
  const data = useRouteLoaderData<LayoutData>(layoutId ?? "");
  if (!data) return <FallbackView />;
  return (
    <LayoutFrame data={data}>
      <StatusView error={error} />
    </LayoutFrame>
  );
}

/**
 * The boundary of a screen with an action (issue 23): React Router does not run the loader of
 * the route whose boundary shows an action's error (a post the page does not take: 405), so at
 * the layout's boundary there would be no header and footer. Here, inside the layout's outlet,
 * the layout has its data and the status view is drawn in it, the same page as the layout's.
 */
export function ScreenErrorBoundary() {
  return <StatusView error={useRouteError()} />;
}

function StatusView({ error }: { error: unknown }) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return status === 404 ? <NotFoundView /> : <ErrorView status={status} />;
}

function LayoutFrame({ data, children }: { data: LayoutData; children: ReactNode }) {
  const { t } = useTranslation();
  const { t: tLayout } = useTranslation("layout");
  // header and footer (EU logos, spec 2) wear the site's style, whatever a page sets
  const theme = useSiteTheme();
  const root = useRouteLoaderData<RootData>("root");
  // the banner until the visitor chose; with categories, the footer's button opens it again
  const [isCookieBannerOpen, setCookieBannerOpen] = useState(data.cookie !== null);
  const reopenCookies = data.analytics?.categories?.length
    ? () => setCookieBannerOpen(true)
    : undefined;
  useHashScroll();
  const language = root?.language ?? "hrv";
  return (
    <CartModals cart={data.cart} language={language}>
      <a className="skip-link" href="#main-content">
        {t("skipToContent")}
      </a>
      <Header header={data.header} menu={data.menu} cartCount={data.cart?.qty ?? 0} />
      <main id="main-content" className="site-main" tabIndex={-1}>
        {children}
      </main>
      {data.footer ? (
        <Footer footer={data.footer} theme={theme} onCookieSettings={reopenCookies} />
      ) : (
        <footer className="site-footer site-footer--minimal">
          <p className="container site-footer__copyright">
            {tLayout("footer.copyright", {
              year: new Date().getFullYear(),
              brand: root?.brand ?? "",
            })}
          </p>
          {reopenCookies && <CookieSettingsButton onClick={reopenCookies} />}
        </footer>
      )}
      {isCookieBannerOpen && (
        <CookieBanner
          cookie={data.cookie ?? {}}
          analytics={data.analytics}
          onClose={() => setCookieBannerOpen(false)}
        />
      )}
      {data.analytics && <Analytics id={data.analytics.id} />}
    </CartModals>
  );
}
