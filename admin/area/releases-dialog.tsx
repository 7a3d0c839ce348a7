import { useEffect, useRef } from "react";
import changelog from "../../CHANGELOG.md?raw";
import { entryParts, parseChangelog } from "./changelog.ts";
import { screenPaths } from "./screens.ts";
import type { AdminTexts } from "./texts.ts";

const releases = parseChangelog(changelog);
/** spec 4 version check: the release an editor last saw, so a newer one opens the modal. */
const seenKey = "vitrina.seenRelease";
/** The address that opens the releases modal (the site's editor bar links to it without JS). */
export const releasesHash = "#releases";

/**
 * The version badge of a non-production build (spec 2 main and admin layouts) and the releases
 * and changelog modal it opens, from the project's own CHANGELOG.md. A native modal dialog that
 * opens through invoker commands, so it works before (and without) JavaScript.
 */
export function VersionBadge({
  release,
  texts,
}: {
  release: { version: string; stage: string };
  texts: AdminTexts;
}) {
  const dialogId = "admin-releases";
  return (
    <>
      <button
        type="button"
        className="admin-version"
        command="show-modal"
        commandfor={dialogId}
        aria-haspopup="dialog"
      >
        {versionLabel(release)}
      </button>
      <ReleasesDialog id={dialogId} texts={texts} />
    </>
  );
}

/** What the badge says: `v0.1.0 · staging`. */
export const versionLabel = (release: { version: string; stage: string }) =>
  `v${release.version} · ${release.stage}`;

/**
 * The releases and changelog modal, with the link to the documentation (spec 2). It opens by
 * itself once for each new release (spec 4) and when the address asks for it (`#releases`).
 */
export function ReleasesDialog({
  id,
  texts,
  isOpen = false,
}: {
  id: string;
  texts: AdminTexts;
  /** Open as soon as it is drawn (the site's badge was clicked). */
  isOpen?: boolean;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const latest = releases[0]?.title;
  useEffect(() => {
    const isAsked = location.hash === releasesHash;
    // spec 4: the modal opens by itself when the latest release differs from the one last seen
    const isNew = Boolean(latest) && localStorage.getItem(seenKey) !== latest;
    if (latest) localStorage.setItem(seenKey, latest);
    if ((isOpen || isAsked || isNew) && !dialog.current?.open) dialog.current?.showModal();
  }, [latest, isOpen]);
  const titleId = `${id}-title`;
  return (
    <dialog ref={dialog} id={id} className="admin-releases" aria-labelledby={titleId}>
      <div className="admin-releases__head">
        <h2 id={titleId}>{texts.releases}</h2>
        <a className="admin-releases__docs" href={screenPaths.docs}>
          {texts.documentation}
        </a>
        <button
          type="button"
          className="admin-button admin-button--quiet"
          command="close"
          commandfor={id}
        >
          {texts.close}
        </button>
      </div>
      <p className="admin-screen__intro">{texts.releasesIntro}</p>
      {releases.map((each, index) => (
        <section key={index} className="admin-releases__release">
          <h3>{each.title}</h3>
          {each.groups.map((group, groupIndex) => (
            <div key={groupIndex}>
              {group.title && <h4>{group.title}</h4>}
              <ul>
                {group.entries.map((entry, entryIndex) => {
                  const { scope, text } = entryParts(entry);
                  return (
                    <li key={entryIndex}>
                      {scope && <strong>{scope}</strong>} {text}
                    </li>
                  );
                })}
              </ul>
            </div>
          ))}
        </section>
      ))}
    </dialog>
  );
}
