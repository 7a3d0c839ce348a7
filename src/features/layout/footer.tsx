import { useTranslation } from "#src/lib/use-translation.ts";
import { RenderTree } from "#src/renderer/render-tree.tsx";
import { hasEuLogos, type Theme } from "#common/theme-for-slug.ts";
import type { FooterData } from "./layout.server.ts";
import { NavItemLink } from "./nav-item-link.tsx";
import { networkNames, SocialIcon } from "./social-icons.tsx";

/** Links typed by the href alone (footer link, footer menu): http(s) is external. */
const typeOf = (href: string) => (/^https?:\/\//.test(href) ? "external" : "internal");

/**
 * spec 2 footer: title, link, logos, four link columns, social icons, copyright, footer menu; on
 * a site whose cookie banner has categories, the button that opens it again.
 */
export function Footer({
  footer,
  theme,
  onCookieSettings,
}: {
  footer: FooterData;
  theme: Theme;
  onCookieSettings?: () => void;
}) {
  const { t } = useTranslation("layout");
  const { options, parts } = footer;
  const columns = options.columns.filter((column) => column.title || column.links.length > 0);
  return (
    <footer className="site-footer">
      <div className="container site-footer__top">
        <div className="site-footer__intro">
          <p className="site-footer__title">{options.title}</p>
          {options.link && (
            <NavItemLink
              href={options.link.href}
              type={typeOf(options.link.href)}
              className="site-footer__cta"
            >
              {options.link.label}
            </NavItemLink>
          )}
        </div>
        {options.logos.length > 0 && (
          <ul className="site-footer__logos">
            {options.logos.map((logo) => {
              const image = <img src={logo.src} alt={logo.alt} loading="lazy" decoding="async" />;
              return (
                <li key={logo.src}>
                  {logo.href ? (
                    <NavItemLink href={logo.href} type={typeOf(logo.href)}>
                      {image}
                    </NavItemLink>
                  ) : (
                    image
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </div>

      {parts.length > 0 && (
        <div className="container site-footer__parts">
          <RenderTree nodes={parts} />
        </div>
      )}

      {columns.length > 0 && (
        <div className="container site-footer__columns">
          {columns.map((column, index) => (
            <section key={`${column.title}-${index}`} className="site-footer__column">
              {column.title && <h2 className="site-footer__heading">{column.title}</h2>}
              <ul className="site-footer__links">
                {column.links.map((link) => (
                  <li key={`${link.href}-${link.label}`}>
                    <NavItemLink href={link.href} type={link.type}>
                      {link.label}
                    </NavItemLink>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}

      <div className="container site-footer__bottom">
        {options.social.length > 0 && (
          <ul className="site-footer__social" aria-label={t("footer.social")}>
            {options.social.map((profile) => (
              <li key={profile.url}>
                <a
                  href={profile.url}
                  target="_blank"
                  rel="noopener"
                  className="site-footer__social-link"
                  aria-label={t("footer.socialProfile", { network: networkNames[profile.network] })}
                >
                  <SocialIcon network={profile.network} />
                </a>
              </li>
            ))}
          </ul>
        )}
        <p className="site-footer__copyright">{options.copyright}</p>
        {options.footerMenu.length > 0 && (
          <nav aria-label={t("footer.footerMenu")}>
            <ul className="site-footer__menu">
              {options.footerMenu.map((link) => (
                <li key={`${link.href}-${link.label}`}>
                  <NavItemLink href={link.href} type={typeOf(link.href)}>
                    {link.label}
                  </NavItemLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
        {onCookieSettings && <CookieSettingsButton onClick={onCookieSettings} />}
      </div>

      {hasEuLogos(theme) && options.euLogos.length > 0 && (
        <div className="site-footer__eu">
          <div className="container site-footer__eu-inner">
            <p className="site-footer__eu-text">{t("footer.euFunds")}</p>
            <ul className="site-footer__eu-logos">
              {options.euLogos.map((logo) => (
                <li key={logo.src}>
                  <img src={logo.src} alt={logo.alt} loading="lazy" decoding="async" />
                </li>
              ))}
            </ul>
          </div>
        </div>
      )}
    </footer>
  );
}

/** Opens the cookie banner again, to change the categories chosen (decision 047). */
export function CookieSettingsButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation("layout");
  return (
    <button type="button" className="site-footer__cookie-settings" onClick={onClick}>
      {t("cookie.reopen")}
    </button>
  );
}
