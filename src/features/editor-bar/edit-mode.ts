import type { AdminEntry } from "#common/server-context.ts";
import type { LanguageCode } from "#src/lib/languages.ts";

/** spec 6: the query flag that opens the builder on a page, for back-office users only. */
export const editPageParam = "editPage";

/** What the builder needs to start on a live page (admin/routes/admin.tsx handle.mountEditor). */
export type EditModeConfig = {
  entry: AdminEntry;
  language: LanguageCode;
  code2: string;
  /** The page's path without the query (the builder asks the API which document it is). */
  path: string;
  /** The site's languages (spec 2 language switch), for the builder's page languages. */
  languages: SiteLanguage[];
  site: { apiKey: string; siteId: string; storeId: number | undefined };
  user: { email: string; name: string };
};

/** A language the site offers: its code, two-letter code, name in itself and home page path. */
export type SiteLanguage = { code: LanguageCode; code2: string; name: string; homeUrl: string };

/**
 * The version badge of a non-production build on the site (spec 2 main layout): the release,
 * and what opens its releases modal (admin/routes/admin.tsx handle.mountReleases).
 */
export type ReleasesConfig = {
  release: { version: string; stage: string };
  entry: AdminEntry;
  code2: string;
};

/** The slim editor bar of a logged-in back-office user, and edit mode when it is on. */
export type EditorSession = {
  user: { email: string; name: string };
  /** The page's path without the edit flag (leaving edit mode) and with it (entering). */
  pagePath: string;
  editPath: string;
  editMode: EditModeConfig | null;
  /** Non-production builds only (RELEASE_STAGE): the version badge. */
  releases: ReleasesConfig | null;
};
