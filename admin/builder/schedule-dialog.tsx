import { useId, useRef, useState, useSyncExternalStore } from "react";
import type { BuilderDocument } from "#generated/types.ts";
import { useAnnounce } from "./announcer.tsx";
import { Dialog } from "./dialog.tsx";
import { type DocumentSession, untranslatedOf } from "./document-session.ts";
import { formatWhen } from "./languages-dialog.tsx";
import { useText } from "./texts.ts";
import { useStore } from "./use-editor.ts";

/** A moment as a datetime-local input writes it, in the browser's time zone ("2026-11-24T08:00"). */
export function localInputValue(date: Date): string {
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/**
 * Scheduled publish (issue 7): this language's draft is published at a date and time, as it is
 * then (the server keeps the schedule, so a restart loses nothing); a schedule can be cancelled.
 * A post is published now with that time as the one it shows from (decision 053: hidden until
 * then; the settings dialog changes the time).
 */
export function ScheduleDialog({
  session,
  code2,
  onClose,
}: {
  session: DocumentSession;
  code2: string;
  onClose: () => void;
}) {
  const text = useText();
  const announce = useAnnounce();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const store = useStore();
  const { remote, error } = useSyncExternalStore(session.subscribe, session.getState);
  const isPost = remote.kind === "post";
  const [value, setValue] = useState(() =>
    localInputValue(new Date(remote.scheduledAt ?? futurePostTime(remote) ?? nextHour())),
  );
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const [isBusy, setBusy] = useState(false);

  const run = async (at: Date | null, done: string) => {
    setBusy(true);
    const ok = isPost && at ? await publishPostAt(at) : await session.schedule(at);
    setBusy(false);
    if (!ok) return;
    announce(done);
    onClose();
  };
  const publishPostAt = (at: Date) => {
    store.edit((doc) => {
      doc.meta.post = { ...doc.meta.post, publishedAt: at.toISOString() };
    });
    return session.publish();
  };
  const submit = () => {
    const at = value ? new Date(value) : undefined;
    const refusal = !at
      ? text("schedule.required")
      : at.getTime() <= Date.now()
        ? text("schedule.past")
        : undefined;
    setProblem(refusal);
    if (refusal || !at) {
      input.current?.focus();
      return;
    }
    const date = formatWhen(at.toISOString(), code2);
    void run(at, text(isPost ? "postSettings.visibleFrom" : "schedule.scheduled", { date }));
  };
  return (
    <Dialog
      title={text("schedule.title")}
      onClose={onClose}
      onSubmit={submit}
      actions={
        <>
          {remote.scheduledAt && !isPost && (
            <button
              type="button"
              className="vb-button vb-button--ghost vb-button--danger-text"
              disabled={isBusy}
              onClick={() => void run(null, text("schedule.cancelled"))}
            >
              {text("schedule.cancelSchedule")}
            </button>
          )}
          <button type="button" className="vb-button vb-button--ghost" onClick={onClose}>
            {text("schedule.close")}
          </button>
          <button type="submit" className="vb-button" disabled={isBusy}>
            {text(isPost ? "postSettings.scheduleSave" : "schedule.save")}
          </button>
        </>
      }
    >
      <p className="vb-muted">
        {remote.scheduledAt
          ? text("schedule.scheduled", { date: formatWhen(remote.scheduledAt, code2) })
          : text(isPost ? "postSettings.scheduleIntro" : "schedule.intro")}
      </p>
      {/* decision 057: a scheduled publish hides what is still untranslated when it runs */}
      {untranslatedOf(remote).length > 0 && !isPost && (
        <p className="vb-muted" data-untranslated>
          {text("untranslated.scheduleNote", { count: untranslatedOf(remote).length })}
        </p>
      )}
      <div className="vb-fields">
        <label htmlFor={`${id}-at`}>{text("schedule.at")}</label>
        <input
          ref={input}
          id={`${id}-at`}
          type="datetime-local"
          className="vb-input"
          required
          min={localInputValue(new Date())}
          value={value}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-at-error` : undefined}
          onChange={(event) => {
            setValue(event.target.value);
            setProblem(undefined);
          }}
        />
        {problem && (
          <p id={`${id}-at-error`} className="vb-field-error">
            {problem}
          </p>
        )}
      </div>
      {error && (
        <p className="vb-error" role="alert">
          {error}
        </p>
      )}
    </Dialog>
  );
}

/** A post's time when it is still ahead (it is hidden until then), else undefined. */
export function futurePostTime(remote: BuilderDocument): string | undefined {
  const at = remote.kind === "post" ? remote.meta.post?.publishedAt : undefined;
  return at && Date.parse(at) > Date.now() ? at : undefined;
}

/** The start of the next hour: a schedule's first suggestion. */
function nextHour(): Date {
  const at = new Date(Date.now() + 3_600_000);
  at.setMinutes(0, 0, 0);
  return at;
}
