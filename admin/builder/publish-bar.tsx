import { useState, useSyncExternalStore } from "react";
import { useAnnounce } from "./announcer.tsx";
import { formatWhen } from "./languages-dialog.tsx";
import { futurePostTime } from "./schedule-dialog.tsx";
import { formatSize, usePageWeightState } from "./checks/use-page-weight.ts";
import { useInvalid } from "./invalid-context.ts";
import type { DocumentSession, UntranslatedChoice } from "./document-session.ts";
import { Dialog } from "./dialog.tsx";
import { nodeSummary, typeLabel } from "./labels.ts";
import { type EditorTextKey, useText } from "./texts.ts";
import { useEditor, useStore } from "./use-editor.ts";
import { locate } from "../editor/tree.ts";

const saveTexts: Record<string, EditorTextKey> = {
  saved: "save.saved",
  saving: "save.saving",
  unsaved: "save.unsaved",
  failed: "save.failed",
  invalid: "save.invalid",
  conflict: "save.unsaved",
};

/** The save state of the draft and the publish button; publishing is refused while props are invalid. */
export function PublishBar({
  session,
  code2,
  onHistory,
  onSettings,
  onSchedule,
}: {
  session: DocumentSession;
  code2: string;
  onHistory: () => void;
  /** Page settings; a layout section has none. */
  onSettings?: () => void;
  onSchedule: () => void;
}) {
  const text = useText();
  const store = useStore();
  const announce = useAnnounce();
  const state = useSyncExternalStore(session.subscribe, session.getState);
  const invalid = useInvalid();
  const weight = usePageWeightState();
  const [isPublishing, setPublishing] = useState(false);
  const [refusal, setRefusal] = useState<string | undefined>(undefined);
  const publish = async (untranslated?: UntranslatedChoice) => {
    if (invalid.length > 0) {
      const message = text("toolbar.publishBlocked", { count: invalid.length });
      setRefusal(message);
      announce(message);
      // a section's options have no element: nothing selected shows them
      store.select(invalid[0]!.nodeId || null);
      return;
    }
    setRefusal(undefined);
    setPublishing(true);
    try {
      if (await session.publish(untranslated)) announce(text("toolbar.published"));
      else if (session.getState().untranslated) announce(text("untranslated.title"));
    } finally {
      setPublishing(false);
    }
  };
  const message = refusal && invalid.length > 0 ? refusal : state.error;
  // a post published with a time ahead is hidden until then (decision 053)
  const visibleFrom = futurePostTime(state.remote);
  return (
    <>
      <HiddenInLanguage ids={state.remote.hidden} />
      {state.untranslated && (
        <UntranslatedDialog
          ids={state.untranslated}
          section={state.remote.kind === "section" ? state.remote.key : undefined}
          code2={code2}
          isBusy={isPublishing}
          onChoose={(choice) => void publish(choice)}
          onClose={() => session.dismissUntranslated()}
        />
      )}
      <span className="vb-toolbar__status" role="status" data-save={state.save}>
        {message ? <span className="vb-error">{message}</span> : text(saveTexts[state.save]!)}
        {!message &&
        state.remote.isPublished &&
        !state.remote.hasUnpublishedChanges &&
        state.save === "saved"
          ? ` · ${text("toolbar.published")}`
          : ""}
        {!message && state.remote.scheduledAt
          ? ` · ${text("schedule.scheduled", { date: formatWhen(state.remote.scheduledAt, code2) })}`
          : ""}
        {!message && state.remote.isPublished && visibleFrom
          ? ` · ${text("postSettings.visibleFrom", { date: formatWhen(visibleFrom, code2) })}`
          : ""}
      </span>
      {weight.state === "ready" && (
        // spec: the page's weight, shown before publishing (details in the checks tab)
        <span className="vb-toolbar__weight">
          {text("checks.short", {
            size: formatSize(weight.value.html + weight.value.javascript, code2),
          })}
        </span>
      )}
      {onSettings && (
        <button type="button" className="vb-button vb-button--ghost" onClick={onSettings}>
          {text(state.remote.kind === "post" ? "postSettings.title" : "toolbar.settings")}
        </button>
      )}
      <button type="button" className="vb-button vb-button--ghost" onClick={onHistory}>
        {text("toolbar.history")}
      </button>
      <button type="button" className="vb-button vb-button--ghost" onClick={onSchedule}>
        {text("schedule.button")}
      </button>
      <button
        type="button"
        className="vb-button"
        disabled={isPublishing}
        onClick={() => void publish()}
      >
        {isPublishing ? text("toolbar.publishing") : text("toolbar.publish")}
      </button>
    </>
  );
}

/**
 * Decision 057: a publish the server refused for untranslated texts asks what to do with them:
 * hide those elements in this language, or publish them as they are (confirmed for it).
 */
function UntranslatedDialog({
  ids,
  section,
  code2,
  isBusy,
  onChoose,
  onClose,
}: {
  ids: string[];
  /** A section's handler: its options are listed as `$options` (issue 23). */
  section: string | undefined;
  code2: string;
  isBusy: boolean;
  onChoose: (choice: UntranslatedChoice) => void;
  onClose: () => void;
}) {
  const text = useText();
  const doc = useEditor((state) => state.doc);
  return (
    <Dialog
      title={text("untranslated.title")}
      onClose={onClose}
      actions={
        <>
          <button type="button" className="vb-button vb-button--ghost" onClick={onClose}>
            {text("untranslated.cancel")}
          </button>
          <button
            type="button"
            className="vb-button vb-button--ghost"
            disabled={isBusy}
            onClick={() => onChoose("confirm")}
          >
            {text("untranslated.confirmAll")}
          </button>
          <button
            type="button"
            className="vb-button"
            disabled={isBusy}
            onClick={() => onChoose("hide")}
          >
            {text("untranslated.hideAll")}
          </button>
        </>
      }
    >
      <p>{text("untranslated.intro")}</p>
      <p className="vb-muted">{text("untranslated.count", { count: ids.length })}</p>
      <ul className="vb-untranslated">
        {ids.map((id) => {
          const node = locate(doc, id)?.node;
          const summary = node && nodeSummary(node);
          return (
            <li key={id} data-element-id={id}>
              {node
                ? typeLabel(node.type, code2)
                : section && id === "$options"
                  ? typeLabel(section, code2)
                  : id}
              {summary && <span className="vb-muted"> {summary}</span>}
            </li>
          );
        })}
      </ul>
    </Dialog>
  );
}

/**
 * The elements hidden in this language (decision 057), dimmed and outlined on the canvas: the
 * canvas marks every element with data-node-id, and this rule names the hidden ones.
 */
function HiddenInLanguage({ ids }: { ids: readonly string[] }) {
  if (ids.length === 0) return null;
  const selectors = ids.map((id) => `.vb-canvas__frame [data-node-id="${CSS.escape(id)}"]`);
  return (
    <style>{`${selectors.join(",\n")} { opacity: 0.4; outline: 2px dashed var(--vb-hidden-outline, #b45309); outline-offset: -2px; }`}</style>
  );
}
