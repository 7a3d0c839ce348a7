import { useTranslation } from "#src/lib/use-translation.ts";
import { Link } from "react-router";
import { useLanguageLinks } from "./use-language-links.ts";
import { localisePath } from "#src/lib/languages.ts";

function useHomeUrl(): string {
  const { current } = useLanguageLinks();
  return localisePath("/", current ?? "hrv");
}

/** spec 2: 'Stranica nije pronađena' with a link home (status 404). */
export function NotFoundView() {
  const { t } = useTranslation("errors");
  return (
    <section className="status-page">
      <div>
        <span className="status-page__code" aria-hidden="true">
          404
        </span>
        <h1>{t("notFound")}</h1>
        <p className="status-page__text">{t("notFoundText")}</p>
        <Link to={useHomeUrl()} className="button">
          {t("backHome")}
        </Link>
      </div>
    </section>
  );
}

/** Any other error, drawn inside the main layout (spec 2 error page). */
export function ErrorView({ status }: { status: number }) {
  const { t } = useTranslation("errors");
  return (
    <section className="status-page">
      <div>
        <span className="status-page__code" aria-hidden="true">
          {status}
        </span>
        <h1>{t("generic")}</h1>
        <p className="status-page__text">{t("genericText")}</p>
        <Link to={useHomeUrl()} className="button" reloadDocument>
          {t("backHome")}
        </Link>
      </div>
    </section>
  );
}
