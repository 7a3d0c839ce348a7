import { sectionTypes } from "#generated/element-meta.ts";
import { typeLabel } from "./labels.ts";
import { useText } from "./texts.ts";

/** A layout section's handler: header-section, footer-section, cookie-section. */
export type SectionType = (typeof sectionTypes)[number];

/** What the canvas edits: the page at the site path, or one of the site's layout sections. */
export type EditTarget = { kind: "page" } | { kind: "section"; key: SectionType };

const valueOf = (target: EditTarget) => (target.kind === "page" ? "page" : target.key);

/**
 * Switches the canvas between the page's content and the site's header, footer and cookie
 * notice (issue 7: edited the same way as page content; a publish shows on every page).
 */
export function EditTargetSwitch({
  target,
  code2,
  onChange,
}: {
  target: EditTarget;
  code2: string;
  onChange: (target: EditTarget) => void;
}) {
  const text = useText();
  return (
    <label className="vb-target">
      <span className="vb-target__label">{text("target.label")}</span>
      <select
        className="vb-target__select"
        value={valueOf(target)}
        onChange={(event) => {
          const value = event.target.value;
          const section = sectionTypes.find((type) => type === value);
          onChange(section ? { kind: "section", key: section } : { kind: "page" });
        }}
      >
        <option value="page">{text("target.page")}</option>
        {sectionTypes.map((section) => (
          <option key={section} value={section}>
            {typeLabel(section, code2)}
          </option>
        ))}
      </select>
    </label>
  );
}
