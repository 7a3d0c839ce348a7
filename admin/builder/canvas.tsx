import { useDroppable } from "@dnd-kit/core";
import {
  Component,
  createContext,
  type CSSProperties,
  type MouseEvent,
  type ReactNode,
  type RefObject,
  use,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { createPortal } from "react-dom";
import { findDOMNode } from "preact/compat";
import { MemoryRouter } from "react-router";
import { isElementType, elementMeta } from "#generated/element-meta.ts";
import { RenderTree, type TreeDecorators } from "#src/renderer/render-tree.tsx";
import { themeTokenStylesheets } from "#src/themes/theme-assets.ts";
import type { Theme } from "#common/theme-for-slug.ts";
import { collectNodes, type TreeNode } from "#common/walk-tree.ts";
import { useMasters } from "./masters-context.tsx";
import { ElementBoundary } from "./element-boundary.tsx";
import { dragId } from "./drop-target.ts";
import { useInvalid } from "./invalid-context.ts";
import { selectMode, useNodeDrag } from "./use-node-drag.ts";
import { Icon } from "./icons.tsx";
import { NodeActions } from "./node-actions.tsx";
import { typeLabel } from "./labels.ts";
import { useText } from "./texts.ts";
import { useEditor, useStore } from "./use-editor.ts";
import { previewNodes, type Viewport, viewportHeights, viewportWidths } from "./viewport.ts";
import {
  answerCanvasWidth,
  answerCanvasWidthInline,
  canvasViewportHeight,
} from "./container-queries.ts";

/**
 * The page drawn by the site's own renderer (src/renderer/render-tree.tsx) and element
 * components, inside the wrapper the site draws it in (`article.page-content`), at the chosen
 * viewport's width, its `vh` the device's window height, in the page's own landing style,
 * zoomed as a whole to fit the pane (decision 056). The editor adds no box to
 * the page: an element is marked on its own root (outline, data attributes, drag and drop), a
 * slot's list on its container, and each element's bar (drag handle, actions) is drawn in a
 * layer over the page, placed at its element.
 */
export function Canvas({ viewport, code2 }: { viewport: Viewport; code2: string }) {
  const text = useText();
  const store = useStore();
  const scroller = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  const [layer, setLayer] = useState<HTMLDivElement | null>(null);
  const elements = useEditor((state) => state.doc.elements);
  const ownTheme = useOwnTheme(useEditor((state) => state.doc.settings?.landingStyle));
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
  const width = viewportWidths[viewport];
  const zoom = useFitZoom(scroller, width);
  const frameStyle = {
    width,
    zoom,
    [canvasViewportHeight]: `${viewportHeights[viewport] / 100}px`,
  } as CSSProperties;
  const bars = useMemo(() => new BarLayer(), []);
  useLayoutEffect(() => {
    bars.attach(scroller.current, layer);
    return () => bars.attach(null, null);
  }, [bars, layer]);
  useLayoutEffect(() => {
    if (frame.current) answerCanvasWidthInline(frame.current);
    bars.place();
  });
  const barLayer = useMemo(() => (layer ? { layer, bars } : undefined), [layer, bars]);
  // links inside the page must not leave the editor
  const keepInEditor = (event: MouseEvent) => {
    if ((event.target as HTMLElement).closest("a")) event.preventDefault();
  };
  // a click selects the innermost element under it
  const select = (event: MouseEvent) => {
    const host = (event.target as HTMLElement).closest<HTMLElement>("[data-node-id]");
    if (!host?.dataset.nodeId || !frame.current?.contains(host)) return;
    event.stopPropagation();
    store.select(host.dataset.nodeId, selectMode(event));
  };
  return (
    <div
      className="vb-canvas__scroller"
      ref={scroller}
      onMouseOver={(event) => bars.hover(event.target as Element)}
      onMouseLeave={() => bars.hover(null)}
    >
      <div
        ref={frame}
        className="vb-canvas__frame"
        data-viewport={viewport}
        style={frameStyle}
        onClickCapture={keepInEditor}
        onClick={select}
      >
        <MemoryRouter>
          <BarContext value={barLayer}>
            <article className="page-content vb-canvas__page" data-theme={ownTheme}>
              <CanvasList parentId={null} slot={null} isEmpty={false}>
                {elements.length === 0 ? (
                  <div className="vb-canvas__empty">
                    <p className="vb-canvas__empty-title">{text("canvas.empty")}</p>
                    <p>{text("canvas.emptyHint")}</p>
                  </div>
                ) : (
                  <RenderTree nodes={nodes} data={data} decorate={decorate} isDev={false} />
                )}
              </CanvasList>
            </article>
          </BarContext>
        </MemoryRouter>
      </div>
      <div className="vb-canvas__bars" ref={setLayer} />
    </div>
  );
}

/**
 * The landing style a page gives its own content (its settings' landingStyle) when it is not the
 * site's (html data-theme): the content wears it, as on the site (src/features/content/
 * page-view.tsx), with that style's tokens, which the page's document links only for the style
 * it was opened in (src/root.tsx): another is linked here, its lengths turned for the canvas.
 */
function useOwnTheme(landingStyle: Theme | undefined): Theme | undefined {
  const ownTheme =
    landingStyle && landingStyle !== document.documentElement.dataset.theme
      ? landingStyle
      : undefined;
  useEffect(() => {
    if (!ownTheme) return;
    const href = themeTokenStylesheets[ownTheme];
    const linked = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
    if (linked.some((link) => link.getAttribute("href") === href)) return;
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = href;
    link.addEventListener("load", () => {
      if (link.sheet) answerCanvasWidth([link.sheet]);
    });
    document.head.append(link);
  }, [ownTheme]);
  return ownTheme;
}

const BarContext = createContext<{ layer: HTMLElement; bars: BarLayer } | undefined>(undefined);

/**
 * The elements' bars, in a layer over the page (not in it: a bar in the page would be a box of
 * its own, and a child or sibling the site's selectors would count). Each bar sits above the top
 * left corner of its element, or inside it when there is no room above (the page's top).
 */
class BarLayer {
  private scroller: HTMLElement | null = null;
  private layer: HTMLElement | null = null;
  private hovered: string | undefined;
  private frame = 0;
  private observer: ResizeObserver | undefined;

  attach(scroller: HTMLElement | null, layer: HTMLElement | null) {
    this.observer?.disconnect();
    this.scroller = scroller;
    this.layer = layer;
    if (!scroller) return;
    this.observer = new ResizeObserver(() => this.place());
    const page = scroller.querySelector(".vb-canvas__page");
    if (page) this.observer.observe(page);
    this.observer.observe(scroller);
  }

  /** Places every bar at its element, after the current layout (once a frame). */
  place() {
    if (this.frame) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = 0;
      this.placeNow();
    });
  }

  placeNow() {
    const { scroller, layer } = this;
    if (!scroller || !layer) return;
    const origin = scroller.getBoundingClientRect();
    const page = scroller.querySelector(".vb-canvas__frame")?.getBoundingClientRect();
    const places = [...layer.querySelectorAll<HTMLElement>("[data-bar-for]")].map((bar) => {
      const host = this.host(bar.dataset.barFor);
      return { bar, box: host?.getBoundingClientRect() };
    });
    for (const { bar, box } of places) {
      if (!box) continue;
      bar.style.left = `${box.left - origin.left}px`;
      bar.style.top = `${box.top - origin.top}px`;
      bar.dataset.above = String(Boolean(page && box.top - page.top >= 28));
    }
  }

  /** The element under the pointer (or its bar) shows its bar. */
  hover(target: Element | null) {
    const bar = target?.closest<HTMLElement>("[data-bar-for]");
    const host = target?.closest<HTMLElement>(".vb-canvas__frame [data-node-id]");
    const id = bar?.dataset.barFor ?? host?.dataset.nodeId;
    if (id === this.hovered) return;
    this.mark(this.hovered, false);
    this.hovered = id;
    this.mark(id, true);
    this.placeNow();
  }

  private host(id: string | undefined): HTMLElement | null {
    if (!id || !this.scroller) return null;
    return this.scroller.querySelector<HTMLElement>(
      `.vb-canvas__frame [data-node-id="${CSS.escape(id)}"]`,
    );
  }

  private mark(id: string | undefined, isHovered: boolean) {
    if (!id || !this.layer) return;
    const bar = this.layer.querySelector<HTMLElement>(`[data-bar-for="${CSS.escape(id)}"]`);
    for (const element of [bar, this.host(id)])
      if (element) element.toggleAttribute("data-hover", isHovered);
  }
}

