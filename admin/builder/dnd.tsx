import {
  type Announcements,
  closestCorners,
  type CollisionDetection,
  DndContext,
  type DragEndEvent,
  type DragMoveEvent,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { sortableKeyboardCoordinates } from "@dnd-kit/sortable";
import { type ReactNode, useMemo, useRef } from "react";
import { EditorError, type Location } from "../editor/tree.ts";
import { type DragSource, type DropTarget, dropLocation, landingPlace } from "./drop-target.ts";
import { placeLabel, typeLabel } from "./labels.ts";
import { useText } from "./texts.ts";
import { useAnnounce } from "./announcer.tsx";
import { useStore } from "./use-editor.ts";
import { locate } from "../editor/tree.ts";

type DragData = { source?: DragSource; target?: DropTarget };

/**
 * Nested lists: the pointer is often within several targets (a column and the element in it);
 * the smallest one is the one meant. The keyboard has no pointer: nearest corners.
 */
const collisions: CollisionDetection = (args) => {
  if (!args.pointerCoordinates) return closestCorners(args);
  const within = pointerWithin(args);
  const area = (id: string | number) => {
    const rect = args.droppableRects.get(id);
    return rect ? rect.width * rect.height : Number.POSITIVE_INFINITY;
  };
  return within.sort((a, b) => area(a.id) - area(b.id));
};

/** Whether the dragged item's centre is past the middle of what it is over. */
function pastMiddle({ active, over, delta }: DragMoveEvent): boolean {
  if (!over) return false;
  const start = active.rect.current.initial;
  const centre = start ? start.top + delta.y + start.height / 2 : 0;
  return centre > over.rect.top + over.rect.height / 2;
}

let shownDrop: HTMLElement | undefined;

/** Marks the element a drop would land on (data-drop: before, after, inside), or none. */
function showDrop(drop: { id: string; mark: string } | undefined) {
  const element = drop
    ? document.querySelector<HTMLElement>(`[data-drop-id="${CSS.escape(drop.id)}"]`)
    : null;
  if (shownDrop && shownDrop !== element) delete shownDrop.dataset.drop;
  shownDrop = element ?? undefined;
  if (element && drop) element.dataset.drop = drop.mark;
}

/** Drag and drop over palette, canvas and outline (dnd-kit), with Croatian announcements. */
export function BuilderDnd({ code2, children }: { code2: string; children: ReactNode }) {
  const store = useStore();
  const text = useText();
  const announce = useAnnounce();
  const dropped = useRef<string | undefined>(undefined);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const labelOf = (source: DragSource | undefined) => {
    if (!source) return "";
    if (source.kind === "palette") return typeLabel(source.type, code2);
    const node = locate(store.getState().doc, source.nodeId)?.node;
    return node ? typeLabel(node.type, code2) : "";
  };

  const placeOf = (data: {
    active: DragData;
    over: DragData | undefined;
    isPastMiddle: boolean;
  }) => {
    const { source } = data.active;
    const target = data.over?.target;
    if (!source || !target) return undefined;
    const doc = store.getState().doc;
    return dropLocation({ doc, source, target, isPastMiddle: data.isPastMiddle });
  };

  /** The place in words where the item would end up ("stranica, položaj 2"). */
  const spokenPlace = (source: DragSource, location: Location) => {
    const doc = store.getState().doc;
    return placeLabel(doc, landingPlace(doc, source, location), text, code2);
  };

  const announcements: Announcements = useMemo(
    () => ({
      onDragStart: ({ active }) =>
        text("dnd.start", { label: labelOf((active.data.current as DragData).source) }),
      onDragOver: ({ active, over }) => {
        // right after a pick-up the item is over itself (it is a drop target too): saying
        // "over no place" then would overwrite the pick-up before it is read
        if (over?.id === active.id) return undefined;
        const { source } = active.data.current as DragData;
        const label = labelOf(source);
        const location = placeOf({
          active: active.data.current as DragData,
          over: over?.data.current,
          isPastMiddle: false,
        });
        if (!location || !source) return text("dnd.overNothing", { label });
        return text("dnd.over", { label, place: spokenPlace(source, location) });
      },
      // said after the drop changed the tree: onDragEnd below words the place before that
      onDragEnd: ({ active }) =>
        dropped.current ??
        text("dnd.cancel", { label: labelOf((active.data.current as DragData).source) }),
      onDragCancel: ({ active }) =>
        text("dnd.cancel", { label: labelOf((active.data.current as DragData).source) }),
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reads the store when called
    [text, code2],
  );

  const onDragEnd = (event: DragEndEvent) => {
    showDrop(undefined);
    dropped.current = undefined;
    const { active, over } = event;
    const data = active.data.current as DragData;
    const overData = over?.data.current as DragData | undefined;
    const { source } = data;
    if (!source || !over || !overData?.target) return;
    const isPastMiddle = pastMiddle(event);
    const location = placeOf({ active: data, over: overData, isPastMiddle });
    if (!location) return;
    dropped.current = text("dnd.drop", {
      label: labelOf(source),
      place: spokenPlace(source, location),
    });
    try {
      if (source.kind === "palette") store.insertType(source.type, location);
      else store.move([source.nodeId], location);
    } catch (error) {
      if (!(error instanceof EditorError)) throw error;
      dropped.current = undefined;
      announce(text("actions.refused"));
    }
  };

  // where the drop would land, drawn on the element itself (no re-render of the tree)
  const onDragMove = (event: DragMoveEvent) => {
    const target = (event.over?.data.current as DragData | undefined)?.target;
    if (!event.over || !target) return showDrop(undefined);
    const mark = target.kind === "list" ? "inside" : pastMiddle(event) ? "after" : "before";
    showDrop({ id: String(event.over.id), mark });
  };

  return (
    <DndContext
      id="vitrina-builder"
      sensors={sensors}
      collisionDetection={collisions}
      onDragMove={onDragMove}
      onDragCancel={() => showDrop(undefined)}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: text("dnd.instructions") },
      }}
    >
      {children}
    </DndContext>
  );
}
