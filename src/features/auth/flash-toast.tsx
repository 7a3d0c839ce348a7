import { useEffect, useRef } from "react";
import { useTranslation } from "#src/lib/use-translation.ts";
import { useToast } from "#src/ui/toasts/toast-context.tsx";
import type { FlashKind } from "./session-cookies.ts";

/**
 * Shows the one-shot toast a redirect left behind (spec 8 core.login.success, spec 2 logout
 * toast), once per arrival: the root loader reads it from the flash cookie.
 */
export function FlashToast({
  flash,
  flashId,
}: {
  flash: FlashKind | null;
  flashId: string | null;
}) {
  const { t } = useTranslation("core");
  const { t: tAccount } = useTranslation("account");
  const { t: tCart } = useTranslation("cart");
  const show = useToast();
  const shown = useRef<string | null>(null);
  useEffect(() => {
    // each flash the root loader read has its own id: the same toast twice in a row (two
    // products put on the wishlist) shows twice, loader data kept over a navigation does not
    if (flashId === shown.current) return;
    shown.current = flashId;
    if (flash === "loginSuccess") show({ kind: "success", message: t("login.success") });
    if (flash === "logoutSuccess") show({ kind: "success", message: t("notifications.loggedOut") });
    // spec 4: a registration toasts registered; the info to confirm the e-mail is the register
    // page's own notice, which stays (issue 23: one success message, not a second toast)
    if (flash === "registered") show({ kind: "success", message: t("notifications.registered") });
    if (flash === "emailConfirmed")
      show({ kind: "success", message: t("notifications.emailConfirmed") });
    if (flash === "addedToWishlist")
      show({ kind: "success", message: t("notifications.addedToWishlist") });
    if (flash === "removedFromWishlist")
      show({ kind: "success", message: t("notifications.removedFromWishlist") });
    if (flash === "cardSaved")
      show({ kind: "success", message: t("notifications.memebrshipCardBarcodeApplied") });
    if (flash === "addedToCart") show({ kind: "success", message: t("notifications.addedToCart") });
    if (flash === "configurationNotSet")
      show({ kind: "info", message: t("notifications.configurationNotSet") });
    // spec 4: an archived cart (its order was placed) clears the session, goes home and alerts
    if (flash === "cartArchived") show({ kind: "error", message: tCart("archived") });
    const notices = {
      passwordReset: "notices.passwordReset",
      profileSaved: "notices.profileSaved",
      passwordChanged: "notices.passwordChanged",
      addressSaved: "notices.addressSaved",
      addressDeleted: "notices.addressDeleted",
      accountDeleted: "notices.accountDeleted",
    } as const;
    if (flash && flash in notices)
      show({ kind: "success", message: tAccount(notices[flash as keyof typeof notices]) });
  }, [flash, flashId, show, t, tAccount, tCart]);
  return null;
}
