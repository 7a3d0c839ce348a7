import { type ReactNode, useEffect, useId, useRef } from "react";

/**
 * A modal dialog (the browser's <dialog>: focus stays inside, Escape closes), with a title
 * and its buttons at the bottom.
 */
export function Dialog({
  title,
  onClose,
  children,
  actions,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  actions: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  return (
    <dialog
      ref={ref}
      className="vb-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={titleId} className="vb-dialog__title">
        {title}
      </h2>
      <div className="vb-dialog__body">{children}</div>
      <div className="vb-dialog__actions">{actions}</div>
    </dialog>
  );
}
