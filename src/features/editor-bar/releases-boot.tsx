import type { ReleasesConfig } from "./edit-mode.ts";

/** JSON inside a script element: `<` may not open a tag there. */
const scriptJson = (value: unknown) => JSON.stringify(value).replaceAll("<", "\\u003c");

/** What marks the editor bar's version badge for the script below. */
export const versionBadgeAttribute = "data-version-badge";

/**
 * The editor bar's version badge (spec 2 main layout): a link to the admin area's releases
 * modal that works without JavaScript; with it, a click loads the admin bundle's releases modal
 * (handle.mountReleases) onto this page instead. An inline script, rendered for back-office users
 * of non-production builds only, so a shopper's JavaScript carries none of it.
 */
export function ReleasesBoot({ config }: { config: ReleasesConfig }) {
  const boot = `document.addEventListener("click", (event) => {
  const badge = event.target instanceof Element && event.target.closest("[${versionBadgeAttribute}]");
  if (!badge || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
  event.preventDefault();
  import(${scriptJson(config.entry.module)}).then((m) => m.handle.mountReleases(${scriptJson(config)}));
});`;
  return <script type="module" dangerouslySetInnerHTML={{ __html: boot }} />;
}
