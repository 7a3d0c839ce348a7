import { useContext, useEffect, useId, useState } from "react";
import { ApiContext } from "../api-context.ts";
import { useText } from "../texts.ts";
import { type PickerItem, pickerSource } from "./picker-sources.ts";

/** Search and pick a link target of one kind, from the registered picker source. */
export function LinkPicker({
  kind,
  onPick,
}: {
  kind: string;
  onPick: (href: string, item: PickerItem) => void;
}) {
  const text = useText();
  const context = useContext(ApiContext);
  const source = pickerSource(kind);
  const [query, setQuery] = useState("");
  const [items, setItems] = useState<PickerItem[] | undefined>(undefined);
  const listId = useId();
  useEffect(() => {
    if (!source || !context) return;
    let isCurrent = true;
    const timer = setTimeout(() => {
      source.search(context.api, query, context.language).then(
        (found) => isCurrent && setItems(found),
        () => isCurrent && setItems([]),
      );
    }, 250);
    return () => {
      isCurrent = false;
      clearTimeout(timer);
    };
  }, [source, context, query]);
  if (!source) return null;
  return (
    <div className="vb-picker">
      <input
        className="vb-input"
        type="search"
        aria-label={text("widgets.pickerSearch")}
        aria-controls={listId}
        placeholder={text("widgets.pickerSearch")}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <ul id={listId} className="vb-picker__list">
        {items?.length === 0 && <li className="vb-muted">{text("widgets.pickerEmpty")}</li>}
        {items?.map((item) => (
          <li key={`${item.id ?? ""} ${item.href}`}>
            <button
              type="button"
              className="vb-picker__item"
              onClick={() => onPick(item.href, item)}
            >
              {item.label} <span className="vb-muted">{item.href}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
