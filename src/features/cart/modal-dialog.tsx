import { useEffect, useRef, type ReactNode } from "react";

/**
 * A modal <dialog> (spec 2 cart and bundle customization modals): opened with showModal (focus
 * kept inside, the page inert), closed by Escape, by a click outside it (the backdrop) and by
 * its close button; `onClose` keeps the owner's state in step.
 */
export function ModalDialog({
  id,
  isOpen,
  onClose,
  labelledBy,
  className,
  children,
}: {
  id: string;
  isOpen: boolean;
  onClose: () => void;
  labelledBy: string;
  className: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) dialog.showModal();
    if (!isOpen && dialog.open) dialog.close();
  }, [isOpen]);
  return (
    <dialog
      ref={ref}
      id={id}
      className={`modal ${className}`}
      aria-labelledby={labelledBy}
      onClose={onClose}
      // the dialog has no padding and its frame fills it: a click on the dialog itself is
      // a click on the backdrop, outside the modal
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="modal__frame">{isOpen && children}</div>
    </dialog>
  );
}

/** The × of a modal's header. */
export function CloseButton({ label, onClose }: { label: string; onClose: () => void }) {
  return (
    <button type="button" className="modal__close" aria-label={label} onClick={onClose}>
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path
          d="M6 6l12 12M18 6L6 18"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
    </button>
  );
}
