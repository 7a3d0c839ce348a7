import { Link, useLoaderData } from "react-router";
import { formatMoney } from "#common/money.ts";
import { useTranslation } from "#src/lib/use-translation.ts";
import { languages } from "#src/lib/languages.ts";
import { CrossSellProducts } from "#src/renderer/elements/cross-sell/cross-sell.tsx";
import { MediaPicturesContext } from "#src/renderer/media-pictures.ts";
import { Picture } from "#src/renderer/picture.tsx";
import { WishlistButton } from "#src/features/wishlist/wishlist-button.tsx";
import { categoryPath } from "./catalog-paths.ts";
import { AddToCartForm } from "#src/features/cart/add-to-cart-form.tsx";
import { Prices, ProductCard } from "./product-card.tsx";
import { shownPrices } from "./shown-prices.ts";
import { productJsonLd } from "./product-json-ld.ts";
import type { ProductData } from "./product.server.ts";
import { CommentsSection } from "#src/features/comments/comments-section.tsx";

/**
 * The product page (spec 2): gallery, prices with the discount badge, attributes, variant choice
 * by swatches (links, so it works without JavaScript), bundle contents, the add-to-cart form
 * (custom options, a bundle's choices, quantity; a cartItemId edits that cart line) and
 * cross-sell, with schema.org structured data.
 */
export function ProductView() {
  const {
    product,
    variant,
    bundleParts,
    cartLine,
    pictures,
    comments,
    language,
    canonicalUrl,
    origin,
    categoryUrl,
  } = useLoaderData<ProductData>();
  const { t } = useTranslation("catalog");
  const code2 = languages[language].code2;
  const shown = variant ?? product;
  // as shown: the converted view of the chosen currency (member price, option surcharges)
  const productPrices = shownPrices(product);
  const media = variant?.image ? [variant.image, ...product.media.slice(1)] : product.media;
  const [main, ...more] = media;
  const chosen = variant?.attributes ?? {};
  const hrefFor = (code: string, id: number) => {
    const search = new URLSearchParams(
      Object.entries({ ...chosen, [code]: id }).map(([key, value]) => [key, String(value)]),
    );
    return `?${search.toString()}`;
  };
  return (
    <MediaPicturesContext value={pictures}>
      <article className="product-page">
        <script
          type="application/ld+json"
          // structured data, not a script: escaped in productJsonLd
          dangerouslySetInnerHTML={{
            __html: productJsonLd({
              product,
              variant,
              url: canonicalUrl,
              origin,
              categoryUrl,
              shopName: t("shop"),
              reviews: comments.list,
            }),
          }}
        />
        <nav className="breadcrumbs" aria-label="Breadcrumb">
          <a href={categoryPath(undefined, language)}>{t("shop")}</a>
          {product.mainCategory && (
            <>
              {" / "}
              <a href={categoryUrl}>{product.mainCategory.name}</a>
            </>
          )}
        </nav>
        <div className="product-page__top">
          <div className="product-gallery">
            {main && (
              <Picture
                className="product-gallery__main"
                src={main.src}
                alt={main.alt}
                sizes="(min-width: 1024px) 560px, 100vw"
                isPriority
              />
            )}
            {more.length > 0 && (
              <ul className="product-gallery__more">
                {more.map((image) => (
                  <li key={image.src}>
                    <Picture src={image.src} alt={image.alt} sizes="120px" />
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div className="product-page__info">
            <div className="product-page__head">
              <h1 className="product-page__name">{product.name}</h1>
              <Prices item={{ ...shown, currency: product.currency }} language={language} />
              {productPrices.membershipPrice !== null && (
                <p className="product-page__member">
                  {t("memberPrice", {
                    price: formatMoney(productPrices.membershipPrice, {
                      language: code2,
                      currency: productPrices.currency?.label,
                      symbol: productPrices.currency?.symbol,
                    }),
                  })}
                </p>
              )}
            </div>
            <p
              className="product-page__stock"
              data-state={product.isInStock ? "in-stock" : "out-of-stock"}
            >
              {product.isInStock ? t("inStock") : t("outOfStock")}
            </p>
            {product.associatedProductsAttributes.map((attribute) => (
              <fieldset key={attribute.attributeCode} className="variant-choice">
                <legend>{t("choose", { label: attribute.label })}</legend>
                <ul className="variant-choice__values">
                  {attribute.values.map((value) => {
                    const isChosen = chosen[attribute.attributeCode] === value.id;
                    return (
                      <li key={value.id}>
                        <Link
                          className={`swatch swatch--${attribute.inputType}`}
                          to={hrefFor(attribute.attributeCode, value.id)}
                          replace
                          preventScrollReset
                          aria-current={isChosen ? "true" : undefined}
                          aria-label={value.value}
                          title={value.value}
                        >
                          {attribute.inputType === "visualSwatch" && value.swatch ? (
                            <span
                              className="swatch__colour"
                              style={{ backgroundColor: value.swatch }}
                            />
                          ) : (
                            value.value
                          )}
                        </Link>
                      </li>
                    );
                  })}
                </ul>
              </fieldset>
            ))}
            {variant && <p className="product-page__sku">SKU: {variant.sku}</p>}
            <div className="product-page__actions">
              <AddToCartForm
                product={product}
                variant={variant}
                parts={bundleParts}
                cartLine={cartLine}
                code2={code2}
                currency={productPrices.currency}
              />
              <WishlistButton productId={product.id} name={product.name} hasText />
            </div>
            <div
              className="product-page__description"
              // sanitised on the server when the product was saved (save-product.ts)
              dangerouslySetInnerHTML={{ __html: product.description }}
            />
          </div>
        </div>
        {product.bundles.length > 0 && (
          <section className="product-section">
            <h2>{t("bundleContents")}</h2>
            <ul className="product-grid">
              {product.bundles.map((component) => (
                <li key={component.id}>
                  <ProductCard item={component.product} language={language} />
                </li>
              ))}
            </ul>
          </section>
        )}
        {product.attributeSet.attributes.length > 0 && (
          <section className="product-section">
            <h2>{t("attributes")}</h2>
            <dl className="attribute-list">
              {product.attributeSet.attributes.map((entry) => (
                <div key={entry.attributeCode}>
                  <dt>{entry.label}</dt>
                  <dd>{entry.value.label}</dd>
                </div>
              ))}
            </dl>
          </section>
        )}
        {/* issue 22: the product's reviews (decision 052) */}
        <CommentsSection data={comments} language={language} />
        <CrossSellProducts id="cross-sell" data={{ items: product.crossSellProducts }} />
      </article>
    </MediaPicturesContext>
  );
}
