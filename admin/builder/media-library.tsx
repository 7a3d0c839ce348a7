import { useEffect, useId, useRef, useState } from "react";
import type { MediaItem, MediaList } from "#generated/types.ts";
import { maxAdminUploads } from "#common/upload-limits.ts";
import { ApiError } from "#src/lib/api-error.ts";
import { useApiContext } from "./api-context.ts";
import { Dialog } from "./dialog.tsx";
import { EditMediaDialog, freshSrc, mediaTitle } from "./media-edit.tsx";
import { useText } from "./texts.ts";
import { dataOf } from "#src/lib/api-client.ts";

/** spec 9: search waits this long after the last key. */
const searchDebounceMs = 500;
const pageSize = 24;
const accepted = "image/jpeg,image/png,image/webp,image/avif,image/gif";

type Listing =
  { state: "loading" } | { state: "failed"; message: string } | { state: "ready"; list: MediaList };

type Upload =
  { state: "idle" } | { state: "busy" } | { state: "done"; message: string; isError: boolean };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * spec 2 media library and media upload modals: the site's images (filterMedia), searched and
 * paged; upload of at most 20 images at once (uploadMedia, all or nothing); picking one hands
 * it to the field that opened the library. Each item opens the edit media modal (texts, a new
 * file, delete).
 */
export function MediaLibraryDialog({
  onPick,
  onClose,
}: {
  onPick: (item: MediaItem) => void;
  onClose: () => void;
}) {
  const text = useText();
  const { api } = useApiContext();
  const id = useId();
  const [query, setQuery] = useState("");
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(1);
  const [attempt, setAttempt] = useState(0);
  // the answer for one request (search, page, attempt); another request shows loading
  const request = `${attempt}:${page}:${search}`;
  const [answer, setAnswer] = useState<{ request: string; listing: Listing } | undefined>();
  const listing: Listing = answer?.request === request ? answer.listing : { state: "loading" };
  const [upload, setUpload] = useState<Upload>({ state: "idle" });
  const [editing, setEditing] = useState<MediaItem | undefined>(undefined);
  const [notice, setNotice] = useState<string | undefined>(undefined);
  const searchRef = useRef<HTMLInputElement>(null);

  // an edited, replaced or deleted item changes in the list shown, without loading it again
  const changeListed = (change: (records: MediaItem[]) => MediaItem[]) =>
    setAnswer((current) =>
      current?.listing.state === "ready"
        ? {
            ...current,
            listing: {
              ...current.listing,
              list: { ...current.listing.list, records: change(current.listing.list.records) },
            },
          }
        : current,
    );
  const replaceListed = (item: MediaItem) =>
    changeListed((records) => records.map((each) => (each.id === item.id ? item : each)));

  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(query.trim());
      setPage(1);
    }, searchDebounceMs);
    return () => clearTimeout(timer);
  }, [query]);

  useEffect(() => {
    let isCurrent = true;
    const done = (next: Listing) => isCurrent && setAnswer({ request, listing: next });
    dataOf(
      api.GET("/api/v1/admin/media/filter", {
        params: { query: { ...(search ? { search } : {}), page, limit: pageSize } },
      }),
    ).then(
      (list) => done({ state: "ready", list }),
      (error: unknown) => done({ state: "failed", message: messageOf(error) }),
    );
    return () => {
      isCurrent = false;
    };
  }, [api, search, page, request]);

  const send = async (files: File[]) => {
    if (files.length === 0) return;
    setNotice(undefined);
    if (files.length > maxAdminUploads) {
      setUpload({
        state: "done",
        message: text("media.tooMany", { max: maxAdminUploads }),
        isError: true,
      });
      return;
    }
    setUpload({ state: "busy" });
    try {
      const items = await api.uploadMedia(files);
      setUpload({
        state: "done",
        message: text("media.uploaded", { count: items.length }),
        isError: false,
      });
      // the new images come first (newest first): show them
      setQuery("");
      setSearch("");
      setPage(1);
      setAttempt((count) => count + 1);
    } catch (error) {
      const message = error instanceof ApiError ? error.message : messageOf(error);
      setUpload({ state: "done", message, isError: true });
    }
  };

  const pick = (item: MediaItem) => {
    onPick(item);
    onClose();
  };

  return (
    <Dialog
      title={text("media.title")}
      onClose={onClose}
      wide
      actions={
        <button type="button" className="vb-button vb-button--ghost" onClick={onClose}>
          {text("media.close")}
        </button>
      }
    >
      <div className="vb-library__bar">
        <input
          ref={searchRef}
          className="vb-input"
          type="search"
          aria-label={text("media.search")}
          placeholder={text("media.search")}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <label
          className="vb-button vb-library__upload"
          data-busy={upload.state === "busy" || undefined}
        >
          {upload.state === "busy" ? text("media.uploading") : text("media.upload")}
          <input
            className="vb-visually-hidden"
            type="file"
            multiple
            accept={accepted}
            aria-describedby={`${id}-hint`}
            disabled={upload.state === "busy"}
            onChange={(event) => {
              const files = [...(event.target.files ?? [])];
              event.target.value = "";
              void send(files);
            }}
          />
        </label>
      </div>
      <p id={`${id}-hint`} className="vb-hint">
        {text("media.uploadHint", { max: maxAdminUploads })}
      </p>
      {upload.state === "done" && (
        <p
          className={upload.isError ? "vb-error" : "vb-muted"}
          role={upload.isError ? "alert" : "status"}
        >
          {upload.message}
        </p>
      )}
      {notice && (
        <p className="vb-muted" role="status">
          {notice}
        </p>
      )}
      <MediaGrid
        listing={listing}
        search={search}
        onPick={pick}
        onEdit={(item) => {
          setNotice(undefined);
          setEditing(item);
        }}
        onRetry={() => setAttempt((count) => count + 1)}
      />
      {editing && (
        <EditMediaDialog
          item={editing}
          onSaved={(item) => {
            replaceListed(item);
            setEditing(undefined);
            setNotice(text("mediaEdit.saved", { title: mediaTitle(item) }));
          }}
          onReplaced={replaceListed}
          onDeleted={(item) => {
            changeListed((records) => records.filter((each) => each.id !== item.id));
            setEditing(undefined);
            setNotice(text("mediaEdit.removed", { title: mediaTitle(item) }));
            // its button is gone: focus goes to the search, the start of the library
            requestAnimationFrame(() => searchRef.current?.focus());
          }}
          onClose={() => setEditing(undefined)}
        />
      )}
      {listing.state === "ready" && listing.list.totalPages > 1 && (
        <nav className="vb-library__pages" aria-label={text("media.title")}>
          <button
            type="button"
            className="vb-button vb-button--ghost"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            {text("media.previous")}
          </button>
          <span>{text("media.page", { page, total: listing.list.totalPages })}</span>
          <button
            type="button"
            className="vb-button vb-button--ghost"
            disabled={page >= listing.list.totalPages}
            onClick={() => setPage(page + 1)}
          >
            {text("media.next")}
          </button>
        </nav>
      )}
    </Dialog>
  );
}

