import { createRoot } from "react-dom/client";
import type { ReleasesConfig } from "#src/features/editor-bar/edit-mode.ts";
import { languageCodes, languages, type LanguageCode2 } from "#generated/languages.ts";
import { ReleasesDialog } from "./releases-dialog.tsx";
import { adminTexts } from "./texts.ts";

const dialogId = "site-releases";

/** The admin bundle's stylesheets (the modal's look), once; resolves when they have loaded. */
function linkStyles(hrefs: readonly string[]): Promise<unknown> {
  return Promise.all(
    hrefs.map((href) => {
      if (document.querySelector(`link[rel="stylesheet"][href="${CSS.escape(href)}"]`))
        return Promise.resolve();
      const link = document.createElement("link");
      link.rel = "stylesheet";
      link.href = href;
      const loaded = new Promise((resolve) => {
        link.addEventListener("load", resolve, { once: true });
        link.addEventListener("error", resolve, { once: true });
      });
      document.head.append(link);
      return loaded;
    }),
  );
}

/**
 * The releases modal on a site page (spec 2 main layout: the editor bar's version badge,
 * src/features/editor-bar/releases-boot.tsx): the admin area's own dialog in a root of its own,
 * opened at once; later clicks open the same dialog again.
 */
export async function mountReleases(config: ReleasesConfig) {
  const existing = document.getElementById(dialogId);
  if (existing instanceof HTMLDialogElement) {
    if (!existing.open) existing.showModal();
    return;
  }
  await linkStyles(config.entry.css);
  if (document.getElementById(dialogId)) return;
  const code2: LanguageCode2 =
    languageCodes.map((code) => languages[code].code2).find((each) => each === config.code2) ??
    "hr";
  const host = document.createElement("div");
  host.id = `${dialogId}-host`;
  document.body.append(host);
  createRoot(host).render(<ReleasesDialog id={dialogId} texts={adminTexts(code2)} isOpen />);
}
