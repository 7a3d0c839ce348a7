import { Link } from "react-router";
import { SubmitButton } from "./submit-button.tsx";

/** An add-or-edit form's buttons: save (busy while it is sent) and, while editing, cancel. */
export function FormActions({
  intent,
  label,
  cancel,
}: {
  intent: string;
  label: string;
  /** The way back to adding (shown only while an entry is edited). */
  cancel?: { href: string; label: string };
}) {
  return (
    <p className="admin-form__actions">
      <SubmitButton intent={intent} label={label} />
      {cancel && (
        <Link className="admin-button admin-button--quiet" to={cancel.href}>
          {cancel.label}
        </Link>
      )}
    </p>
  );
}
