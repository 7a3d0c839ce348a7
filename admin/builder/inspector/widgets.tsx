import type { FieldProps, RegistryFieldsType, RegistryWidgetsType, WidgetProps } from "@rjsf/utils";
import { useEffect, useRef, useState } from "react";
import { searchTextOf } from "#common/search-text.ts";
import type { FeatureIcon, Link, MediaItem } from "#generated/types.ts";
import { FeatureIconSvg } from "#src/renderer/elements/feature-list/icons.tsx";
import { type EditorTextKey, useText } from "../texts.ts";
import { Dialog } from "../dialog.tsx";
import { MediaField } from "../media-field.tsx";
import { LinkPicker } from "./link-picker.tsx";
import { LinkOptions, type LinkDraft, withLinkChange } from "./link-options.tsx";
import { RichTextLink } from "./rich-text-link.tsx";
import "./load-pickers.ts";

/** What the inspector's form tells its widgets (inspector.tsx). */
export type InspectorFormContext = {
  code2: string;
  /** An image was picked from the media library (its alt text fills an empty alt). */
  onMediaPicked?: (item: MediaItem) => void;
};

/** Image address with a preview and the media library (media-field.tsx). */
function MediaWidget({ id, value, onChange, disabled, readonly, registry }: WidgetProps) {
  const { onMediaPicked } = registry.formContext as InspectorFormContext;
  return (
    <MediaField
      id={id}
      value={typeof value === "string" ? value : ""}
      disabled={disabled || readonly}
      onChange={onChange}
      onPickItem={onMediaPicked}
    />
  );
}

/** A colour: the browser's picker and the value as text. */
function ColorWidget({ id, value, onChange, disabled }: WidgetProps) {
  const text = useText();
  const colour = typeof value === "string" ? value : "";
  return (
    <div className="vb-colour">
      <input
        type="color"
        aria-label={text("widgets.colour")}
        value={/^#[0-9a-f]{6}$/i.test(colour) ? colour : "#000000"}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
      />
      <input
        id={id}
        className="vb-input"
        type="text"
        value={colour}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value || undefined)}
      />
    </div>
  );
}

/**
 * An icon: the chosen one and a button that opens the icon list (spec 2 back-office modals),
 * where the icons are searched by name and picked from a grid.
 */
function IconWidget({ id, value, onChange, options, label }: WidgetProps) {
  const text = useText();
  const [isOpen, setOpen] = useState(false);
  const choices = (options.enumOptions ?? []) as { value: FeatureIcon; label: string }[];
  const current = choices.find((choice) => choice.value === value);
  return (
    <div className="vb-icon-field">
      <span className="vb-icon-field__current" aria-hidden={!current || undefined}>
        {current && <FeatureIconSvg icon={current.value} />}
      </span>
      <span id={`${id}-name`}>{current?.label ?? text("widgets.iconNone")}</span>
      <button
        id={id}
        type="button"
        className="vb-button vb-button--ghost"
        aria-label={text("widgets.iconChoose")}
        aria-describedby={`${id}-name`}
        onClick={() => setOpen(true)}
      >
        {text("widgets.iconChoose")}
      </button>
      {isOpen && (
        <IconListDialog
          title={label}
          choices={choices}
          value={value as FeatureIcon | undefined}
          onPick={(icon) => {
            onChange(icon);
            setOpen(false);
          }}
          onClose={() => setOpen(false)}
        />
      )}
    </div>
  );
}

