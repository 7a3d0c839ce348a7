import { useTranslation } from "#src/lib/use-translation.ts";
import type { ToastKind } from "./toast-duration.ts";

// The shape lives here, beside what draws it, so the provider depends on the toaster and not
// the other way round (no import cycle).
export type Toast = { id: number; kind: ToastKind; message: string };

/** The live region that draws toasts; screen readers announce each one as it appears. */
export function Toaster({
  toasts,
  onDismiss,
}: {
  toasts: Toast[];
  onDismiss: (id: number) => void;
}) {
  const { t } = useTranslation("toasts");
  return (
    <section className="toaster" aria-label={t("region")}>
      <ol className="toaster__list" aria-live="polite" aria-relevant="additions">
        {toasts.map((toast) => (
          <li
            key={toast.id}
            className={`toast toast--${toast.kind}`}
            role={toast.kind === "error" ? "alert" : "status"}
          >
            <span className="toast__message">{toast.message}</span>
            <button
              type="button"
              className="toast__close"
              aria-label={t("dismiss")}
              onClick={() => onDismiss(toast.id)}
            >
              <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" />
              </svg>
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}
