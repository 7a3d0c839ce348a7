import { type RefObject, useEffect, useId, useRef, useState } from "react";
import type { ContentUsage, MediaItem } from "#generated/types.ts";
import { languages } from "#generated/languages.ts";
import { ApiError, toApiError } from "#src/lib/api-error.ts";
import { useApiContext } from "./api-context.ts";
import { DangerActions, Dialog, DialogFailure, FormActions } from "./dialog.tsx";
import {
  type MediaField,
  type MediaFieldErrors,
  mediaFieldErrors,
  mediaFieldNames,
  type MediaTexts,
  serverMediaErrors,
  usageOf,
} from "./media-fields.ts";
import { messageOf } from "./page-form.tsx";
import { type Text, useInterfaceCode2, useText, validationTranslate } from "./texts.ts";
import { dataOf } from "#src/lib/api-client.ts";

const accepted = "image/jpeg,image/png,image/webp,image/avif,image/gif";

/** A file's address that changes with its content: a replaced file keeps its path (spec 2). */
export const freshSrc = (item: MediaItem, src: string) => `${src}?v=${item.hash.slice(0, 12)}`;

/** The title the library shows: the item's title, else its file name. */
export const mediaTitle = (item: MediaItem) => item.title || item.originalName;

const labelKeys = {
  title: "mediaEdit.itemTitle",
  description: "mediaEdit.alt",
  caption: "mediaEdit.caption",
} as const;

type Replace =
  { state: "idle" } | { state: "busy" } | { state: "done"; message: string; isError: boolean };

/**
 * spec 2 edit media modal: title, alt text (description) and caption (updateMedia, checked by
 * the API's generated validator first), a new file for the item (replaceMedia), and delete
 * after a confirmation (deleteMedia; refused while in use, with where).
 */
export function EditMediaDialog({
  item: initial,
  onSaved,
  onReplaced,
  onDeleted,
  onClose,
}: {
  item: MediaItem;
  /** The texts are saved (the dialog closes). */
  onSaved: (item: MediaItem) => void;
  /** The file is replaced (the dialog stays open). */
  onReplaced: (item: MediaItem) => void;
  /** The item is gone (the dialog closes). */
  onDeleted: (item: MediaItem) => void;
  onClose: () => void;
}) {
  const text = useText();
  const { api } = useApiContext();
  const code2 = useInterfaceCode2();
  const id = useId();
  const [item, setItem] = useState(initial);
  const [values, setValues] = useState<MediaTexts>({
    title: initial.title,
    description: initial.description,
    caption: initial.caption,
  });
  const [errors, setErrors] = useState<MediaFieldErrors>({});
  const refs = {
    title: useRef<HTMLInputElement>(null),
    description: useRef<HTMLTextAreaElement>(null),
    caption: useRef<HTMLTextAreaElement>(null),
  };
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const [isBusy, setBusy] = useState(false);
  const [replace, setReplace] = useState<Replace>({ state: "idle" });
  const [isConfirming, setConfirming] = useState(false);

  const show = (found: MediaFieldErrors) => {
    setErrors(found);
    const first = mediaFieldNames.find((name) => found[name]);
    if (first) refs[first].current?.focus();
    return first !== undefined;
  };

  const save = async () => {
    setFailure(undefined);
    const body = {
      title: values.title.trim(),
      description: values.description.trim(),
      caption: values.caption.trim(),
    };
    if (show(mediaFieldErrors(body, validationTranslate(code2)))) return;
    setBusy(true);
    try {
      onSaved(
        await dataOf(
          api.PATCH("/api/v1/admin/media/{id}", { params: { path: { id: item.id } }, body }),
        ),
      );
    } catch (error) {
      setBusy(false);
      if (!(error instanceof ApiError && show(serverMediaErrors(error))))
        setFailure(messageOf(error));
    }
  };

  const sendFile = async (file: File | undefined) => {
    if (!file) return;
    setReplace({ state: "busy" });
    try {
      const replaced = await api.replaceMedia(item.id, file);
      setItem(replaced);
      onReplaced(replaced);
      setReplace({ state: "done", message: text("mediaEdit.replaced"), isError: false });
    } catch (error) {
      setReplace({ state: "done", message: messageOf(error), isError: true });
    }
  };

  const { PortraitSize: portrait } = item.alternativePaths;
  const size = new Intl.NumberFormat(code2, {
    style: "unit",
    unit: "kilobyte",
    maximumFractionDigits: 0,
  }).format(Math.max(1, Math.round(item.size / 1024)));
  return (
    <Dialog
      title={text("mediaEdit.title")}
      onClose={onClose}
      onSubmit={() => void save()}
      actions={
        <FormActions
          cancel={text("mediaEdit.cancel")}
          confirm={text("mediaEdit.save")}
          isBusy={isBusy}
          onCancel={onClose}
        />
      }
    >
      <div className="vb-media-edit">
        <img
          className="vb-media-edit__preview"
          src={freshSrc(item, portrait.webp)}
          alt={values.description || mediaTitle(item)}
          width={portrait.width}
          height={portrait.height}
        />
        <p className="vb-muted vb-media-edit__details">
          {text("mediaEdit.details", {
            name: item.originalName,
            width: item.width,
            height: item.height,
            size,
          })}
        </p>
      </div>
      <div className="vb-fields">
        {mediaFieldNames.map((name) => (
          <TextField
            key={name}
            id={`${id}-${name}`}
            name={name}
            label={text(labelKeys[name])}
            hint={name === "description" ? text("mediaEdit.altHint") : undefined}
            value={values[name]}
            error={errors[name]}
            inputRef={refs[name]}
            onChange={(value) => {
              setValues((current) => ({ ...current, [name]: value }));
              setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
            }}
          />
        ))}
      </div>
      <DialogFailure message={failure} />
      <div className="vb-media-edit__tools">
        <label
          className="vb-button vb-button--ghost vb-library__upload"
          data-busy={replace.state === "busy" || undefined}
        >
          {replace.state === "busy" ? text("mediaEdit.replacing") : text("mediaEdit.replace")}
          <input
            className="vb-visually-hidden"
            type="file"
            accept={accepted}
            aria-describedby={`${id}-replace-hint`}
            disabled={replace.state === "busy"}
            onChange={(event) => {
              const [file] = event.target.files ?? [];
              event.target.value = "";
              void sendFile(file);
            }}
          />
        </label>
        <button
          type="button"
          className="vb-button vb-button--ghost vb-button--danger-text"
          onClick={() => setConfirming(true)}
        >
          {text("mediaEdit.remove")}
        </button>
      </div>
      <p id={`${id}-replace-hint`} className="vb-hint">
        {text("mediaEdit.replaceHint")}
      </p>
      {replace.state === "done" && (
        <p
          className={replace.isError ? "vb-error" : "vb-muted"}
          role={replace.isError ? "alert" : "status"}
        >
          {replace.message}
        </p>
      )}
      {isConfirming && (
        <DeleteMediaDialog item={item} onDeleted={onDeleted} onClose={() => setConfirming(false)} />
      )}
    </Dialog>
  );
}

