import { useEffect, useRef } from "react";
import { useTranslation } from "#src/lib/use-translation.ts";
import { useToast } from "#src/ui/toasts/toast-context.tsx";
import type { FlashKind } from "./session-cookies.ts";

/**
 * Shows the one-shot toast a redirect left behind (spec 8 core.login.success, spec 2 logout
 * toast), once per arrival: the root loader reads it from the flash cookie.
 */
export function FlashToast({ flash }: { flash: FlashKind | null }) {
  const { t } = useTranslation("core");
  const show = useToast();
  const shown = useRef<FlashKind | null>(null);
  useEffect(() => {
    if (flash === shown.current) return;
    shown.current = flash;
    if (flash === "loginSuccess") show({ kind: "success", message: t("login.success") });
    if (flash === "logoutSuccess") show({ kind: "success", message: t("notifications.loggedOut") });
  }, [flash, show, t]);
  return null;
}
