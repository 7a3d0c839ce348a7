import { useTranslation } from "#src/lib/use-translation.ts";

/** spec 2: when even the error page cannot be drawn. The text is English in every language. */
export function FallbackView() {
  const { t } = useTranslation("errors");
  return (
    <main className="status-page">
      <div>
        <h1>{t("fallback")}</h1>
        {/* a full page load: the client state may be what failed */}
        <a href="/" className="button">
          {t("fallbackHome")}
        </a>
      </div>
    </main>
  );
}