/**
 * Reports the first DOM element its children draw (their root), after each render: the page's
 * own element, wrapped in nothing of the editor's. The browser runs Preact 11 (decision 027),
 * which has neither React's fragment refs nor Preact 10's `Component.base`; its `preact/compat`
 * keeps React's `findDOMNode` (a component's first DOM node), public API Preact maintains with
 * its internals (decision 056).
 */
class RootOf extends Component<{
  onRoot: (root: HTMLElement | null) => void;
  children: ReactNode;
}> {
  override componentDidMount() {
    this.report();
  }

  override componentDidUpdate() {
    this.report();
  }

  override componentWillUnmount() {
    this.props.onRoot(null);
  }

  private report() {
    const root = findDOMNode(this);
    this.props.onRoot(root instanceof HTMLElement ? root : null);
  }

  override render() {
    return this.props.children;
  }
}

/** Sets data attributes on an element the page drew (removed again when they go). */
function useAttributes(
  element: HTMLElement | null,
  attributes: Record<string, string | undefined>,
) {
  const key = JSON.stringify(attributes);
  useLayoutEffect(() => {
    if (!element) return;
    const set = JSON.parse(key) as Record<string, string | undefined>;
    for (const [name, value] of Object.entries(set))
      if (value === undefined) element.removeAttribute(name);
      else element.setAttribute(name, value);
    return () => {
      for (const name of Object.keys(set)) element.removeAttribute(name);
    };
  }, [element, key]);
}

