import { useEffect, useState } from "react";
import { useFetcher, useLocation } from "react-router";
import { readCookie } from "#common/cookies.ts";
import { useHydrated } from "#src/lib/use-hydrated.ts";
import { useTranslation } from "#src/lib/use-translation.ts";
import type { AnalyticsData, CookieData } from "./layout.server.ts";
import type { CookieChoiceResult } from "./cookie-choice.server.ts";
import {
  cookieChoiceEvent,
  cookieChoicePath,
  cookieConsentName,
  cookieConsentValue,
  parseCookieChoice,
} from "./cookie-consent.ts";

/**
 * spec 2 cookie banner: only necessary cookies, one 'Slažem se' button. The choice is kept in
 * a cookie, so the server stops rendering the banner once it is given. A site with an analytics
 * identifier shows the categories instead (CookieChoices).
 */
export function CookieBanner({
  cookie,
  analytics,
  onClose,
}: {
  cookie: CookieData;
  analytics: AnalyticsData | null;
  onClose: () => void;
}) {
  const { t } = useTranslation("layout");
  if (analytics?.categories?.length)
    return <CookieChoices cookie={cookie} categories={analytics.categories} onChosen={onClose} />;
  const accept = () => {
    document.cookie = cookieConsentValue(undefined, location.protocol === "https:");
    onClose();
  };
  return (
    <section className="cookie-banner" aria-label={t("cookie.label")}>
      <div className="cookie-banner__inner">
        <p className="cookie-banner__text">
          {cookie.text ?? t("cookie.text")}
          <PolicyLink cookie={cookie} />
        </p>
        <button
          type="button"
          className="button button--small cookie-banner__button"
          onClick={accept}
        >
          {cookie.buttonLabel ?? t("cookie.agree")}
        </button>
      </div>
    </section>
  );
}

function PolicyLink({ cookie }: { cookie: CookieData }) {
  if (!cookie.link) return null;
  return (
    <>
      {" "}
      <a href={cookie.link.href} className="cookie-banner__link">
        {cookie.link.label}
      </a>
    </>
  );
}

/**
 * The banner with categories (decision 047): necessary cookies always on, each other category a
 * consent of the cookieBanner assignment, off until ticked. 'Samo nužni' and 'Prihvati sve' are
 * equal buttons; the settings hold the ticks and 'Spremi odabir'. The choice posts to
 * /cookie-choice, which logs it before the cookie keeps it; without JavaScript the form posts
 * and the page comes back without the banner.
 */
function CookieChoices({
  cookie,
  categories,
  onChosen,
}: {
  cookie: CookieData;
  categories: NonNullable<AnalyticsData["categories"]>;
  onChosen: () => void;
}) {
  const { t } = useTranslation("layout");
  const fetcher = useFetcher<CookieChoiceResult>();
  const location = useLocation();
  const isHydrated = useHydrated();
  const [accepted] = useState(() =>
    typeof document === "undefined"
      ? []
      : parseCookieChoice(readCookie(document.cookie, cookieConsentName)).accepted,
  );
  const result = fetcher.data;
  useEffect(() => {
    if (fetcher.state !== "idle" || !result?.ok) return;
    window.dispatchEvent(new CustomEvent(cookieChoiceEvent, { detail: result.accepted }));
    onChosen();
  }, [fetcher.state, result, onChosen]);
  const isSaving = fetcher.state !== "idle";
  return (
    <section className="cookie-banner cookie-banner--choices" aria-labelledby="cookie-banner-title">
      <fetcher.Form method="post" action={cookieChoicePath} className="cookie-banner__inner">
        <input type="hidden" name="back" value={location.pathname + location.search} />
        {isHydrated && <input type="hidden" name="js" value="1" />}
        <h2 id="cookie-banner-title" className="cookie-banner__title">
          {t("cookie.choose")}
        </h2>
        <p className="cookie-banner__text">
          {t("cookie.categoriesText")}
          <PolicyLink cookie={cookie} />
        </p>
        <details className="cookie-banner__settings">
          <summary>{t("cookie.settings")}</summary>
          <ul className="cookie-banner__categories">
            <li>
              <label className="cookie-banner__category">
                <input type="checkbox" checked disabled />
                <span>
                  <strong>{t("cookie.necessary")}</strong> ({t("cookie.necessaryNote")})
                </span>
              </label>
            </li>
            {categories.map((category) => (
              <li key={category.id}>
                <label className="cookie-banner__category">
                  <input
                    type="checkbox"
                    name="consents"
                    value={category.id}
                    defaultChecked={accepted.includes(category.id)}
                  />
                  <span>{category.label}</span>
                </label>
              </li>
            ))}
          </ul>
          <button
            type="submit"
            name="choice"
            value="custom"
            className="button button--small button--outlined"
            disabled={isSaving}
          >
            {t("cookie.save")}
          </button>
        </details>
        <div className="cookie-banner__actions">
          <button
            type="submit"
            name="choice"
            value="necessary"
            className="button button--small"
            disabled={isSaving}
          >
            {t("cookie.necessaryOnly")}
          </button>
          <button
            type="submit"
            name="choice"
            value="all"
            className="button button--small"
            disabled={isSaving}
          >
            {t("cookie.acceptAll")}
          </button>
        </div>
        {isSaving && (
          <p className="cookie-banner__status" role="status">
            {t("cookie.saving")}
          </p>
        )}
        {result && !result.ok && !isSaving && (
          <p className="cookie-banner__error" role="alert">
            {t("cookie.failedConsentLog")}
          </p>
        )}
      </fetcher.Form>
    </section>
  );
}
