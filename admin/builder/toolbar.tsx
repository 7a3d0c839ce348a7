import type { ReactNode } from "react";
import { Icon } from "./icons.tsx";
import { Segmented } from "./segmented.tsx";
import { useText } from "./texts.ts";
import { useEditor, useStore } from "./use-editor.ts";
import { type Viewport, viewportWidths } from "./viewport.ts";

/** The builder's top bar: page, undo/redo, viewport, save state and publish. */
export function Toolbar({
  title,
  closeHref,
  viewport,
  onViewport,
  pageActions,
  targetSwitch,
  onSections,
  actions,
}: {
  title: string;
  closeHref: string;
  viewport: Viewport;
  onViewport: (viewport: Viewport) => void;
  /** New page and delete page, beside the page's title. */
  pageActions?: ReactNode;
  /** The page or one of the site's layout sections on the canvas. */
  targetSwitch?: ReactNode;
  /** Opens the section manager. */
  onSections: () => void;
  actions: ReactNode;
}) {
  const store = useStore();
  const text = useText();
  const canUndo = useEditor((state) => state.history.past.length > 0);
  const canRedo = useEditor((state) => state.history.future.length > 0);
  return (
    <header className="vb-toolbar" role="toolbar" aria-label={text("toolbar.label")}>
      <div className="vb-toolbar__start">
        <a className="vb-button vb-button--ghost" href={closeHref}>
          ← {text("close")}
        </a>
        <h1 className="vb-toolbar__title">{title}</h1>
        {pageActions}
        {targetSwitch}
        <button type="button" className="vb-button vb-button--ghost" onClick={onSections}>
          <Icon name="sections" /> {text("sections.button")}
        </button>
      </div>
      <div className="vb-toolbar__middle">
        <button
          type="button"
          className="vb-icon-button"
          disabled={!canUndo}
          onClick={() => store.undo()}
          aria-label={text("toolbar.undo")}
          title={`${text("toolbar.undo")} (Ctrl+Z)`}
        >
          <Icon name="undo" />
        </button>
        <button
          type="button"
          className="vb-icon-button"
          disabled={!canRedo}
          onClick={() => store.redo()}
          aria-label={text("toolbar.redo")}
          title={`${text("toolbar.redo")} (Ctrl+Shift+Z)`}
        >
          <Icon name="redo" />
        </button>
        <Segmented
          label={text("toolbar.viewport")}
          options={(Object.keys(viewportWidths) as Viewport[]).map((each) => ({
            value: each,
            label: text(`toolbar.${each}`),
          }))}
          value={viewport}
          onChange={onViewport}
        />
      </div>
      <div className="vb-toolbar__end">{actions}</div>
    </header>
  );
}
