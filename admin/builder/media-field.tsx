import { useState } from "react";
import type { MediaItem } from "#generated/types.ts";
import { MediaLibraryDialog } from "./media-library.tsx";
import { useText } from "./texts.ts";

/**
 * An image address with its preview and the media library to pick it from (the inspector's
 * media widget, the page's social image). The picked image's original path is the value.
 */
export function MediaField({
  id,
  value,
  onChange,
  disabled = false,
  labelledBy,
  onPickItem,
}: {
  id: string;
  value: string;
  onChange: (next: string | undefined) => void;
  disabled?: boolean;
  labelledBy?: string;
  /** Told which media item was picked, before the field changes to its path. */
  onPickItem?: (item: MediaItem) => void;
}) {
  const text = useText();
  const [isOpen, setOpen] = useState(false);
  return (
    <div className="vb-media">
      {value && (
        // lazy: a form's hidden group (an admin tab) does not fetch its previews until shown
        <img
          className="vb-media__preview"
          src={value}
          alt={text("widgets.mediaPreview")}
          loading="lazy"
        />
      )}
      <input
        id={id}
        className="vb-input"
        type="text"
        inputMode="url"
        value={value}
        disabled={disabled}
        aria-labelledby={labelledBy}
        placeholder="/media/…"
        onChange={(event) => onChange(event.target.value === "" ? undefined : event.target.value)}
      />
      <button
        type="button"
        className="vb-button vb-button--ghost vb-media__pick"
        disabled={disabled}
        onClick={() => setOpen(true)}
      >
        {text("widgets.mediaPick")}
      </button>
      {isOpen && (
        <MediaLibraryDialog
          onPick={(item) => {
            onPickItem?.(item);
            onChange(item.path);
          }}
          onClose={() => setOpen(false)}
        />
      )}
    </div>
  );
}
