import type { ReactNode } from "react";
import { Form } from "react-router";
import { SubmitButton } from "./submit-button.tsx";

/**
 * A delete behind a confirmation: a button that opens a native modal dialog through invoker
 * commands (so it works without JavaScript), with what deleting does, Cancel first (it has the
 * focus) and the route action's form carrying `fields` and the `intent`. A refusal the action
 * answered is said in the dialog while it stays open.
 */
export function ConfirmDelete({
  dialogId,
  label,
  ariaLabel,
  title,
  note,
  refusal,
  fields,
  intent,
  cancelLabel,
}: {
  dialogId: string;
  /** The button's and the dialog's delete word. */
  label: string;
  /** The opening button's name where one page has several ("Obriši: Koncert"). */
  ariaLabel?: string;
  title: string;
  note: ReactNode;
  refusal?: string | null;
  fields: Readonly<Record<string, string | number>>;
  intent: string;
  cancelLabel: string;
}) {
  return (
    <>
      <button
        type="button"
        className="admin-button admin-button--danger"
        command="show-modal"
        commandfor={dialogId}
        aria-haspopup="dialog"
        aria-label={ariaLabel}
      >
        {label}
      </button>
      <dialog
        id={dialogId}
        className="admin-releases admin-confirm"
        aria-labelledby={`${dialogId}-title`}
        aria-describedby={`${dialogId}-note`}
      >
        <h2 id={`${dialogId}-title`}>{title}</h2>
        <p id={`${dialogId}-note`}>{note}</p>
        {refusal && (
          <p className="admin-notice admin-notice--error" role="alert">
            {refusal}
          </p>
        )}
        <Form method="post" className="admin-confirm__actions">
          {Object.entries(fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <button
            type="button"
            className="admin-button admin-button--quiet"
            command="close"
            commandfor={dialogId}
          >
            {cancelLabel}
          </button>
          <SubmitButton intent={intent} label={label} danger />
        </Form>
      </dialog>
    </>
  );
}
