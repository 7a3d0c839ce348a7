import { useEffect } from "react";
import { useLoaderData } from "react-router";
import { useTranslation } from "#src/lib/use-translation.ts";
import { useToast } from "#src/ui/toasts/toast-context.tsx";
import type { ConfirmEmailData } from "./confirm-email.server.ts";
import { AccountCard } from "./form-kit.tsx";

/** spec 2 confirm-email: the confirmation's message, or its file to download; the emailConfirmed toast. */
export function ConfirmEmailView() {
  const { t } = useTranslation("account");
  const { t: tCore } = useTranslation("core");
  const show = useToast();
  const { goal, goalType, confirmedEmail } = useLoaderData<ConfirmEmailData>();
  useEffect(() => {
    show({ kind: "success", message: tCore("notifications.emailConfirmed") });
  }, [show, tCore]);
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
