import { useTranslation } from "#src/lib/use-translation.ts";
import { SiteLink } from "#src/ui/site-link.tsx";
import type { NavigationItem } from "#generated/types.ts";
import { HeaderSearch, HeaderSearchLink } from "#src/features/search/header-search.tsx";
import { localisePath } from "#src/lib/languages.ts";
import { CartLink } from "#src/features/cart/cart-link.tsx";
import { CurrencySwitch } from "#src/features/currency/currency-switch.tsx";
import { AccountLink } from "./account-link.tsx";
import { DesktopNav } from "./desktop-nav.tsx";
import { LanguageSwitch } from "./language-switch.tsx";
import type { HeaderData } from "./layout.server.ts";
import { MobileNav } from "./mobile-nav.tsx";
import { useLanguageLinks } from "./use-language-links.ts";

/**
 * spec 2 header: desktop menu in two halves around the title; hamburger below 1024px; the search
 * box (an icon below 1024px). The account link (login or profile) sits in the utility bar on
 * desktop and in the mobile menu. The currency choice (spec 3) sits in the utility bar on
 * desktop and beside the search icon below 1024px. The cart link with its count sits in the
 * utility bar on desktop and in the bar beside the hamburger below 1024px.
 */
export function Header({
  header,
  menu,
  cartCount,
}: {
  header: HeaderData;
  menu: NavigationItem[];
  cartCount: number;
}) {
  const { t } = useTranslation("layout");
  const { current } = useLanguageLinks();
  const { options } = header;
  const language = current ?? "hrv";
  const homeUrl = localisePath("/", language);
  const brand = (
    <SiteLink href={homeUrl} className="brand">
      {options.logo ? (
        <img
          className="brand__logo"
          src={options.logo.src}
          alt={options.logo.alt || options.title}
        />
      ) : (
        <span className="brand__title">{options.title}</span>
      )}
    </SiteLink>
  );
  const languageSwitch = options.showLanguageSwitch ? <LanguageSwitch /> : null;
  return (
    <header
      className="site-header"
      data-sticky={options.sticky || undefined}
      data-sticky-mobile={header.isStickyOnMobile || undefined}
    >
      <div className="site-header__utility">
        <div className="container site-header__utility-inner">
          <HeaderSearch language={language} />
          <AccountLink place="desktop" />
          <CartLink count={cartCount} language={language} place="desktop" />
          <CurrencySwitch place="desktop" />
          {languageSwitch}
        </div>
      </div>
      <div className="container site-header__bar">
        <div className="site-header__mobile-brand">{brand}</div>
        <DesktopNav items={menu} label={t("header.mainMenu")} brand={brand} />
        <HeaderSearchLink language={language} />
        <CurrencySwitch place="mobile" />
        <CartLink count={cartCount} language={language} place="mobile" />
        {/* Both navs hold the main menu, one per screen size; each landmark needs its own name. */}
        <MobileNav
          items={menu}
          label={t("header.menu")}
          end={
            <>
              <AccountLink place="mobile" />
              {languageSwitch}
            </>
          }
        />
      </div>
    </header>
  );
}
