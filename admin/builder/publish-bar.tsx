import { useState, useSyncExternalStore } from "react";
import { useAnnounce } from "./announcer.tsx";
import { formatWhen } from "./languages-dialog.tsx";
import { futurePostTime } from "./schedule-dialog.tsx";
import { formatSize, usePageWeightState } from "./checks/use-page-weight.ts";
import { useInvalid } from "./invalid-context.ts";
import type { DocumentSession } from "./document-session.ts";
import { type EditorTextKey, useText } from "./texts.ts";
import { useStore } from "./use-editor.ts";

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
  const publish = async () => {
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
      if (await session.publish()) announce(text("toolbar.published"));
    } finally {
      setPublishing(false);
    }
  };
  const message = refusal && invalid.length > 0 ? refusal : state.error;
  // a post published with a time ahead is hidden until then (decision 053)
  const visibleFrom = futurePostTime(state.remote);
  return (
    <>
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
