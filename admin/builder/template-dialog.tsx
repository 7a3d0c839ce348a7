import { useId, useRef, useState } from "react";
import { plain } from "../editor/actions/plain.ts";
import { useAnnounce } from "./announcer.tsx";
import { useApiContext } from "./api-context.ts";
import { Dialog, DialogFailure, FormActions } from "./dialog.tsx";
import { useText } from "./texts.ts";
import { useStore } from "./use-editor.ts";
import { dataOf } from "#src/lib/api-client.ts";

/**
 * "Save as template": the whole page as it is in the editor (its tree and settings, not its
 * title or slug) becomes a template a new page can start from (new-page dialog).
 */
export function SaveTemplateDialog({ onClose }: { onClose: () => void }) {
  const text = useText();
  const store = useStore();
  const announce = useAnnounce();
  const { api } = useApiContext();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [title, setTitle] = useState("");
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const [isBusy, setBusy] = useState(false);
  const save = async () => {
    if (!title.trim()) {
      setFailure(text("templates.titleRequired"));
      input.current?.focus();
      return;
    }
    const { version, settings, elements } = structuredClone(plain(store.getState().doc));
    setBusy(true);
    setFailure(undefined);
    try {
      const saved = await dataOf(
        api.POST("/api/v1/admin/builder/masters", {
          body: {
            kind: "template",
            title: title.trim(),
            document: { version, settings, elements },
          },
        }),
      );
      announce(text("templates.saved", { title: saved.title }));
      onClose();
    } catch (error) {
      setBusy(false);
      setFailure(error instanceof Error ? error.message : "");
    }
  };
  return (
    <Dialog
      title={text("templates.saveTitle")}
      onClose={onClose}
      onSubmit={() => void save()}
      actions={
        <FormActions
          cancel={text("templates.cancel")}
          confirm={text("templates.confirm")}
          isBusy={isBusy}
          onCancel={onClose}
        />
      }
    >
      <div className="vb-fields">
        <label htmlFor={`${id}-title`}>{text("templates.name")}</label>
        <input
          ref={input}
          id={`${id}-title`}
          className="vb-input"
          value={title}
          required
          maxLength={200}
          aria-invalid={failure ? true : undefined}
          onChange={(event) => setTitle(event.target.value)}
        />
      </div>
      <DialogFailure message={failure} />
    </Dialog>
  );
}
