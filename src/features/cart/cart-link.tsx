import type { LanguageCode } from "#src/lib/languages.ts";
import { useTranslation } from "#src/lib/use-translation.ts";
import { SiteLink } from "#src/ui/site-link.tsx";
import { CartIcon } from "./add-to-cart-form.tsx";
import { cartPath } from "./cart-paths.ts";

/**
 * The header's cart link with the number of pieces in the cart (spec 2); `place` styles it for
 * the desktop utility bar or the mobile bar.
 */
export function CartLink({
  count,
  language,
  place,
}: {
  count: number;
  language: LanguageCode;
  place: "desktop" | "mobile";
}) {
  const { t } = useTranslation("cart");
  return (
    <SiteLink
      href={cartPath(language)}
      className={`cart-link cart-link--${place}`}
      aria-label={t("linkCount", { count })}
    >
      <CartIcon />
      <span className={place === "mobile" ? "visually-hidden" : undefined}>{t("link")}</span>
      {count > 0 && (
        <span className="cart-link__count" aria-hidden="true">
          {count}
        </span>
      )}
    </SiteLink>
  );
}
