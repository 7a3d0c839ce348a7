import { useDroppable } from "@dnd-kit/core";
import { createContext, useContext, useMemo, useSyncExternalStore } from "react";
import { elementMeta, isElementType } from "#generated/element-meta.ts";
import type { ElementNode } from "#generated/types.ts";
import { dragId } from "./drop-target.ts";
import { useNodeDrag } from "./use-node-drag.ts";
import { Icon } from "./icons.tsx";
import { nodeSummary, slotLabel, typeLabel } from "./labels.ts";
import { useText } from "./texts.ts";
import { type DocumentSession, sessionOf, untranslatedOf } from "./document-session.ts";
import { useEditor, useStore } from "./use-editor.ts";

/** Decision 057: this language's untranslated and hidden elements, and its session to change them. */
type Marks = {
  untranslated: Set<string>;
  hidden: Set<string>;
  session: DocumentSession | undefined;
};
const MarksContext = createContext<Marks>({
  untranslated: new Set(),
  hidden: new Set(),
  session: undefined,
});

const noSession = { subscribe: () => () => {}, getState: () => undefined };

function useMarks(): Marks {
  const session = sessionOf(useStore());
  const source = session ?? noSession;
  const remote = useSyncExternalStore(source.subscribe, () => source.getState()?.remote);
  return useMemo(
    () => ({
      untranslated: new Set(remote ? untranslatedOf(remote) : []),
      hidden: new Set(remote?.hidden ?? []),
      session,
    }),
    [remote, session],
  );
}

/** The layers panel: the tree as a nested list; rows select and drag like the canvas. */
export function Outline({ code2 }: { code2: string }) {
  const text = useText();
  const elements = useEditor((state) => state.doc.elements);
  const marks = useMarks();
  if (elements.length === 0) return <p className="vb-muted">{text("outline.empty")}</p>;
  return (
    <MarksContext value={marks}>
      <OutlineList nodes={elements} parentId={null} slot={null} code2={code2} />
    </MarksContext>
  );
}

function OutlineList({
  nodes,
  parentId,
  slot,
  code2,
}: {
  nodes: ElementNode[];
  parentId: string | null;
  slot: string | null;
  code2: string;
}) {
  const id = dragId.list("outline", parentId, slot);
  const { setNodeRef } = useDroppable({ id, data: { target: { kind: "list", parentId, slot } } });
  return (
    <ul
      ref={setNodeRef}
      className="vb-outline__list"
      data-drop-id={id}
      role={parentId === null ? "tree" : "group"}
    >
      {nodes.map((node) => (
        <OutlineRow key={node.id} node={node} code2={code2} />
      ))}
      {nodes.length === 0 && <li className="vb-outline__empty" aria-hidden="true" />}
    </ul>
  );
}

function OutlineRow({ node, code2 }: { node: ElementNode; code2: string }) {
  const text = useText();
  const { id, isSelected, isDragging, handle, ref, select } = useNodeDrag("outline", node.id);
  const label = typeLabel(node.type, code2);
  const slots = isElementType(node.type) ? elementMeta[node.type].slots : [];
  const summary = nodeSummary(node);
  const marks = useContext(MarksContext);
  const isUntranslated = marks.untranslated.has(node.id);
  const isHidden = marks.hidden.has(node.id);

  return (
    <li className="vb-outline__item" role="treeitem" aria-selected={isSelected}>
      <div
        ref={ref}
        className="vb-outline__row"
        data-drop-id={id}
        data-selected={isSelected || undefined}
        data-dragging={isDragging || undefined}
      >
        <button
          {...handle}
          type="button"
          className="vb-outline__handle"
          aria-label={text("canvas.dragHandle", { label })}
        >
          <Icon name="drag" />
        </button>
        <button type="button" className="vb-outline__label" onClick={select}>
          {label}
          {summary && <span className="vb-outline__summary"> {summary}</span>}
        </button>
        {isUntranslated && (
          <span
            className="vb-outline__mark"
            data-mark="untranslated"
            title={text("untranslated.mark")}
          >
            <Icon name="languages" />
            <span className="vb-visually-hidden">{text("untranslated.mark")}</span>
          </span>
        )}
        {isHidden && (
          <span
            className="vb-outline__mark"
            data-mark="hidden"
            title={text("untranslated.hiddenMark")}
          >
            {text("untranslated.hiddenMark")}
          </span>
        )}
        {/* only another language than the default one has untranslated texts to hide */}
        {marks.session && (isHidden || isUntranslated) && (
          <button
            type="button"
            className="vb-button vb-button--ghost vb-outline__hide"
            aria-label={`${text(isHidden ? "untranslated.show" : "untranslated.hide")}: ${label}`}
            onClick={() => void marks.session?.setHidden(node.id, !isHidden)}
          >
            {text(isHidden ? "untranslated.show" : "untranslated.hide")}
          </button>
        )}
      </div>
      {slots.map((slot) => (
        <div key={slot} className="vb-outline__slot">
          <span className="vb-outline__slot-name">{slotLabel(slot, text)}</span>
          <OutlineList
            nodes={node.slots?.[slot] ?? []}
            parentId={node.id}
            slot={slot}
            code2={code2}
          />
        </div>
      ))}
    </li>
  );
}
