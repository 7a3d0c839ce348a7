import { useState } from "react";
import type { ElementNode } from "#generated/types.ts";
import { useAnnounce } from "./announcer.tsx";
import { Dialog } from "./dialog.tsx";
import { Icon, type IconName } from "./icons.tsx";
import { typeLabel } from "./labels.ts";
import { sectionSummary } from "./section-summary.ts";
import { type EditorTextKey, useText } from "./texts.ts";
import { useEditor, useStore } from "./use-editor.ts";

/**
 * The section manager (spec 2 back-office modals): the page's top-level sections in order, each
 * with what it says, to reorder, duplicate, delete (after a confirmation) or select on the
 * canvas. Every change is an editor action, so undo and redo take it back like any other.
 */
export function SectionManagerDialog({ code2, onClose }: { code2: string; onClose: () => void }) {
  const text = useText();
  const store = useStore();
  const announce = useAnnounce();
  const elements = useEditor((state) => state.doc.elements);
  const [confirming, setConfirming] = useState<string | undefined>(undefined);
  const labelOf = (node: ElementNode) => typeLabel(node.type, code2);
  const move = (node: ElementNode, from: number, to: number) => {
    if (to < 0 || to >= elements.length) return;
    // the list after the move is one shorter before the target: past the node, one more
    store.move([node.id], { parentId: null, slot: null, index: to > from ? to + 1 : to });
    announce(
      text("sections.moved", { label: labelOf(node), position: to + 1, count: elements.length }),
    );
  };
  const remove = (node: ElementNode) => {
    store.remove([node.id]);
    setConfirming(undefined);
    announce(text("sections.removed", { label: labelOf(node) }));
  };
  return (
    <Dialog
      title={text("sections.title")}
      wide
      onClose={onClose}
      actions={
        <button type="button" className="vb-button" onClick={onClose}>
          {text("sections.close")}
        </button>
      }
    >
      <p className="vb-hint">{text("sections.hint")}</p>
      {elements.length === 0 ? (
        <p className="vb-muted">{text("sections.empty")}</p>
      ) : (
        <ol className="vb-sections">
          {elements.map((node, index) => {
            const label = labelOf(node);
            const summary = sectionSummary(node);
            const tools: {
              icon: IconName;
              key: EditorTextKey;
              run: () => void;
              disabled?: boolean;
            }[] = [
              {
                icon: "up",
                key: "actions.moveUp",
                run: () => move(node, index, index - 1),
                disabled: index === 0,
              },
              {
                icon: "down",
                key: "actions.moveDown",
                run: () => move(node, index, index + 1),
                disabled: index === elements.length - 1,
              },
              {
                icon: "duplicate",
                key: "actions.duplicate",
                run: () => store.duplicate([node.id]),
              },
              { icon: "remove", key: "actions.remove", run: () => setConfirming(node.id) },
            ];
            return (
              <li key={node.id} className="vb-sections__item">
                <span className="vb-sections__number" aria-hidden="true">
                  {index + 1}
                </span>
                <button
                  type="button"
                  className="vb-sections__name"
                  title={text("sections.select")}
                  onClick={() => {
                    store.select(node.id);
                    onClose();
                    document
                      .querySelector(`.vb-canvas__frame [data-node-id="${CSS.escape(node.id)}"]`)
                      ?.scrollIntoView({ block: "center" });
                  }}
                >
                  <strong>{label}</strong>
                  {summary && <span className="vb-muted">{summary}</span>}
                </button>
                {confirming === node.id ? (
                  <span className="vb-sections__confirm" role="group" aria-label={label}>
                    <span>{text("sections.confirmRemove")}</span>
                    <button
                      type="button"
                      className="vb-button vb-button--danger"
                      onClick={() => remove(node)}
                    >
                      {text("actions.remove")}
                    </button>
                    <button
                      type="button"
                      className="vb-button vb-button--ghost"
                      onClick={() => setConfirming(undefined)}
                    >
                      {text("sections.keep")}
                    </button>
                  </span>
                ) : (
                  <span className="vb-sections__tools" role="group" aria-label={label}>
                    {tools.map((tool) => (
                      <button
                        key={tool.key}
                        type="button"
                        className={`vb-icon-button${tool.icon === "remove" ? " vb-icon-button--danger" : ""}`}
                        aria-label={`${text(tool.key)}: ${label} ${index + 1}`}
                        title={text(tool.key)}
                        disabled={tool.disabled}
                        onClick={tool.run}
                      >
                        <Icon name={tool.icon} />
                      </button>
                    ))}
                  </span>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </Dialog>
  );
}
