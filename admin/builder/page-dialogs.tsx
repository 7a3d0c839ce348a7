import { useId, useRef, useState } from "react";
import { ApiError } from "#src/lib/api-error.ts";
import { localisePath } from "#src/lib/languages.ts";
import { editPageParam } from "#src/features/editor-bar/edit-mode.ts";
import { useApiContext } from "./api-context.ts";
import { Dialog } from "./dialog.tsx";
import {
  type PageField,
  type PageFieldErrors,
  pageFieldErrors,
  serverFieldErrors,
} from "./page-fields.ts";
import { useText, validationTranslate } from "./texts.ts";

/** A failed call's message (spec 8: the server's translated text). */
const messageOf = (error: unknown) =>
  error instanceof ApiError ? error.message : error instanceof Error ? error.message : "";

/**
 * spec 2 new-page modal: title and slug (at least 4 characters), checked here by the API's
 * generated validator and again by the server (409 slugTaken). The new page is an unpublished
 * draft; the builder opens on it.
 */
export function NewPageDialog({
  code2,
  beforeLeave,
  onClose,
}: {
  code2: string;
  beforeLeave: () => Promise<void>;
  onClose: () => void;
}) {
  const text = useText();
  const { api, language } = useApiContext();
  const id = useId();
  const [title, setTitle] = useState("");
  const [slug, setSlug] = useState("");
  const [errors, setErrors] = useState<PageFieldErrors>({});
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const [isBusy, setBusy] = useState(false);
  const fields = { title: useRef<HTMLInputElement>(null), slug: useRef<HTMLInputElement>(null) };

  const show = (found: PageFieldErrors) => {
    setErrors(found);
    const first = (["title", "slug"] as const).find((name) => found[name]);
    if (first) fields[first].current?.focus();
    return first !== undefined;
  };
  const create = async () => {
    setFailure(undefined);
    const body = { title: title.trim(), slug: slug.trim() };
    if (show(pageFieldErrors(body, validationTranslate(code2)))) return;
    setBusy(true);
    try {
      const created = await api.call("createBuilderPage", { body });
      await beforeLeave();
      const path = localisePath(`/${created.meta.slug ?? created.key}`, language);
      window.location.assign(`${path}?${editPageParam}=true`);
    } catch (error) {
      setBusy(false);
      if (!(error instanceof ApiError && show(serverFieldErrors(error))))
        setFailure(messageOf(error));
    }
  };

  const field = (name: PageField, label: string, value: string, set: (next: string) => void) => (
    <>
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <input
        ref={fields[name]}
        id={`${id}-${name}`}
        className="vb-input"
        value={value}
        required
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
        onChange={(event) => {
          set(event.target.value);
          if (errors[name]) setErrors({ ...errors, [name]: undefined });
        }}
      />
      {errors[name] && (
        <p id={`${id}-${name}-error`} className="vb-field-error">
          {errors[name]}
        </p>
      )}
    </>
  );
  return (
    <Dialog
      title={text("newPage.title")}
      onClose={onClose}
      onSubmit={() => void create()}
      actions={
        <>
          <button type="button" className="vb-button vb-button--ghost" onClick={onClose}>
            {text("newPage.cancel")}
          </button>
          <button type="submit" className="vb-button" disabled={isBusy}>
            {text("newPage.create")}
          </button>
        </>
      }
    >
      <div className="vb-fields">
        {field("title", text("newPage.pageTitle"), title, setTitle)}
        {field("slug", text("newPage.slug"), slug, setSlug)}
      </div>
      {failure && (
        <p className="vb-error" role="alert">
          {failure}
        </p>
      )}
    </Dialog>
  );
}

/**
 * spec 2 confirmation: deleting the page (every language, drafts and versions). Cancel has
 * the focus first; the home page is refused by the server (409 homePageDelete), said here.
 */
export function DeletePageDialog({
  slugMain,
  title,
  onClose,
}: {
  slugMain: string;
  title: string;
  onClose: () => void;
}) {
  const text = useText();
  const { api, language } = useApiContext();
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const [isBusy, setBusy] = useState(false);
  const remove = async () => {
    setFailure(undefined);
    setBusy(true);
    try {
      await api.call("deleteBuilderPage", { params: { slugMain } });
      window.location.assign(localisePath("/", language));
    } catch (error) {
      setBusy(false);
      setFailure(messageOf(error));
    }
  };
  return (
    <Dialog
      title={text("remove.title")}
      onClose={onClose}
      actions={
        <>
          <button type="button" className="vb-button vb-button--ghost" onClick={onClose}>
            {text("remove.cancel")}
          </button>
          <button
            type="button"
            className="vb-button vb-button--danger"
            disabled={isBusy}
            onClick={() => void remove()}
          >
            {text("remove.confirm")}
          </button>
        </>
      }
    >
      <p>{text("remove.text", { title })}</p>
      {failure && (
        <p className="vb-error" role="alert">
          {failure}
        </p>
      )}
    </Dialog>
  );
}
