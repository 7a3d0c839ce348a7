import { useState } from "react";
import type { ElementNode } from "#generated/types.ts";
import { useAnnounce } from "../announcer.tsx";
import { SaveMasterDialog } from "../master-dialogs.tsx";
import { useEditMaster } from "../master-edit.tsx";
import { useMasters } from "../masters-context.tsx";
import { NodeActions } from "../node-actions.tsx";
import { useText } from "../texts.ts";
import { useStore } from "../use-editor.ts";

/**
 * The inspector of a master instance: which master it follows (its props are the master's, so
 * no form); editing the master in place (master-edit.tsx), one at a time; and detach, which
 * makes it a plain copy to edit on this page alone.
 */
export function MasterPanel({ node }: { node: ElementNode }) {
  const text = useText();
  const store = useStore();
  const announce = useAnnounce();
  const { list, editing } = useMasters();
  const editMaster = useEditMaster();
  const master = list?.find((each) => each.id === node.props.masterId);
  return (
    <div className="vb-inspector">
      <div className="vb-inspector__head">
        <h2 className="vb-inspector__title">
          {master ? text("masters.instance", { title: master.title }) : text("masters.missing")}
        </h2>
      </div>
      <p className="vb-hint">{text("masters.instanceHint")}</p>
      {master?.element && (
        <div className="vb-inspector__master-actions">
          <button
            type="button"
            className="vb-button"
            disabled={editing !== null}
            onClick={() => editMaster(node, master)}
          >
            {text("masters.edit")}
          </button>
          <button
            type="button"
            className="vb-button vb-button--ghost"
            onClick={() => {
              store.detach(node.id, master.element!);
              announce(text("masters.detached"));
            }}
          >
            {text("masters.detach")}
          </button>
        </div>
      )}
      <NodeActions ids={[node.id]} />
    </div>
  );
}

/** Opens the dialog that saves the selected element as a master (or into an existing one). */
export function SaveAsMaster({ nodeId }: { nodeId: string }) {
  const text = useText();
  const [isOpen, setOpen] = useState(false);
  // the tree of a master being edited in place is saved from the bar above (master-edit.tsx)
  if (useMasters().editing?.nodeId === nodeId) return null;
  return (
    <>
      <button
        type="button"
        className="vb-button vb-button--ghost vb-inspector__master"
        onClick={() => setOpen(true)}
      >
        {text("masters.save")}
      </button>
      {isOpen && <SaveMasterDialog nodeId={nodeId} onClose={() => setOpen(false)} />}
    </>
  );
}
