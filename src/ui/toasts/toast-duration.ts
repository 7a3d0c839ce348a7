export type ToastKind = "success" | "info" | "error";

// spec 9: a toast stays 3000 ms
export const defaultToastMs = 3000;
// spec 8: an error toast stays 50 ms per character of its message
export const errorToastMsPerChar = 50;

/** How long a toast stays on screen. An explicit duration (e.g. 12000 ms cart-updated) wins. */
export function toastDuration({
  kind,
  message,
  duration,
}: {
  kind: ToastKind;
  message: string;
  duration?: number;
}): number {
  if (duration !== undefined) return duration;
  return kind === "error" ? message.length * errorToastMsPerChar : defaultToastMs;
}
