import type { AdminEntry } from "#common/server-context.ts";
import type { User } from "#generated/types.ts";
import type { SiteRequest } from "#src/features/site/site-context.ts";
import { languages } from "#src/lib/languages.ts";
import { editPageParam, type EditorSession, type SiteLanguage } from "./edit-mode.ts";

/**
 * The editor of this request: a back-office user (spec 6) gets the editor bar; with
 * `?editPage=true` also edit mode, whose config names the admin bundle's entry chunk. Anyone
 * else (visitors, shoppers) gets null, and their page carries nothing of the builder.
 */
export function editorSession({
  user,
  request,
  site,
  adminEntry,
  siteLanguages,
  release,
}: {
  user: User | undefined;
  request: Request;
  site: SiteRequest;
  adminEntry: AdminEntry | undefined;
  siteLanguages: SiteLanguage[];
  release: { version: string; stage: string };
}): EditorSession | null {
  if (!user?.isBackofficeUser) return null;
  const url = new URL(request.url);
  const name = [user.details.firstName, user.details.lastName].filter(Boolean).join(" ");
  const who = { email: user.email, name: name || user.email };
  const isEditMode = url.searchParams.get(editPageParam) === "true";
  const pageQuery = new URLSearchParams(url.search);
  pageQuery.delete(editPageParam);
  const pagePath = url.pathname + (pageQuery.size ? `?${pageQuery.toString()}` : "");
  pageQuery.set(editPageParam, "true");
  const editPath = `${url.pathname}?${pageQuery.toString()}`;
  const code2 = languages[site.language].code2;
  const store = site.domain.stores.find((item) => item.language === site.language);
  return {
    user: who,
    pagePath,
    editPath,
    editMode:
      isEditMode && adminEntry
        ? {
            entry: adminEntry,
            language: site.language,
            code2,
            path: url.pathname,
            languages: siteLanguages,
            site: {
              apiKey: site.domain.apiKeyToken,
              siteId: site.domain.siteID,
              storeId: store?.storeID,
            },
            user: who,
          }
        : null,
    // spec 2: non-production builds show the version badge (its modal is in the admin bundle)
    releases:
      release.stage !== "production" && adminEntry ? { release, entry: adminEntry, code2 } : null,
  };
}
