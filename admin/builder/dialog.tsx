import {
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
} from "react";
import { createPortal } from "react-dom";

const focusable =
  'a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

/**
 * Tab from the last control goes to the first and Shift+Tab from the first to the last: a
 * modal <dialog> makes the page inert, but Tab would still leave it for the browser's own bar.
 */
function keepFocusInside(event: KeyboardEvent<HTMLDialogElement>) {
  // a dialog opened from this one is its child in React (events reach here) but not in the page
  if (event.key !== "Tab" || !event.currentTarget.contains(event.target as Node)) return;
  const controls = [...event.currentTarget.querySelectorAll<HTMLElement>(focusable)].filter(
    (control) => control.offsetParent !== null || control === document.activeElement,
  );
  const first = controls[0];
  const last = controls.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  if (
    event.shiftKey ? active === first || !event.currentTarget.contains(active) : active === last
  ) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  }
}

/** The builder's own root (mount-editor.tsx): dialogs open there, outside any form. */
const builderHost = () => document.getElementById("vitrina-builder") ?? document.body;

/**
 * The one modal dialog of the builder and the admin area (spec 2 back-office modals): the
 * browser's <dialog> opened with showModal, so the rest of the page is inert and focus stays
 * inside (Tab cycles through its controls); Escape closes; focus goes back to what opened it. With `onSubmit` the body and its
 * buttons are one form (Enter in a field submits; a `type="submit"` button is its action).
 * It renders into the builder's root, so a dialog opened from the inspector's form is not
 * nested in that form.
 */
export function Dialog({
  title,
  onClose,
  onSubmit,
  wide = false,
  children,
  actions,
}: {
  title: string;
  onClose: () => void;
  onSubmit?: () => void;
  wide?: boolean;
  children: ReactNode;
  actions: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    const opener = document.activeElement;
    if (dialog && !dialog.open) dialog.showModal();
    return () => {
      if (dialog?.open) dialog.close();
      // the browser restores focus only on close() of a dialog still in the page: React
      // removes it, so the opener gets focus back here (when it is still there)
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, []);
  const content = (
    <>
      <div className="vb-dialog__body">{children}</div>
      <div className="vb-dialog__actions">{actions}</div>
    </>
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit?.();
  };
  return createPortal(
    <dialog
      ref={ref}
      className={wide ? "vb-dialog vb-dialog--wide" : "vb-dialog"}
      aria-labelledby={titleId}
      onKeyDown={keepFocusInside}
      onCancel={(event) => {
        if (event.target !== event.currentTarget) return; // a dialog opened from this one
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={titleId} className="vb-dialog__title">
        {title}
      </h2>
      {onSubmit ? (
        <form className="vb-dialog__form" noValidate onSubmit={submit}>
          {content}
        </form>
      ) : (
        content
      )}
    </dialog>,
    builderHost(),
  );
}

/** The buttons of a dialog that is a form: Cancel, and its submit (off while it runs). */
export function FormActions({
  cancel,
  confirm,
  isBusy,
  onCancel,
}: {
  cancel: string;
  confirm: string;
  isBusy: boolean;
  onCancel: () => void;
}) {
  return (
    <>
      <button type="button" className="vb-button vb-button--ghost" onClick={onCancel}>
        {cancel}
      </button>
      <button type="submit" className="vb-button" disabled={isBusy}>
        {confirm}
      </button>
    </>
  );
}

/** The buttons of a confirmation: Cancel, and the destructive action (off while it runs). */
export function DangerActions({
  cancel,
  confirm,
  isBusy,
  onCancel,
  onConfirm,
}: {
  cancel: string;
  confirm: string;
  isBusy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <>
      <button type="button" className="vb-button vb-button--ghost" onClick={onCancel}>
        {cancel}
      </button>
      <button
        type="button"
        className="vb-button vb-button--danger"
        disabled={isBusy}
        onClick={onConfirm}
      >
        {confirm}
      </button>
    </>
  );
}

/** What went wrong in a dialog (the server's message), read out at once. */
export function DialogFailure({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p className="vb-error" role="alert">
      {message}
    </p>
  );
}
