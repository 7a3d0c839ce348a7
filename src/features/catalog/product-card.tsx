import type { ProductListItem } from "#generated/types.ts";
import { formatMoney } from "#common/money.ts";
import { useTranslation } from "#src/lib/use-translation.ts";
import type { LanguageCode } from "#src/lib/languages.ts";
import { languages } from "#src/lib/languages.ts";
import { Picture } from "#src/renderer/picture.tsx";
import { SiteLink } from "#src/ui/site-link.tsx";
import { CartButton } from "#src/features/cart/cart-button.tsx";
import { WishlistButton } from "#src/features/wishlist/wishlist-button.tsx";
import { productPath } from "./catalog-paths.ts";
import { shownPrices } from "./shown-prices.ts";

/**
 * Prices of a product: the final price, the retail price struck through, the discount badge; in
 * the shopper's currency when the item carries its converted view (spec 3), two decimals and
 * the currency's symbol (spec 9).
 */
export function Prices({
  item,
  language,
}: {
  item: Pick<
    ProductListItem,
    "finalPrice" | "retailPrice" | "discount" | "currency" | "convertedPrices"
  >;
  language: LanguageCode;
}) {
  const { t } = useTranslation("catalog");
  const prices = shownPrices(item);
  const money = (amount: number) =>
    formatMoney(amount, {
      language: languages[language].code2,
      currency: prices.currency?.label,
      symbol: prices.currency?.symbol,
    });
  const hasDiscount = (item.discount ?? 0) > 0;
  return (
    <p className="prices">
      <span className="prices__final">{money(prices.finalPrice)}</span>
      {hasDiscount && (
        <>
          {/* aria-label is not allowed on <s>: the label is text for screen readers */}
          <s className="prices__retail">
            <span className="visually-hidden">{t("retailPrice")} </span>
            {money(prices.retailPrice)}
          </s>
          <span className="discount-badge">{t("discount", { percent: item.discount ?? 0 })}</span>
        </>
      )}
    </p>
  );
}

/**
 * One product of a grid: picture, name, prices, the wishlist heart and the 'Košara' button
 * (spec 2); the whole card links to the product page.
 */
export function ProductCard({
  item,
  language,
  isPriority = false,
}: {
  item: ProductListItem;
  language: LanguageCode;
  isPriority?: boolean;
}) {
  return (
    <article className="card product-card">
      {item.image ? (
        <Picture
          className="product-card__image"
          src={item.image.src}
          alt={item.image.alt}
          sizes="(min-width: 1024px) 280px, 50vw"
          isPriority={isPriority}
        />
      ) : (
        <span className="product-card__image product-card__image--empty" aria-hidden="true" />
      )}
      <div className="product-card__body">
        <h3 className="product-card__name">
          <SiteLink href={productPath(item.slug ?? "", language)} className="product-card__link">
            {item.name}
          </SiteLink>
        </h3>
        <Prices item={item} language={language} />
        <CartButton item={item} language={language} />
      </div>
      <WishlistButton productId={item.id} name={item.name ?? ""} />
    </article>
  );
}
