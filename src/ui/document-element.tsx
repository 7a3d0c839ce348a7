import { useLayoutEffect, type ReactNode } from "react";

type Props = { lang: string; theme: string; children: ReactNode };

function ServerDocumentElement({ lang, theme, children }: Props) {
  return (
    <html lang={lang} data-theme={theme}>
      {children}
    </html>
  );
}

/**
 * In the browser Preact hydrates the document from inside its <html> element (decision 027), so
 * the element's attributes are kept here: the language and the style change with navigation.
 */
function ClientDocumentElement({ lang, theme, children }: Props) {
  useLayoutEffect(() => {
    document.documentElement.lang = lang;
    document.documentElement.dataset.theme = theme;
  }, [lang, theme]);
  return <>{children}</>;
}

/** The page's <html>: its language and the site's landing style (data-theme). */
export const DocumentElement = import.meta.env.SSR ? ServerDocumentElement : ClientDocumentElement;
