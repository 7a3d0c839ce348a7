import {
  type ArrayFieldItemTemplateProps,
  getUiOptions,
  type IconButtonProps,
  TranslatableString,
  type TemplatesType,
} from "@rjsf/utils";
import { Icon, type IconName } from "../icons.tsx";

/**
 * rjsf's array and field buttons with the builder's own glyphs: its defaults draw Bootstrap
 * glyphicon classes, which no stylesheet here defines, so they showed as empty pills. Each keeps
 * its translated title as its accessible name; "add" also says it in words.
 */
function glyphButton(icon: IconName, label: TranslatableString, className = "") {
  return function GlyphButton({
    id,
    iconType = "default",
    className: extra = "",
    style,
    onClick,
    disabled,
    registry,
  }: IconButtonProps) {
    const title = registry.translateString(label);
    return (
      <button
        id={id}
        type="button"
        className={`btn btn-${iconType} vb-form-button ${className} ${extra}`.trim()}
        style={style}
        title={title}
        aria-label={title}
        onClick={onClick}
        disabled={disabled}
      >
        <Icon name={icon} />
      </button>
    );
  };
}

function AddButton({ id, className = "", onClick, disabled, registry }: IconButtonProps) {
  const title = registry.translateString(TranslatableString.AddButton);
  return (
    <button
      id={id}
      type="button"
      className={`btn btn-add vb-form-button ${className}`.trim()}
      onClick={onClick}
      disabled={disabled}
    >
      <Icon name="add" /> {title}
    </button>
  );
}

/**
 * A list item as a card: "Stavka 2" and its buttons on one line, its fields below at the full
 * width of the panel (rjsf's default puts the buttons in a column beside the fields, by
 * Bootstrap grid classes no stylesheet here defines).
 */
function ArrayFieldItem({
  children,
  className,
  buttonsProps,
  hasToolbar,
  index,
  registry,
  parentUiSchema,
}: ArrayFieldItemTemplateProps) {
  // the forms set no per-field templates: the registry's one is the one to use
  const { ArrayFieldItemButtonsTemplate: Buttons } = registry.templates;
  // a list may name its items ("Slika 2", the catalogue's itemTitles); else "Stavka 2"
  const { itemTitle } = getUiOptions(parentUiSchema);
  return (
    <div className={`${className} vb-array-item`}>
      <div className="vb-array-item__bar">
        <span className="vb-array-item__title">
          {typeof itemTitle === "string"
            ? itemTitle
            : registry.translateString(TranslatableString.ArrayItemTitle)}{" "}
          {index + 1}
        </span>
        {hasToolbar && (
          <span className="vb-array-item__tools">
            <Buttons {...buttonsProps} />
          </span>
        )}
      </div>
      {children}
    </div>
  );
}

/** The templates both schema forms (inspector, catalogue admin) give rjsf. */
export const formTemplates: {
  ArrayFieldItemTemplate: TemplatesType["ArrayFieldItemTemplate"];
  ButtonTemplates: Partial<TemplatesType["ButtonTemplates"]>;
} = {
  ArrayFieldItemTemplate: ArrayFieldItem,
  ButtonTemplates: {
    AddButton,
    CopyButton: glyphButton("copy", TranslatableString.CopyButton),
    MoveUpButton: glyphButton("up", TranslatableString.MoveUpButton),
    MoveDownButton: glyphButton("down", TranslatableString.MoveDownButton),
    RemoveButton: glyphButton("remove", TranslatableString.RemoveButton, "btn-danger"),
    ClearButton: glyphButton("clear", TranslatableString.ClearButton),
  },
};

/**
 * rjsf's onError for every form of the back office: the fields show their errors (no error list),
 * and without an onError rjsf writes each failed submit to the console as an error.
 */
export const errorsShownInline = (): void => undefined;
