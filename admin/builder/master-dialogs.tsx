import { useId, useState } from "react";
import type { ElementNode } from "#generated/types.ts";
import { ApiError } from "#src/lib/api-error.ts";
import { plain } from "../editor/actions/plain.ts";
import { locate } from "../editor/tree.ts";
import { useAnnounce } from "./announcer.tsx";
import { useApiContext } from "./api-context.ts";
import { Dialog, DialogFailure, FormActions } from "./dialog.tsx";
import { insertionPoint } from "./insertion-point.ts";
import { instanceNode } from "../editor/actions/master-instance.ts";
import { saveIntoMaster } from "./master-edit.tsx";
import { useMasters } from "./masters-context.tsx";
import { useText } from "./texts.ts";
import { useStore } from "./use-editor.ts";
import { dataOf } from "#src/lib/api-client.ts";

const messageOf = (error: unknown) => (error instanceof Error ? error.message : "");

/**
 * spec 2 'choose master component': the site's masters; picking one inserts an instance after
 * the selection (or at the end), which follows the master from then on.
 */
export function ChooseMasterDialog({ onClose }: { onClose: () => void }) {
  const text = useText();
  const store = useStore();
  const announce = useAnnounce();
  const { list } = useMasters();
  const insert = (id: number, title: string) => {
    store.insertNodes([instanceNode(id)], insertionPoint(store.getState()));
    announce(text("masters.inserted", { title }));
    onClose();
  };
  return (
    <Dialog
      title={text("masters.chooseTitle")}
      onClose={onClose}
      actions={
        <button type="button" className="vb-button vb-button--ghost" onClick={onClose}>
          {text("masters.cancel")}
        </button>
      }
    >
      {list === undefined && <span className="vb-spinner" aria-hidden="true" />}
      {list?.length === 0 && <p className="vb-muted">{text("masters.empty")}</p>}
      <ul className="vb-history">
        {list?.map((master) => (
          <li key={master.id} className="vb-history__item">
            <span>{master.title}</span>
            <button
              type="button"
              className="vb-button"
              aria-label={text("masters.insertOne", { title: master.title })}
              onClick={() => insert(master.id, master.title)}
            >
              {text("masters.pick")}
            </button>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}

/**
 * Saves the selected element's subtree as a new master, or as the new tree of an existing one
 * (every instance of it follows); the element becomes an instance of that master.
 */
export function SaveMasterDialog({ nodeId, onClose }: { nodeId: string; onClose: () => void }) {
  const text = useText();
  const store = useStore();
  const announce = useAnnounce();
  const { api } = useApiContext();
  const { list, refresh } = useMasters();
  const id = useId();
  const [target, setTarget] = useState("new");
  const [title, setTitle] = useState("");
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const [isBusy, setBusy] = useState(false);
  const existing = list?.find((master) => String(master.id) === target);

  const save = async () => {
    const node = locate(store.getState().doc, nodeId)?.node;
    if (!node) return onClose();
    if (!existing && !title.trim()) {
      setFailure(text("masters.titleRequired"));
      return;
    }
    setBusy(true);
    setFailure(undefined);
    try {
      const saved = existing
        ? await saveIntoMaster(api, existing, node)
        : await dataOf(
            api.POST("/api/v1/admin/builder/masters", {
              body: {
                kind: "master",
                title: title.trim(),
                element: structuredClone<ElementNode>(plain(node)),
              },
            }),
          );
      await refresh();
      store.makeInstance(nodeId, saved.id);
      announce(text("masters.saved", { title: saved.title }));
      onClose();
    } catch (error) {
      setBusy(false);
      setFailure(error instanceof ApiError ? error.message : messageOf(error));
    }
  };
  return (
    <Dialog
      title={text("masters.saveTitle")}
      onClose={onClose}
      onSubmit={() => void save()}
      actions={
        <FormActions
          cancel={text("masters.cancel")}
          confirm={text("masters.confirm")}
          isBusy={isBusy}
          onCancel={onClose}
        />
      }
    >
      <div className="vb-fields">
        <label htmlFor={`${id}-target`}>{text("masters.target")}</label>
        <select
          id={`${id}-target`}
          className="vb-input"
          value={target}
          onChange={(event) => setTarget(event.target.value)}
        >
          <option value="new">{text("masters.new")}</option>
          {list?.map((master) => (
            <option key={master.id} value={String(master.id)}>
              {text("masters.replace", { title: master.title })}
            </option>
          ))}
        </select>
        {!existing && (
          <>
            <label htmlFor={`${id}-title`}>{text("masters.name")}</label>
            <input
              id={`${id}-title`}
              className="vb-input"
              value={title}
              required
              maxLength={200}
              onChange={(event) => setTitle(event.target.value)}
            />
          </>
        )}
      </div>
      <DialogFailure message={failure} />
    </Dialog>
  );
}
