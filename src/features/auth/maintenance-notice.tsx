import { useTranslation } from "#src/lib/use-translation.ts";
import { LogoutForm } from "./logout-form.tsx";

/** spec 6: tells a back-office user that only editors see the site while maintenance is on. */
export function MaintenanceNotice() {
  const { t } = useTranslation("auth");
  return (
    <aside className="maintenance-notice" aria-label={t("maintenanceNotice.label")}>
      <p className="maintenance-notice__text">{t("maintenanceNotice.text")}</p>
      <LogoutForm className="maintenance-notice__logout" />
    </aside>
  );
}
