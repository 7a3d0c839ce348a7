import { useId } from "react";
import type { Link } from "#generated/types.ts";
import { useText } from "../texts.ts";
import { LinkPicker } from "./link-picker.tsx";

// Every kind of the Link schema, in the order the select lists them: a kind added to the schema
// fails the type check here until it has its place.
const everyKind: Record<Link["kind"], true> = {
  page: true,
  post: true,
  product: true,
  bundle: true,
  category: true,
  tag: true,
  event: true,
  internal: true,
  static: true,
  external: true,
};
const linkKinds = Object.keys(everyKind) as Link["kind"][];

/** A link as it is being edited: its kind first, the address once typed or picked. */
export type LinkDraft = Partial<Link> & { kind: Link["kind"] };

/** The next draft after a change: spec 2, an external link opens in a new tab, always. */
export function withLinkChange(link: LinkDraft, change: Partial<Link>): LinkDraft {
  const next: LinkDraft = { ...link, ...change };
  if (next.kind === "external") delete next.newTab;
  return next;
}

/**
 * The link options (spec 2 link targets): kind, address typed or picked from the kind's picker
 * source, and whether it opens in a new tab. The inspector's link fields show them inline; rich
 * text asks for them in the link options dialog.
 */
export function LinkOptions({
  link,
  onChange,
}: {
  link: LinkDraft;
  onChange: (change: Partial<Link>, label?: string) => void;
}) {
  const text = useText();
  const baseId = useId();
  return (
    <>
      <label htmlFor={`${baseId}-kind`}>{text("widgets.linkKind")}</label>
      <select
        id={`${baseId}-kind`}
        className="vb-input"
        value={link.kind}
        onChange={(event) => onChange({ kind: event.target.value as Link["kind"] })}
      >
        {linkKinds.map((each) => (
          <option key={each} value={each}>
            {text(`widgets.linkKinds.${each}`)}
          </option>
        ))}
      </select>
      <label htmlFor={`${baseId}-href`}>{text("widgets.linkHref")}</label>
      <input
        id={`${baseId}-href`}
        className="vb-input"
        type="text"
        value={link.href ?? ""}
        onChange={(event) => onChange({ href: event.target.value })}
      />
      <LinkPicker kind={link.kind} onPick={(href, item) => onChange({ href }, item.label)} />
      {link.kind === "external" ? (
        <p className="vb-hint">{text("widgets.linkExternalNote")}</p>
      ) : (
        <label className="vb-check">
          <input
            type="checkbox"
            checked={link.newTab === true}
            onChange={(event) => onChange({ newTab: event.target.checked || undefined })}
          />
          {text("widgets.linkNewTab")}
        </label>
      )}
    </>
  );
}
