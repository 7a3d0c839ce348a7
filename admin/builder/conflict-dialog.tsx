import { useSyncExternalStore } from "react";
import { conflictChanges } from "./conflict-diff.ts";
import { Dialog } from "./dialog.tsx";
import type { DocumentSession } from "./document-session.ts";
import { typeLabel } from "./labels.ts";
import { useText } from "./texts.ts";
import { useStore } from "./use-editor.ts";

/** 409: someone saved in between. Shows what their draft changed; reload theirs or keep mine. */
export function ConflictDialog({ session, code2 }: { session: DocumentSession; code2: string }) {
  const text = useText();
  const store = useStore();
  const conflict = useSyncExternalStore(session.subscribe, () => session.getState().conflict);
  if (!conflict) return null;
  const changes = conflictChanges(store.getState().doc, conflict);
  const list = (types: string[]) => types.map((type) => typeLabel(type, code2)).join(", ");
  const time = new Date(conflict.updated_at).toLocaleTimeString(code2);
  const keepMine = () => session.resolveConflict("mine");
  return (
    <Dialog
      title={text("conflict.title")}
      onClose={keepMine}
      actions={
        <>
          <button type="button" className="vb-button vb-button--ghost" onClick={keepMine}>
            {text("conflict.keepMine")}
          </button>
          <button
            type="button"
            className="vb-button"
            onClick={() => session.resolveConflict("theirs")}
          >
            {text("conflict.reload")}
          </button>
        </>
      }
    >
      <p>
        {conflict.updatedBy
          ? text("conflict.who", { name: conflict.updatedBy.name, time })
          : text("conflict.someone", { time })}
      </p>
      <p>{text("conflict.changed")}</p>
      <ul className="vb-dialog__list">
        {changes.title && <li>{text("conflict.pageTitle", changes.title)}</li>}
        {changes.added.length > 0 && (
          <li>{text("conflict.added", { list: list(changes.added) })}</li>
        )}
        {changes.removed.length > 0 && (
          <li>{text("conflict.removed", { list: list(changes.removed) })}</li>
        )}
        {changes.edited.length > 0 && (
          <li>{text("conflict.edited", { list: list(changes.edited) })}</li>
        )}
        {!changes.title &&
          changes.added.length + changes.removed.length + changes.edited.length === 0 && (
            <li>{text("conflict.nothing")}</li>
          )}
      </ul>
    </Dialog>
  );
}
