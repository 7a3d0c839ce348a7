import type { WidgetProps } from "@rjsf/utils";
import { controlProps, typed } from "../widget-types.ts";

/** An e-mail address. */
function EmailWidget(props: WidgetProps) {
  return (
    <input
      {...controlProps(props)}
      type="email"
      autoComplete="email"
      spellCheck={false}
      maxLength={254}
      className="account-field__input"
      value={typeof props.value === "string" ? props.value : ""}
      onChange={(event) => props.onChange(typed(event.target.value.trim()))}
      onBlur={() => props.onBlur(props.id, props.value)}
    />
  );
}

/** The widget of this field type (widgets.ts). */
export { EmailWidget as widget };