/** The icon list: search by name, then pick from the grid (radio buttons). */
function IconListDialog({
  title,
  choices,
  value,
  onPick,
  onClose,
}: {
  title: string;
  choices: { value: FeatureIcon; label: string }[];
  value: FeatureIcon | undefined;
  onPick: (icon: FeatureIcon) => void;
  onClose: () => void;
}) {
  const text = useText();
  const [query, setQuery] = useState("");
  const wanted = searchTextOf(query);
  const shown = choices.filter((choice) => searchTextOf(choice.label).includes(wanted));
  return (
    <Dialog
      title={text("widgets.iconList", { field: title })}
      onClose={onClose}
      actions={
        <button type="button" className="vb-button vb-button--ghost" onClick={onClose}>
          {text("widgets.iconCancel")}
        </button>
      }
    >
      <input
        className="vb-input"
        type="search"
        aria-label={text("widgets.iconSearch")}
        placeholder={text("widgets.iconSearch")}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      {shown.length === 0 ? (
        <p className="vb-muted">{text("widgets.pickerEmpty")}</p>
      ) : (
        <div className="vb-icons vb-icons--list" role="radiogroup" aria-label={title}>
          {shown.map((choice) => (
            <button
              key={choice.value}
              type="button"
              role="radio"
              aria-checked={value === choice.value}
              className="vb-icons__option"
              onClick={() => onPick(choice.value)}
            >
              <FeatureIconSvg icon={choice.value} />
              <span>{choice.label}</span>
            </button>
          ))}
        </div>
      )}
    </Dialog>
  );
}

const formats: { command: string; key: EditorTextKey; label: string }[] = [
  { command: "bold", key: "widgets.bold", label: "B" },
  { command: "italic", key: "widgets.italic", label: "I" },
  { command: "insertUnorderedList", key: "widgets.list", label: "•" },
];

/**
 * Rich text: an editable area with bold, italic, list and link. The HTML it produces is
 * sanitised by the server when the document is saved (sanitize-html).
 */
function RichTextWidget({ id, value, onChange, label }: WidgetProps) {
  const text = useText();
  const area = useRef<HTMLDivElement>(null);
  const html = typeof value === "string" ? value : "";
  useEffect(() => {
    if (area.current && area.current.innerHTML !== html) area.current.innerHTML = html;
  }, [html]);
  const run = (command: string, argument?: string) => {
    area.current?.focus();
    document.execCommand(command, false, argument);
    onChange(area.current?.innerHTML ?? "");
  };
  return (
    <div className="vb-richtext">
      <div className="vb-richtext__tools" role="toolbar" aria-label={label}>
        {formats.map((format) => (
          <button
            key={format.command}
            type="button"
            className="vb-icon-button"
            aria-label={text(format.key)}
            title={text(format.key)}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => run(format.command)}
          >
            {format.label}
          </button>
        ))}
        <RichTextLink area={area} onInserted={() => onChange(area.current?.innerHTML ?? "")} />
      </div>
      <div
        id={id}
        ref={area}
        className="vb-richtext__area vb-input"
        contentEditable
        role="textbox"
        aria-multiline="true"
        aria-label={label}
        suppressContentEditableWarning
        onInput={(event) => onChange(event.currentTarget.innerHTML)}
      />
    </div>
  );
}

/** A typed link (spec 2 link targets): kind, address (picked or typed), new tab. */
function LinkField({ formData, onChange, uiSchema, fieldPathId, required }: FieldProps) {
  const link: LinkDraft = { kind: "page", ...(formData as Partial<Link> | undefined) };
  const set = (change: Partial<Link>) => {
    const merged = withLinkChange(link, change);
    onChange(merged.href ? merged : required ? merged : undefined, fieldPathId?.path);
  };
  const title = uiSchema?.["ui:title"] ?? "";
  return (
    <fieldset className="vb-link">
      {title && <legend>{title}</legend>}
      <LinkOptions link={link} onChange={set} />
    </fieldset>
  );
}

/** An id picked from a picker source (products, categories), or typed. */
function PickerWidget({ id, value, onChange, options, disabled, readonly }: WidgetProps) {
  const source = typeof options.source === "string" ? options.source : "";
  return (
    <div className="vb-id-picker">
      <input
        id={id}
        className="vb-input"
        type="number"
        min={1}
        value={typeof value === "number" ? value : ""}
        disabled={disabled || readonly}
        onChange={(event) =>
          onChange(event.target.value === "" ? undefined : Number(event.target.value))
        }
      />
      {!(disabled || readonly) && (
        <LinkPicker kind={source} onPick={(_href, item) => onChange(item.id)} />
      )}
    </div>
  );
}

export const inspectorWidgets: RegistryWidgetsType = {
  picker: PickerWidget,
  media: MediaWidget,
  color: ColorWidget,
  icon: IconWidget,
  richtext: RichTextWidget,
};

export const inspectorFields: RegistryFieldsType = { link: LinkField };
