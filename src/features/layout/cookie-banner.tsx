import { useState } from "react";
import { useTranslation } from "#src/lib/use-translation.ts";
import type { CookieData } from "./layout.server.ts";
import { cookieConsentValue } from "./cookie-consent.ts";

/**
 * spec 2 cookie banner: only necessary cookies, one 'Slažem se' button. The choice is kept in
 * a cookie, so the server stops rendering the banner once it is given.
 */
export function CookieBanner({ cookie }: { cookie: CookieData }) {
  const { t } = useTranslation("layout");
  const [isVisible, setVisible] = useState(true);
  if (!isVisible) return null;
  const accept = () => {
    document.cookie = cookieConsentValue();
    setVisible(false);
  };
  return (
    <section className="cookie-banner" aria-label={t("cookie.label")}>
      <div className="cookie-banner__inner">
        <p className="cookie-banner__text">
          {cookie.text ?? t("cookie.text")}
          {cookie.link && (
            <>
              {" "}
              <a href={cookie.link.href} className="cookie-banner__link">
                {cookie.link.label}
              </a>
            </>
          )}
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