/** A slot's list: its drop target is the element the slot's children sit in (the page's own). */
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
  const dropId = dragId.list("canvas", parentId, slot);
  const { setNodeRef } = useDroppable({
    id: dropId,
    data: { target: { kind: "list", parentId, slot } },
  });
  const [root, setRoot] = useState<HTMLElement | null>(null);
  const container = root?.parentElement ?? null;
  useLayoutEffect(() => setNodeRef(container), [container, setNodeRef]);
  useAttributes(container, { "data-drop-id": dropId, "data-vb-list": "" });
  return (
    <RootOf onRoot={setRoot}>
      {children}
      {isEmpty && parentId !== null && (
        <div className="vb-list__empty">{text("canvas.emptySlot")}</div>
      )}
    </RootOf>
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
  const bar = use(BarContext);
  const [root, setRoot] = useState<HTMLElement | null>(null);
  // an element that fails draws a note in its place: a render reports that root
  const [, setDrawn] = useState(0);
  useLayoutEffect(() => ref(root), [root, ref]);
  useAttributes(root, {
    "data-node-id": node.id,
    "data-drop-id": id,
    "data-selected": isSelected ? "true" : undefined,
    "data-dragging": isDragging ? "true" : undefined,
    "data-container": hasSlots ? "true" : undefined,
    "data-invalid": isInvalid ? "true" : undefined,
  });
  useLayoutEffect(() => {
    root?.classList.add("vb-node");
    bar?.bars.place();
  });
  return (
    <>
      <RootOf onRoot={setRoot}>
        <ElementBoundary
          resetKey={node}
          label={label}
          onDrawn={() => setDrawn((count) => count + 1)}
        >
          {children}
        </ElementBoundary>
      </RootOf>
      {bar &&
        createPortal(
          <div
            className="vb-node__bar"
            data-bar-for={node.id}
            data-selected={isSelected || undefined}
            onClick={select}
          >
            <button
              {...handle}
              type="button"
              className="vb-node__handle"
              aria-label={text("canvas.dragHandle", { label })}
            >
              <Icon name="drag" /> {label}
            </button>
            {isSelected && <NodeActions ids={[node.id]} />}
          </div>,
          bar.layer,
        )}
    </>
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
