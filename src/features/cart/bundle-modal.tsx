import { useEffect } from "react";
import { useFetcher } from "react-router";
import type { Cart } from "#generated/types.ts";
import { productPath } from "#src/features/catalog/catalog-paths.ts";
import type { ProductData } from "#src/features/catalog/product.server.ts";
import { shownPrices } from "#src/features/catalog/shown-prices.ts";
import { languages, type LanguageCode } from "#src/lib/languages.ts";
import { useTranslation } from "#src/lib/use-translation.ts";
import { AddToCartForm } from "./add-to-cart-form.tsx";
import { CloseButton, ModalDialog } from "./modal-dialog.tsx";

/**
 * spec 2 bundle customization modal: the bundle's name, how many are in the cart, a quantity,
 * a select per attribute of each configurable part and the text and number custom options,
 * and add to cart (spec 4: only when every part is chosen). Its data is the bundle's product
 * page's (loaded when it opens); without JavaScript that page holds the same form.
 */
export function BundleModal({
  slug,
  onClose,
  cart,
  language,
}: {
  slug: string | null;
  onClose: () => void;
  cart: Cart | null;
  language: LanguageCode;
}) {
  const { t } = useTranslation("cart");
  const fetcher = useFetcher<ProductData>();
  const { load } = fetcher;
  useEffect(() => {
    if (slug) void load(productPath(slug, language));
  }, [slug, language, load]);
  const data = fetcher.data?.product.slug === slug ? fetcher.data : undefined;
  const inCart =
    data && cart
      ? cart.items
          .filter((item) => item.productId === data.product.id)
          .reduce((sum, item) => sum + item.qty, 0)
      : 0;
  return (
    <ModalDialog
      id="bundle-modal"
      isOpen={slug !== null}
      onClose={onClose}
      labelledBy="bundle-modal-title"
      className="bundle-modal"
    >
      <header className="modal__header">
        <h2 id="bundle-modal-title" className="modal__title">
          {data ? data.product.name : t("bundle.title")}
        </h2>
        <CloseButton label={t("modal.close")} onClose={onClose} />
      </header>
      <div className="modal__body">
        {data ? (
          <>
            <p className="bundle-modal__in-cart">{t("bundle.inCart", { count: inCart })}</p>
            <AddToCartForm
              product={data.product}
              variant={undefined}
              parts={data.bundleParts}
              cartLine={null}
              code2={languages[language].code2}
              currency={shownPrices(data.product).currency}
              idPrefix="bundle-modal"
            />
          </>
        ) : (
          <p role="status" className="modal__loading">
            {t("bundle.loading")}
          </p>
        )}
      </div>
    </ModalDialog>
  );
}
