import { useEffect } from "react";
import { useLoaderData } from "react-router";
import { useTranslation } from "#src/lib/use-translation.ts";
import { useToast } from "#src/ui/toasts/toast-context.tsx";
import type { ConfirmEmailData } from "./confirm-email.server.ts";
import { AccountCard } from "./form-kit.tsx";

/**
 * spec 2 confirm-email: the confirmation's message, or its file to download, with the
 * emailConfirmed toast; a refused newsletter link (used, expired, unknown) shows its reason.
 */
export function ConfirmEmailView() {
  const { t } = useTranslation("account");
  const { t: tCore } = useTranslation("core");
  const show = useToast();
  const { goal, goalType, confirmedEmail, refusal } = useLoaderData<ConfirmEmailData>();
  useEffect(() => {
    if (refusal === null) show({ kind: "success", message: tCore("notifications.emailConfirmed") });
  }, [show, tCore, refusal]);
  if (refusal !== null)
    return (
      <AccountCard title={t("confirm.refusedTitle")} intro={t("confirm.refusedIntro")}>
        <div className="account-alert" role="alert">
          <p>{refusal}</p>
        </div>
      </AccountCard>
    );
  return (
    <AccountCard title={t("confirm.title")} intro={t("confirm.intro", { email: confirmedEmail })}>
      {goalType === "message" ? (
        <div className="account-notice" role="status">
          <p>{goal}</p>
        </div>
      ) : (
        <a href={goal} download className="button account-submit">
          {t("confirm.download")}
        </a>
      )}
    </AccountCard>
  );
}
