import { useTranslation } from "#src/lib/use-translation.ts";
import { LogoutForm } from "#src/features/auth/logout-form.tsx";
import type { EditorSession } from "./edit-mode.ts";
import { ReleasesBoot, versionBadgeAttribute } from "./releases-boot.tsx";

/** The admin area (spec 2 "Other routes": /admin). */
const adminPath = "/admin";
/** The admin area with its releases modal open (admin/area/releases-dialog.tsx). */
const releasesPath = `${adminPath}#releases`;

/**
 * The slim bar a logged-in back-office user sees on the site (issue 7): who they are, 'Uredi
 * stranicu' (or leaving edit mode), the admin area and log out, and on a non-production build
 * the version badge (spec 2). Links and a form post: it needs no JavaScript, so it adds nothing
 * a shopper downloads.
 */
export function EditorBar({ session }: { session: EditorSession }) {
  const { t } = useTranslation("auth");
  const isEditing = session.editMode !== null;
  return (
    <nav className="editor-bar" aria-label={t("editorBar.label")}>
      <p className="editor-bar__who">{t("editorBar.loggedInAs", { name: session.user.name })}</p>
      <ul className="editor-bar__actions">
        {session.releases && (
          <li>
            <a
              className="editor-bar__link editor-bar__version"
              href={releasesPath}
              aria-haspopup="dialog"
              {...{ [versionBadgeAttribute]: "" }}
            >
              {`v${session.releases.release.version} · ${session.releases.release.stage}`}
            </a>
            <ReleasesBoot config={session.releases} />
          </li>
        )}
        <li>
          {isEditing ? (
            <a className="editor-bar__link" href={session.pagePath}>
              {t("editorBar.closeEditor")}
            </a>
          ) : (
            <a className="editor-bar__link editor-bar__link--primary" href={session.editPath}>
              {t("editorBar.editPage")}
            </a>
          )}
        </li>
        <li>
          <a className="editor-bar__link" href={adminPath}>
            {t("editorBar.adminArea")}
          </a>
        </li>
        <li>
          <LogoutForm className="editor-bar__link" />
        </li>
      </ul>
    </nav>
  );
}
