import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { markHydrated } from "./lib/hydration-signal.ts";
import { keepInlineScriptsInert } from "./lib/inert-inline-scripts.ts";
import { languageFromPath, languages } from "./lib/languages.ts";
import { loadTexts, partsOfPage } from "./lib/texts.ts";
import { LanguageProvider } from "./lib/use-translation.ts";

// only the page's language comes to the browser (src/lib/texts.ts): the pieces of it the server's
// render read, fetched while the loader data decodes, and the rest once the page is idle; another
// language when the language switch is pointed at (root.tsx LanguageSync)
const { code2 } = languages[languageFromPath(window.location.pathname)];
const texts = loadTexts(code2, partsOfPage(document.documentElement.dataset.texts));

// HydratedRouter suspends its first render until the page's loader data is decoded. Preact
// cannot resume a suspended hydration of the whole document, so the data is decoded first: the
// first call only starts the decoding and throws its promise (decision 027).
try {
  HydratedRouter({});
} catch (pending) {
  if (!(pending instanceof Promise)) throw pending;
  await pending;
}

// Preact hydrates <head> by the page's tree and drops what that tree does not render. React's
// server render hoisted some of it there (image preloads, the scripts' modulepreloads): those
// have done their work. Vite's development server adds its own styles: those are put back.
for (const hoisted of document.head.querySelectorAll(
  'link[rel="preload"][as="image"], link[rel="modulepreload"]',
))
  hoisted.remove();
const devStyles = [...document.head.querySelectorAll("style[data-vite-dev-id]")];
for (const style of devStyles) style.remove();

keepInlineScriptsInert();
await texts;

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <LanguageProvider language={code2}>
        <HydratedRouter />
      </LanguageProvider>
    </StrictMode>,
  );
});
document.head.append(...devStyles);
markHydrated();
const loadTheRest = () => void loadTexts(code2);
if ("requestIdleCallback" in window) requestIdleCallback(loadTheRest, { timeout: 2_000 });
else setTimeout(loadTheRest, 500);