function MediaGrid({
  listing,
  search,
  onPick,
  onEdit,
  onRetry,
}: {
  listing: Listing;
  search: string;
  onPick: (item: MediaItem) => void;
  onEdit: (item: MediaItem) => void;
  onRetry: () => void;
}) {
  const text = useText();
  if (listing.state === "loading")
    return (
      <p className="vb-library__state" role="status">
        <span className="vb-spinner" aria-hidden="true" /> {text("media.loading")}
      </p>
    );
  if (listing.state === "failed")
    return (
      <div className="vb-library__state" role="alert">
        <p className="vb-error">{text("media.failed")}</p>
        <button type="button" className="vb-button" onClick={onRetry}>
          {text("media.retry")}
        </button>
      </div>
    );
  if (listing.list.records.length === 0)
    return (
      <p className="vb-library__state vb-muted" role="status">
        {search ? text("media.noResults", { query: search }) : text("media.empty")}
      </p>
    );
  return (
    <ul className="vb-library__grid">
      {listing.list.records.map((item) => {
        const { ThumbnailSize: thumb, PortraitSize: portrait } = item.alternativePaths;
        const title = mediaTitle(item);
        return (
          <li key={item.id} className="vb-library__cell">
            <button
              type="button"
              className="vb-library__item"
              aria-label={text("media.pickItem", { title })}
              onClick={() => onPick(item)}
            >
              <img
                src={freshSrc(item, thumb.webp)}
                srcSet={`${freshSrc(item, thumb.webp)} ${thumb.width}w, ${freshSrc(item, portrait.webp)} ${portrait.width}w`}
                sizes="8rem"
                alt=""
                loading="lazy"
              />
              <span className="vb-library__name">{title}</span>
            </button>
            <button
              type="button"
              className="vb-button vb-button--ghost vb-library__edit"
              aria-label={text("mediaEdit.openItem", { title })}
              onClick={() => onEdit(item)}
            >
              {text("mediaEdit.open")}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