function TextField({
  id,
  name,
  label,
  hint,
  value,
  error,
  inputRef,
  onChange,
}: {
  id: string;
  name: MediaField;
  label: string;
  hint: string | undefined;
  value: string;
  error: string | undefined;
  inputRef: RefObject<HTMLInputElement | HTMLTextAreaElement | null>;
  onChange: (value: string) => void;
}) {
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ");
  const common = {
    id,
    name,
    className: "vb-input",
    value,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": described || undefined,
  };
  return (
    <div className="vb-field">
      <label htmlFor={id}>{label}</label>
      {name === "title" ? (
        <input
          {...common}
          ref={inputRef as RefObject<HTMLInputElement | null>}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <textarea
          {...common}
          ref={inputRef as RefObject<HTMLTextAreaElement | null>}
          rows={2}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {hint && (
        <p id={`${id}-hint`} className="vb-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="vb-field-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** One place a refused delete names, in words: "stranica „Restoran” (restoran), Hrvatski, nacrt". */
function usageText(place: ContentUsage, text: Text, code2: string): string {
  const kinds = {
    page: "mediaEdit.kindPage",
    section: "mediaEdit.kindSection",
    post: "mediaEdit.kindPost",
    master: "mediaEdit.kindMaster",
  } as const;
  const language = languages[place.language_code as keyof typeof languages] as
    (typeof languages)[keyof typeof languages] | undefined;
  const names = language?.names as Record<string, string> | undefined;
  return text("mediaEdit.usage", {
    kind: text(kinds[place.kind]),
    title: place.title || place.key,
    key: place.key,
    language: names?.[code2] ?? names?.hr ?? place.language_code,
    where: text(place.where === "draft" ? "mediaEdit.whereDraft" : "mediaEdit.wherePublished"),
  });
}

/**
 * spec 2 confirmation: deleting a media item and its files. Cancel has the focus first; while
 * the item is in use the server refuses (409 api.inUse) and every place it names is listed.
 */
function DeleteMediaDialog({
  item,
  onDeleted,
  onClose,
}: {
  item: MediaItem;
  onDeleted: (item: MediaItem) => void;
  onClose: () => void;
}) {
  const text = useText();
  const { api } = useApiContext();
  const code2 = useInterfaceCode2();
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const [usage, setUsage] = useState<ContentUsage[] | undefined>(undefined);
  const [isBusy, setBusy] = useState(false);
  const closeRef = useRef<HTMLButtonElement>(null);
  // the refusal replaces the focused Delete button: focus goes to its Close, not to the page
  useEffect(() => {
    if (usage) closeRef.current?.focus();
  }, [usage]);
  const remove = async () => {
    setFailure(undefined);
    setBusy(true);
    try {
      const { data, error, response } = await api.DELETE(
        "/api/v1/admin/media/directoryItem/delete/{id}",
        { params: { path: { id: item.id } } },
      );
      if (data) {
        onDeleted(item);
        return;
      }
      setBusy(false);
      const places = usageOf(response.status, error);
      if (places) setUsage(places);
      else setFailure(toApiError({ body: error, response }).message);
    } catch (error) {
      setBusy(false);
      setFailure(messageOf(error));
    }
  };
  return (
    <Dialog
      title={text("mediaEdit.removeTitle")}
      onClose={onClose}
      actions={
        usage ? (
          <button ref={closeRef} type="button" className="vb-button" onClick={onClose}>
            {text("mediaEdit.close")}
          </button>
        ) : (
          <DangerActions
            cancel={text("mediaEdit.removeCancel")}
            confirm={text("mediaEdit.removeConfirm")}
            isBusy={isBusy}
            onCancel={onClose}
            onConfirm={() => void remove()}
          />
        )
      }
    >
      <p>{text("mediaEdit.removeText", { title: mediaTitle(item) })}</p>
      {usage && (
        <div className="vb-media-usage" role="alert">
          <p className="vb-error">{text("mediaEdit.inUse")}</p>
          <ul className="vb-media-usage__list">
            {usage.map((place) => (
              <li key={`${place.kind}:${place.key}:${place.language_code}:${place.where}`}>
                {usageText(place, text, code2)}
              </li>
            ))}
          </ul>
        </div>
      )}
      <DialogFailure message={failure} />
    </Dialog>
  );
}
