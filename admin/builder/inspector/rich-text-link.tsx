import { type RefObject, useEffect, useRef, useState } from "react";
import { escapeHtml } from "#common/escape-html.ts";
import { Dialog, FormActions } from "../dialog.tsx";
import { useText } from "../texts.ts";
import { LinkOptions, type LinkDraft, withLinkChange } from "./link-options.tsx";

/**
 * Makes the selected words (or, with none, the label) a link in the editable area; false when
 * there is no address to link to.
 */
function insertLink({
  element,
  range,
  link,
  label,
}: {
  element: HTMLElement;
  range: Range | undefined;
  link: LinkDraft;
  label: string;
}): boolean {
  const href = link.href?.trim();
  if (!href) return false;
  element.focus();
  const current = window.getSelection();
  if (current && range) {
    current.removeAllRanges();
    current.addRange(range);
  }
  const opensNewTab = link.newTab === true || link.kind === "external";
  if (range && !range.collapsed) {
    document.execCommand("createLink", false, href);
    if (opensNewTab)
      for (const anchor of element.querySelectorAll("a"))
        if (anchor.getAttribute("href") === href && !anchor.target) {
          anchor.target = "_blank";
          anchor.rel = "noopener noreferrer";
        }
  } else {
    const target = opensNewTab ? ' target="_blank" rel="noopener noreferrer"' : "";
    const words = escapeHtml(label || href);
    document.execCommand(
      "insertHTML",
      false,
      `<a href="${escapeHtml(href)}"${target}>${words}</a>`,
    );
  }
  return true;
}

/**
 * The rich text's link button and its link options dialog (spec 2 back-office modals): the
 * selected words become a link to what is typed or picked; with nothing selected, the link is
 * inserted with the picked item's name. The server sanitises the HTML on save (external links
 * open in a new tab there too).
 */
export function RichTextLink({
  area,
  onInserted,
}: {
  area: RefObject<HTMLDivElement | null>;
  onInserted: () => void;
}) {
  const text = useText();
  const [link, setLink] = useState<LinkDraft | undefined>(undefined);
  const pickedLabel = useRef("");
  // the dialog takes the focus, and with it the selection: it is kept to be put back
  const selection = useRef<Range | undefined>(undefined);

  const open = () => {
    const current = window.getSelection();
    const range = current?.rangeCount ? current.getRangeAt(0) : undefined;
    const isInArea = !!range && !!area.current?.contains(range.commonAncestorContainer);
    selection.current = isInArea ? range.cloneRange() : undefined;
    pickedLabel.current = "";
    setLink({ kind: "page" });
  };

  // inserted once the dialog has closed: while it is open the rest of the page is inert
  const pending = useRef<LinkDraft | undefined>(undefined);
  useEffect(() => {
    const next = pending.current;
    const element = area.current;
    if (link || !next || !element) return;
    pending.current = undefined;
    if (insertLink({ element, range: selection.current, link: next, label: pickedLabel.current }))
      onInserted();
  }, [link, area, onInserted]);

  return (
    <>
      <button
        type="button"
        className="vb-icon-button"
        aria-label={text("widgets.link")}
        title={text("widgets.link")}
        onMouseDown={(event) => event.preventDefault()}
        onClick={open}
      >
        ↗
      </button>
      {link && (
        <Dialog
          title={text("widgets.linkOptions")}
          onClose={() => setLink(undefined)}
          onSubmit={() => {
            pending.current = link;
            setLink(undefined);
          }}
          actions={
            <FormActions
              cancel={text("widgets.linkCancel")}
              confirm={text("widgets.linkInsert")}
              isBusy={!link.href?.trim()}
              onCancel={() => setLink(undefined)}
            />
          }
        >
          <LinkOptions
            link={link}
            onChange={(change, label) => {
              if (label) pickedLabel.current = label;
              setLink(withLinkChange(link, change));
            }}
          />
        </Dialog>
      )}
    </>
  );
}
