import { useDraggable } from "@dnd-kit/core";
import { type PointerEventHandler, useId, useMemo, useState } from "react";
import { contentTypes, elementMeta } from "#generated/element-meta.ts";
import type { ElementCategory } from "#generated/types.ts";
import { EditorError } from "../editor/tree.ts";
import { ElementIcon } from "./icons.tsx";
import { useAnnounce } from "./announcer.tsx";
import { dragId } from "./drop-target.ts";
import { inLanguage } from "./labels.ts";
import { insertionPoint } from "./insertion-point.ts";
import { ChooseMasterDialog } from "./master-dialogs.tsx";
import { useText } from "./texts.ts";
import { useStore } from "./use-editor.ts";

const categoryOrder: ElementCategory[] = ["layout", "text", "media", "action", "data"];

/**
 * The element types of the generated registry, grouped by category, with search. Drag one onto
 * the canvas or the layers; or press it (keyboard, screen reader): it goes after the selected
 * element, or at the page's end.
 */
export function Palette({ code2 }: { code2: string }) {
  const text = useText();
  const [isChoosing, setChoosing] = useState(false);
  const [query, setQuery] = useState("");
  const searchId = useId();
  const groups = useMemo(() => {
    const needle = query.trim().toLocaleLowerCase(code2);
    return categoryOrder
      .map((category) => ({
        category,
        types: contentTypes.filter((type) => {
          // instances come from the 'choose master component' dialog, never blank
          if (type === "master") return false;
          const meta = elementMeta[type];
          if (meta.category !== category) return false;
          if (!needle) return true;
          return [meta.label.hr, meta.label.en, meta.label.de].some((label) =>
            label.toLocaleLowerCase(code2).includes(needle),
          );
        }),
      }))
      .filter((group) => group.types.length > 0);
  }, [query, code2]);

  return (
    <div className="vb-palette">
      <label className="vb-visually-hidden" htmlFor={searchId}>
        {text("palette.search")}
      </label>
      <input
        id={searchId}
        className="vb-input vb-palette__search"
        type="search"
        placeholder={text("palette.search")}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <button
        type="button"
        className="vb-button vb-button--ghost vb-palette__masters"
        onClick={() => setChoosing(true)}
      >
        {text("masters.insert")}
      </button>
      {isChoosing && <ChooseMasterDialog onClose={() => setChoosing(false)} />}
      {groups.length === 0 && <p className="vb-muted">{text("palette.noResults", { query })}</p>}
      {groups.map((group) => (
        <section key={group.category} className="vb-palette__group">
          <h3 className="vb-palette__heading">{text(`palette.categories.${group.category}`)}</h3>
          <ul className="vb-palette__list">
            {group.types.map((type) => (
              <li key={type}>
                <PaletteItem type={type} label={inLanguage(elementMeta[type].label, code2)} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function PaletteItem({ type, label }: { type: string; label: string }) {
  const store = useStore();
  const text = useText();
  const announce = useAnnounce();
  const { setNodeRef, listeners, isDragging } = useDraggable({
    id: dragId.palette(type),
    data: { source: { kind: "palette", type } },
  });
  const add = () => {
    try {
      store.insertType(type, insertionPoint(store.getState()));
    } catch (error) {
      if (!(error instanceof EditorError)) throw error;
      announce(text("actions.refused"));
    }
  };
  return (
    <button
      ref={setNodeRef}
      type="button"
      className="vb-palette__item"
      data-type={type}
      data-dragging={isDragging || undefined}
      aria-label={text("palette.add", { label })}
      onPointerDown={listeners?.onPointerDown as PointerEventHandler | undefined}
      onClick={add}
    >
      <span className="vb-palette__icon" aria-hidden="true">
        <ElementIcon type={type} label={label} />
      </span>
      {label}
    </button>
  );
}
