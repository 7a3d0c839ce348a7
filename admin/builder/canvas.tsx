import { useDroppable } from "@dnd-kit/core";
import {
  type MouseEvent,
  type ReactNode,
  type RefObject,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { MemoryRouter } from "react-router";
import { isElementType, elementMeta } from "#generated/element-meta.ts";
import { RenderTree, type TreeDecorators } from "#src/renderer/render-tree.tsx";
import { collectNodes, type TreeNode } from "#common/walk-tree.ts";
import { useMasters } from "./masters-context.tsx";
import { ElementBoundary } from "./element-boundary.tsx";
import { dragId } from "./drop-target.ts";
import { useInvalid } from "./invalid-context.ts";
import { useNodeDrag } from "./use-node-drag.ts";
import { Icon } from "./icons.tsx";
import { NodeActions } from "./node-actions.tsx";
import { typeLabel } from "./labels.ts";
import { useText } from "./texts.ts";
import { useEditor } from "./use-editor.ts";
import { previewNodes, type Viewport, viewportWidths } from "./viewport.ts";

/**
 * The page drawn by the site's own renderer (src/renderer/render-tree.tsx) and element
 * components, each element in a frame to select and drag it, each slot a place to drop. The
 * frame is as wide as the chosen viewport; stylesheets answer its width (container-queries.ts).
 */
export function Canvas({ viewport, code2 }: { viewport: Viewport; code2: string }) {
  const text = useText();
  const scroller = useRef<HTMLDivElement>(null);
  const elements = useEditor((state) => state.doc.elements);
  const nodes = useMemo(() => previewNodes(elements, viewport), [elements, viewport]);
  const { list: masters } = useMasters();
  // each master instance draws its master's current tree (the server expands it on the site)
  // Keyed by which instance shows which master, not by the tree: a new data object would give
  // the renderer a new context and redraw every frame of the page on each keystroke.
  const instances = JSON.stringify(
    collectNodes(nodes, (node) => node.type === "master").map((node) => [
      node.id,
      Number((node.props as { masterId?: unknown }).masterId),
    ]),
  );
  const data = useMemo(() => {
    const byId = new Map(masters?.map((master) => [master.id, master.element]));
    const pairs = JSON.parse(instances) as [string, number][];
    return Object.fromEntries(
      pairs.map(([nodeId, masterId]) => {
        const element = byId.get(masterId);
        return [nodeId, element ? [element] : []];
      }),
    );
  }, [instances, masters]);
  const decorate = useMemo<TreeDecorators>(
    () => ({
      node: (node, element) => (
        <CanvasNode node={node} code2={code2}>
          {element}
        </CanvasNode>
      ),
      slot: (node, slot, children) => (
        <CanvasList
          parentId={node.id}
          slot={slot}
          isEmpty={(node.slots?.[slot] ?? []).length === 0}
        >
          {children}
        </CanvasList>
      ),
    }),
    [code2],
  );
  // links inside the page must not leave the editor
  const keepInEditor = (event: MouseEvent) => {
    if ((event.target as HTMLElement).closest("a")) event.preventDefault();
  };
  const width = viewportWidths[viewport];
  const zoom = useFitZoom(scroller, width);
  return (
    <div className="vb-canvas__scroller" ref={scroller}>
      <div
        className="vb-canvas__frame"
        data-viewport={viewport}
        style={{ width, zoom, ["--vb-zoom" as string]: zoom }}
        onClickCapture={keepInEditor}
      >
        <MemoryRouter>
          {elements.length === 0 ? (
            <CanvasList parentId={null} slot={null} isEmpty>
              <div className="vb-canvas__empty">
                <p className="vb-canvas__empty-title">{text("canvas.empty")}</p>
                <p>{text("canvas.emptyHint")}</p>
              </div>
            </CanvasList>
          ) : (
            <CanvasList parentId={null} slot={null} isEmpty={false}>
              <RenderTree nodes={nodes} data={data} decorate={decorate} isDev={false} />
            </CanvasList>
          )}
        </MemoryRouter>
      </div>
    </div>
  );
}

function CanvasList({
  parentId,
  slot,
  isEmpty,
  children,
}: {
  parentId: string | null;
  slot: string | null;
  isEmpty: boolean;
  children: ReactNode;
}) {
  const text = useText();
  const { setNodeRef } = useDroppable({
    id: dragId.list("canvas", parentId, slot),
    data: { target: { kind: "list", parentId, slot } },
  });
  return (
    <div ref={setNodeRef} className="vb-list" data-drop-id={dragId.list("canvas", parentId, slot)}>
      {children}
      {isEmpty && parentId !== null && (
        <div className="vb-list__empty">{text("canvas.emptySlot")}</div>
      )}
    </div>
  );
}

function CanvasNode({
  node,
  code2,
  children,
}: {
  node: TreeNode;
  code2: string;
  children: ReactNode;
}) {
  const text = useText();
  const { id, isSelected, isDragging, handle, ref, select } = useNodeDrag("canvas", node.id);
  const label = typeLabel(node.type, code2);
  const isInvalid = useInvalid().some((item) => item.nodeId === node.id);
  const hasSlots = isElementType(node.type) && elementMeta[node.type].slots.length > 0;
  return (
    <div
      ref={ref}
      className="vb-node"
      data-node-id={node.id}
      data-drop-id={id}
      data-selected={isSelected || undefined}
      data-dragging={isDragging || undefined}
      data-container={hasSlots || undefined}
      data-invalid={isInvalid || undefined}
      onClick={select}
    >
      <div className="vb-node__bar">
        <button
          {...handle}
          type="button"
          className="vb-node__handle"
          aria-label={text("canvas.dragHandle", { label })}
        >
          <Icon name="drag" /> {label}
        </button>
        {isSelected && <NodeActions ids={[node.id]} />}
      </div>
      <ElementBoundary resetKey={node} label={label}>
        {children}
      </ElementBoundary>
    </div>
  );
}

/**
 * The frame keeps the viewport's width (its stylesheets answer that width) and is zoomed down
 * to fit the pane when the pane is narrower: the 1440 px desktop in a laptop's middle pane.
 */
function useFitZoom(scroller: RefObject<HTMLDivElement | null>, width: number): number {
  const [available, setAvailable] = useState(width);
  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setAvailable(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [scroller]);
  return Math.min(1, available / width);
}
