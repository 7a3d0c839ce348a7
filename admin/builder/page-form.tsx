import { type ReactNode, type RefObject, useId, useRef, useState } from "react";
import type { CreatePageRequest } from "#generated/types.ts";
import { ApiError } from "#src/lib/api-error.ts";
import {
  type PageField,
  type PageFieldErrors,
  pageFieldErrors,
  serverFieldErrors,
} from "./page-fields.ts";
import { Dialog, DialogFailure, FormActions } from "./dialog.tsx";
import { useText, validationTranslate } from "./texts.ts";

const fieldNames = ["title", "slug"] as const;

/** A failed call's message (spec 8: the server's translated text). */
export const messageOf = (error: unknown) =>
  error instanceof ApiError ? error.message : error instanceof Error ? error.message : "";

type PageForm = {
  values: CreatePageRequest;
  errors: PageFieldErrors;
  set: (name: PageField, value: string) => void;
  refs: Record<PageField, RefObject<HTMLInputElement | null>>;
  /** The trimmed values when the API's own validator passes; else the first wrong field is focused. */
  checked: () => CreatePageRequest | undefined;
  /** Shows the server's refusal on the fields it names; false when it names none. */
  refused: (error: unknown) => boolean;
};

/**
 * The title and slug of a page (new page, new language variant): checked by the API's generated
 * validator before sending (spec 5 slugTooShort, invalidSlug) and marked with the server's answer.
 */
function usePageForm(code2: string, initial?: CreatePageRequest): PageForm {
  const [values, setValues] = useState<CreatePageRequest>(initial ?? { title: "", slug: "" });
  const [errors, setErrors] = useState<PageFieldErrors>({});
  const refs = {
    title: useRef<HTMLInputElement>(null),
    slug: useRef<HTMLInputElement>(null),
  };
  const show = (found: PageFieldErrors) => {
    setErrors(found);
    const first = fieldNames.find((name) => found[name]);
    if (first) refs[first].current?.focus();
    return first !== undefined;
  };
  return {
    values,
    errors,
    refs,
    set: (name, value) => {
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
    },
    checked: () => {
      const body = { title: values.title.trim(), slug: values.slug.trim() };
      return show(pageFieldErrors(body, validationTranslate(code2))) ? undefined : body;
    },
    refused: (error) => error instanceof ApiError && show(serverFieldErrors(error)),
  };
}

/** The form's two labelled inputs with their inline messages. */
function PageFieldset({ form, labels }: { form: PageForm; labels: Record<PageField, string> }) {
  const id = useId();
  return (
    <div className="vb-fields">
      {fieldNames.map((name) => {
        const error = form.errors[name];
        return (
          <div key={name} className="vb-field">
            <label htmlFor={`${id}-${name}`}>{labels[name]}</label>
            <input
              ref={form.refs[name]}
              id={`${id}-${name}`}
              className="vb-input"
              value={form.values[name]}
              required
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-${name}-error` : undefined}
              onChange={(event) => form.set(name, event.target.value)}
            />
            {error && (
              <p id={`${id}-${name}-error`} className="vb-field-error">
                {error}
              </p>
            )}
          </div>
        );
      })}
    </div>
  );
}

/**
 * A dialog that asks for a page's title and slug and sends them (`send` throws the API's refusal):
 * the client's check first, then the server's answer on its fields or as one message.
 */
export function PageFormDialog({
  title,
  intro,
  submitLabel,
  code2,
  initial,
  extra,
  send,
  onClose,
}: {
  title: string;
  intro?: ReactNode;
  submitLabel: string;
  code2: string;
  initial?: CreatePageRequest;
  /** More fields below the title and slug (the new page's template). */
  extra?: ReactNode;
  send: (body: CreatePageRequest) => Promise<void>;
  onClose: () => void;
}) {
  const text = useText();
  const form = usePageForm(code2, initial);
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const [isBusy, setBusy] = useState(false);
  const submit = async () => {
    setFailure(undefined);
    const body = form.checked();
    if (!body) return;
    setBusy(true);
    try {
      await send(body);
    } catch (error) {
      setBusy(false);
      if (!form.refused(error)) setFailure(messageOf(error));
    }
  };
  return (
    <Dialog
      title={title}
      onClose={onClose}
      onSubmit={() => void submit()}
      actions={
        <FormActions
          cancel={text("newPage.cancel")}
          confirm={submitLabel}
          isBusy={isBusy}
          onCancel={onClose}
        />
      }
    >
      {intro && <p className="vb-muted">{intro}</p>}
      <PageFieldset
        form={form}
        labels={{ title: text("newPage.pageTitle"), slug: text("newPage.slug") }}
      />
      {extra && <div className="vb-fields">{extra}</div>}
      <DialogFailure message={failure} />
    </Dialog>
  );
}
