import { useDroppable } from "@dnd-kit/core";
import { elementMeta, isElementType } from "#generated/element-meta.ts";
import type { ElementNode } from "#generated/types.ts";
import { dragId } from "./drop-target.ts";
import { useNodeDrag } from "./use-node-drag.ts";
import { Icon } from "./icons.tsx";
import { slotLabel, typeLabel } from "./labels.ts";
import { useText } from "./texts.ts";
import { useEditor } from "./use-editor.ts";

/** The layers panel: the tree as a nested list; rows select and drag like the canvas. */
export function Outline({ code2 }: { code2: string }) {
  const text = useText();
  const elements = useEditor((state) => state.doc.elements);
  if (elements.length === 0) return <p className="vb-muted">{text("outline.empty")}</p>;
  return <OutlineList nodes={elements} parentId={null} slot={null} code2={code2} />;
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
  const summary = [node.props.title, node.props.text, node.props.label]
    .find((value): value is string => typeof value === "string")
    ?.slice(0, 40);
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
