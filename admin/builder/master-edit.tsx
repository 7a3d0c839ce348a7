import { useEffect, useState } from "react";
import type { ElementNode, Master } from "#generated/types.ts";
import type { ApiClient } from "#src/lib/api-client.ts";
import { ApiError } from "#src/lib/api-error.ts";
import { plain } from "../editor/actions/plain.ts";
import { locate } from "../editor/tree.ts";
import { useAnnounce } from "./announcer.tsx";
import { useApiContext } from "./api-context.ts";
import { DialogFailure } from "./dialog.tsx";
import { useMasters } from "./masters-context.tsx";
import { useText } from "./texts.ts";
import { useEditor, useStore } from "./use-editor.ts";
import { dataOf } from "#src/lib/api-client.ts";

/** Writes an element's subtree as the new tree of a master: every instance follows. */
export function saveIntoMaster(api: ApiClient, master: Master, element: ElementNode) {
  return dataOf(
    api.PUT("/api/v1/admin/builder/masters/{id}", {
      params: { path: { id: master.id } },
      body: {
        baseRevision: master.revision,
        title: master.title,
        element: structuredClone<ElementNode>(plain(element)),
      },
    }),
  );
}

/** Editing a master in place starts here: the instance becomes its editable tree. */
export function useEditMaster() {
  const store = useStore();
  const announce = useAnnounce();
  const text = useText();
  const { setEditing } = useMasters();
  return (node: ElementNode, master: Master) => {
    if (!master.element) return;
    const [nodeId] = store.detach(node.id, master.element).ids;
    if (!nodeId) return;
    setEditing({ nodeId, masterId: master.id });
    announce(text("masters.editing", { title: master.title }));
  };
}

/**
 * The bar above the inspector while a master is edited in place: its tree is an ordinary element
 * on the page meanwhile. Saving writes it to the master (every instance on every page follows)
 * and makes it an instance again; cancelling puts the instance back and changes nothing.
 */
export function MasterEditBar() {
  const text = useText();
  const store = useStore();
  const announce = useAnnounce();
  const { api } = useApiContext();
  const { list, refresh, editing, setEditing } = useMasters();
  const node = useEditor((state) =>
    editing ? locate(state.doc, editing.nodeId)?.node : undefined,
  );
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const [isBusy, setBusy] = useState(false);
  const master = list?.find((each) => each.id === editing?.masterId);
  const isGone = editing !== null && node === undefined;
  useEffect(() => {
    // undone or deleted meanwhile: the edit is over (what remains is a plain copy, if anything)
    if (isGone) setEditing(null);
  }, [isGone, setEditing]);
  if (!editing || !node || !master) return null;

  const finish = (message: string) => {
    store.makeInstance(editing.nodeId, master.id);
    setEditing(null);
    setFailure(undefined);
    announce(message);
  };
  const save = async () => {
    setBusy(true);
    setFailure(undefined);
    try {
      await saveIntoMaster(api, master, node);
      await refresh();
      finish(text("masters.editSaved", { title: master.title }));
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="vb-master-edit" role="region" aria-label={text("masters.editRegion")}>
      <p>
        <strong>{text("masters.editing", { title: master.title })}</strong>{" "}
        {text("masters.editingHint")}
      </p>
      <DialogFailure message={failure} />
      <div className="vb-master-edit__actions">
        <button
          type="button"
          className="vb-button vb-button--ghost"
          onClick={() => store.select(editing.nodeId)}
        >
          {text("masters.editSelect")}
        </button>
        <button
          type="button"
          className="vb-button vb-button--ghost"
          disabled={isBusy}
          onClick={() => finish(text("masters.editCancelled"))}
        >
          {text("masters.cancel")}
        </button>
        <button
          type="button"
          className="vb-button"
          disabled={isBusy}
          aria-busy={isBusy || undefined}
          onClick={() => void save()}
        >
          {text("masters.editSave")}
        </button>
      </div>
    </div>
  );
}
