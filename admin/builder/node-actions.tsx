import { EditorError, locate } from "../editor/tree.ts";
import { useAnnounce } from "./announcer.tsx";
import { Icon, type IconName } from "./icons.tsx";
import { type EditorTextKey, useText } from "./texts.ts";
import { useStore } from "./use-editor.ts";

/**
 * Buttons for the selected element(s): move up/down (the keyboard's way besides dragging),
 * duplicate, copy, paste after, delete. Shortcuts do the same (builder-app.tsx).
 */
export function NodeActions({ ids }: { ids: string[] }) {
  const store = useStore();
  const text = useText();
  const announce = useAnnounce();
  const guarded = (action: () => void) => (event: { stopPropagation: () => void }) => {
    event.stopPropagation();
    try {
      action();
    } catch (error) {
      if (!(error instanceof EditorError)) throw error;
      announce(text("actions.refused"));
    }
  };
  const shift = (by: -1 | 1) => () => {
    const found = locate(store.getState().doc, ids[0] ?? "");
    if (!found) return;
    const index = found.location.index + (by === 1 ? 2 : -1);
    if (index < 0 || index > found.list.length) return;
    store.move(ids, { ...found.location, index });
  };
  const actions: { icon: IconName; key: EditorTextKey; run: () => void; isDanger?: boolean }[] = [
    { icon: "up", key: "actions.moveUp", run: shift(-1) },
    { icon: "down", key: "actions.moveDown", run: shift(1) },
    { icon: "duplicate", key: "actions.duplicate", run: () => store.duplicate(ids) },
    {
      icon: "copy",
      key: "actions.copy",
      run: () => announce(text("actions.copied", { count: store.copy(ids) })),
    },
    {
      icon: "paste",
      key: "actions.paste",
      run: () => {
        const found = locate(store.getState().doc, ids.at(-1) ?? "");
        if (found) store.paste({ ...found.location, index: found.location.index + 1 });
      },
    },
    { icon: "remove", key: "actions.remove", run: () => store.remove(ids), isDanger: true },
  ];
  return (
    <div className="vb-actions" role="toolbar" aria-label={text("actions.label")}>
      {actions.map((action) => (
        <button
          key={action.key}
          type="button"
          className={`vb-icon-button${action.isDanger ? " vb-icon-button--danger" : ""}`}
          onClick={guarded(action.run)}
          title={text(action.key)}
          aria-label={text(action.key)}
        >
          <Icon name={action.icon} />
        </button>
      ))}
    </div>
  );
}
