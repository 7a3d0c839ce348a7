import { useEffect, useRef } from "react";
import changelog from "../../CHANGELOG.md?raw";
import { entryParts, parseChangelog } from "./changelog.ts";
import type { AdminTexts } from "./texts.ts";

const releases = parseChangelog(changelog);
/** spec 4 version check: the release an editor last saw, so a newer one opens the modal. */
const seenKey = "vitrina.seenRelease";

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
  const dialog = useRef<HTMLDialogElement>(null);
  const latest = releases[0]?.title;
  useEffect(() => {
    // spec 4: the modal opens by itself when the latest release differs from the one last seen
    if (!latest || localStorage.getItem(seenKey) === latest) return;
    localStorage.setItem(seenKey, latest);
    if (!dialog.current?.open) dialog.current?.showModal();
  }, [latest]);
  return (
    <>
      <button
        type="button"
        className="admin-version"
        command="show-modal"
        commandfor="admin-releases"
        aria-haspopup="dialog"
      >
        {`v${release.version} · ${release.stage}`}
      </button>
      <dialog
        ref={dialog}
        id="admin-releases"
        className="admin-releases"
        aria-labelledby="admin-releases-title"
      >
        <div className="admin-releases__head">
          <h2 id="admin-releases-title">{texts.releases}</h2>
          <button
            type="button"
            className="admin-button admin-button--quiet"
            command="close"
            commandfor="admin-releases"
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
    </>
  );
}
