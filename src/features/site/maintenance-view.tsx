import { useTranslation } from "react-i18next";

/** spec 1: in maintenance mode visitors see only this text. */
export function MaintenanceView() {
  const { t } = useTranslation("errors");
  return (
    <main className="status-page maintenance">
      <div>
        <svg
          viewBox="0 0 24 24"
          width="56"
          height="56"
          aria-hidden="true"
          className="maintenance__icon"
        >
          <path
            d="M14.7 6.3a1 1 0 0 0 0 1.4l1.6 1.6a1 1 0 0 0 1.4 0l3.77-3.77a6 6 0 0 1-7.94 7.94l-6.91 6.91a2.12 2.12 0 0 1-3-3l6.91-6.91a6 6 0 0 1 7.94-7.94l-3.76 3.76z"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
            strokeLinejoin="round"
          />
        </svg>
        <h1>{t("maintenance")}</h1>
      </div>
    </main>
  );
}
