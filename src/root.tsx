import { useLayoutEffect, type ReactNode } from "react";
import { useTranslation } from "#src/lib/use-translation.ts";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteError,
  useRouteLoaderData,
  type MetaFunction,
  type MiddlewareFunction,
} from "react-router";
import { FlashToast } from "./features/auth/flash-toast.tsx";
import { EditModeBoot } from "./features/editor-bar/edit-mode-boot.tsx";
import { EditorBar } from "./features/editor-bar/editor-bar.tsx";
import { MaintenanceNotice } from "./features/auth/maintenance-notice.tsx";
import { FallbackView } from "./features/site/fallback-view.tsx";
import { maintenanceRetryMiddleware } from "./features/site/maintenance-data.ts";
import { MaintenanceView } from "./features/site/maintenance-view.tsx";
import type { MaintenanceData, RootData } from "./features/site/root.server.ts";
import { useSiteTheme } from "./features/site/use-theme.ts";
import type { Theme } from "#common/theme-for-slug.ts";
import { loadTexts, textsOf } from "./lib/texts.ts";
import { languageFromPath, languages } from "./lib/languages.ts";
import { bodyClass } from "./lib/route-ids.ts";
import {
  themeHeadingFonts,
  themeStylesheets,
  themeTokenStylesheets,
} from "./themes/theme-assets.ts";
import { ChunkReloadListener } from "./ui/chunk-reload-listener.tsx";
import { DocumentElement } from "./ui/document-element.tsx";
import { LoadingBar } from "./ui/loading-bar.tsx";
import { ToastProvider } from "./ui/toasts/toast-context.tsx";

export { rootLoader as loader } from "./features/site/root.server.ts";
import { siteMiddleware } from "./features/site/root.server.ts";

export const middleware = [maintenanceRetryMiddleware, siteMiddleware];

/**
 * A client navigation renders once the texts of its language are whole in the browser: the
 * first page fetched only the pieces its own render read (src/lib/texts.ts).
 */
export const clientMiddleware: MiddlewareFunction<unknown>[] = [
  async ({ request }, next) => {
    await loadTexts(languages[languageFromPath(new URL(request.url).pathname)].code2);
    return next();
  },
];

/** Titles of the two screens the root draws itself: maintenance and the last-resort fallback. */
export const meta: MetaFunction = ({ error, location }) => {
  if (!error) return [];
  const texts = textsOf(languages[languageFromPath(location.pathname)].code2).errors;
  const isMaintenance = isRouteErrorResponse(error) && isMaintenanceData(error.data);
  return [
    { title: isMaintenance ? texts.maintenance : texts.fallback },
    { name: "robots", content: "noindex" },
  ];
};

/**
 * The html shell of every response: language, the site's landing style (data-theme) with its one
 * stylesheet (every style of the site and that style's tokens; links() cannot see loader data)
 * and its above-the-fold font, body class.
 */
export function Layout({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData<RootData>("root");
  const { pathname } = useLocation();
  const language = root?.language ?? languageFromPath(pathname);
  const matches = useMatches();
  const error = useRouteError();
  const theme = useSiteTheme(
    isRouteErrorResponse(error) && isMaintenanceData(error.data) ? error.data.theme : undefined,
  );
  const deepest = matches.at(-1);
  const pageData = deepest?.loaderData as { term?: { slug?: string }; theme?: Theme } | undefined;
  // The page's own slug (also on the home page, which has no slug in its URL), else the URL's.
  const pageSlug = pageData?.term?.slug;
  // A page with a landing style of its own dresses only its content with it (page-view.tsx)
  const pageTheme = pageData?.theme && pageData.theme !== theme ? pageData.theme : undefined;
  const slug = pageSlug ?? deepest?.params.slug ?? deepest?.params["*"];
  return (
    <DocumentElement lang={languages[language].code2} theme={theme}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        {/* the heading face of the page's content: its first section's title is above the fold */}
        <link
          rel="preload"
          href={themeHeadingFonts[pageTheme ?? theme]}
          as="font"
          type="font/woff2"
          crossOrigin="anonymous"
        />
        <Links />
        {/* last, as React's server render writes them: the browser's Preact binds the server's
            <head> to this tree element by element */}
        <link rel="stylesheet" href={themeStylesheets[theme]} />
        {pageTheme && <link rel="stylesheet" href={themeTokenStylesheets[pageTheme]} />}
      </head>
      <body
        className={bodyClass({ routeIds: matches.map((match) => match.id), slug }) || undefined}
      >
        {children}
        {root?.editor?.editMode && <EditModeBoot config={root.editor.editMode} />}
        <ScrollRestoration />
        <Scripts />
      </body>
    </DocumentElement>
  );
}

export default function App() {
  const root = useRouteLoaderData<RootData>("root");
  // the admin area (admin/routes/admin.tsx) has its own bar: who is signed in, log out
  const isAdminArea = useMatches().some((match) => match.id === "admin");
  return (
    <ToastProvider>
      <LanguageSync />
      <LoadingBar />
      <ChunkReloadListener />
      <FlashToast flash={root?.flash ?? null} flashId={root?.flashId ?? null} />
      {root?.editor && !isAdminArea && <EditorBar session={root.editor} />}
      <Outlet />
      {root?.isMaintenancePreview && <MaintenanceNotice />}
    </ToastProvider>
  );
}

/**
 * Keeps the page's texts in the language of the URL after client-side navigation. The browser holds the
 * first page's language only (src/lib/texts.ts): the language switch fetches the other one when
 * it is pointed at, and this waits for it before switching.
 */
function LanguageSync() {
  const { i18n } = useTranslation();
  const { pathname } = useLocation();
  const code2 = languages[languageFromPath(pathname)].code2;
  useLayoutEffect(() => {
    if (i18n.language === code2) return;
    let isCurrent = true;
    void loadTexts(code2).then(() => {
      if (isCurrent) i18n.changeLanguage(code2);
    });
    return () => {
      isCurrent = false;
    };
  }, [i18n, code2]);
  return null;
}

/**
 * The last resort: maintenance (503 from the site middleware) shows only the maintenance text;
 * anything else that the main layout could not draw shows the spec 2 fallback.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 503 && isMaintenanceData(error.data)) {
    return <MaintenanceView data={error.data} />;
  }
  return <FallbackView />;
}

function isMaintenanceData(value: unknown): value is MaintenanceData {
  return typeof value === "object" && value !== null && "isMaintenance" in value;
}
