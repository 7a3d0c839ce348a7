import { useTranslation } from "#src/lib/use-translation.ts";
import type { MaintenanceData } from "./maintenance-data.ts";

/**
 * spec 1: in maintenance mode visitors see only this screen: the maintenance text, in the
 * site's brand (logo, name, landing style) with the way to reach the business meanwhile.
 */
export function MaintenanceView({ data }: { data: MaintenanceData }) {
  const { t } = useTranslation("errors");
  return (
    <main className="maintenance">
      <div className="maintenance__card">
        {data.logo ? (
          <img
            className="maintenance__logo"
            src={data.logo}
            alt={data.brand ?? ""}
            width="200"
            height="80"
          />
        ) : (
          data.brand && <p className="maintenance__brand">{data.brand}</p>
        )}
        <h1 className="maintenance__title">{t("maintenance")}</h1>
        {data.email && (
          <p className="maintenance__contact">
            {t("maintenanceText")}{" "}
            <a className="maintenance__email" href={`mailto:${data.email}`}>
              {data.email}
            </a>
          </p>
        )}
        {data.logo && data.brand && <p className="maintenance__brand-name">{data.brand}</p>}
      </div>
    </main>
  );
}
