import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from "react";
import { toastDuration, type ToastKind } from "./toast-duration.ts";
import { Toaster, type Toast } from "./toaster.tsx";

export type ShowToast = (toast: { kind: ToastKind; message: string; duration?: number }) => void;

type ToastApi = { show: ShowToast; dismiss: (id: number) => void };

const ToastContext = createContext<ToastApi | null>(null);

/** Holds the visible toasts and removes each one when its duration ends (spec 8, 9). */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback<ShowToast>(
    ({ kind, message, duration }) => {
      const id = nextId.current++;
      setToasts((current) => [...current, { id, kind, message }]);
      setTimeout(() => dismiss(id), toastDuration({ kind, message, duration }));
    },
    [dismiss],
  );

  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);
  return (
    <ToastContext value={api}>
      {children}
      <Toaster toasts={toasts} onDismiss={dismiss} />
    </ToastContext>
  );
}

/** Shows a toast: `useToast()({ kind: "success", message })`. */
export function useToast(): ShowToast {
  const api = useContext(ToastContext);
  if (!api) throw new Error("useToast needs a <ToastProvider> above it");
  return api.show;
}
