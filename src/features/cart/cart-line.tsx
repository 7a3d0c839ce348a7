import { useState, type FormEvent } from "react";
import type { CartItem } from "#generated/types.ts";
import { productPath } from "#src/features/catalog/catalog-paths.ts";
import type { LanguageCode } from "#src/lib/languages.ts";
import { useTranslation } from "#src/lib/use-translation.ts";
import { Picture } from "#src/renderer/picture.tsx";
import type { CartMoney } from "./cart-money.ts";
import type { CartActionData } from "./cart-result.ts";
import { createDebouncer } from "./debounce.ts";
import { Personalizations } from "./personalizations.tsx";
import { parseQuantity } from "./quantity.ts";
import { QuantityField } from "./quantity-field.tsx";
import { useCartPost } from "./use-cart-post.ts";
import { useHydrated } from "#src/lib/use-hydrated.ts";

/** Stock low enough to be worth saying (spec: the cart shows availability). */
const fewLeft = 5;

/**
 * One line of the cart (spec 2 items table): picture, name with the variant and what the
 * shopper typed, availability, unit price, the quantity (spec 4: sent 500 ms after the last
 * change, a newer change cancels the pending one; spec 5: a whole number above 0, else
 * invalidQuantity and nothing sent), the row's total and remove (spec 4: cancels a pending
 * change, shows a deleting state, toasts itemRemovedFromCart or removeFromCartFailed).
 * Without JavaScript the quantity has its own update button and both are plain posts.
 */
export function CartLine({
  item,
  money,
  language,
  idPrefix,
  result,
  isHighlighted,
}: {
  item: CartItem;
  money: CartMoney;
  language: LanguageCode;
  idPrefix: string;
  /** The page's last plain post, when it was about this line. */
  result: CartActionData | undefined;
  isHighlighted: boolean;
}) {
  const { t } = useTranslation("cart");
  const { t: tToasts } = useTranslation("toasts");
  const isHydrated = useHydrated();
  const post = useCartPost();
  const [typedError, setTypedError] = useState<string>();
  const [debouncer] = useState(() => createDebouncer());
  const send = (qty: number) => {
    const form = new FormData();
    form.set("intent", "update");
    form.set("itemId", String(item.itemId));
    form.set("qty", String(qty));
    post.submit(form);
  };
  const onQuantity = (value: string) => {
    const qty = parseQuantity(value);
    if (qty === undefined) {
      debouncer.cancel();
      setTypedError(tToasts("error.invalidQuantity"));
      return;
    }
    setTypedError(undefined);
    if (qty !== item.qty) debouncer.schedule(() => send(qty));
    else debouncer.cancel();
  };
  const onUpdate = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const qty = parseQuantity(new FormData(event.currentTarget).get("qty"));
    debouncer.cancel();
    // Enter sends at once
    if (qty !== undefined) send(qty);
  };
  const onDelete = (event: FormEvent<HTMLFormElement>) => {
    debouncer.cancel();
    post.onSubmit(event);
  };
  const isDeleting =
    post.pending === "delete" || (post.data?.intent === "delete" && post.data.isOk);
  const answer = post.data ?? (result?.itemId === item.itemId ? result : undefined);
  const error =
    typedError ??
    (answer && !answer.isOk && answer.intent === "update" ? answer.message : undefined);
  const { productData } = item;
  const image = productData.media[0];
  // a variant's page is its configurable's (mainProductSlug); a line of a product that is not
  // sold on its own has no page
  const hasPage =
    productData.isVisibleIndividually || productData.mainProductSlug !== productData.slug;
  const pageSlug = hasPage ? productData.mainProductSlug : "";
  const href = pageSlug ? productPath(pageSlug, language) : undefined;
  return (
    <tr
      className="cart-line"
      aria-busy={isDeleting || undefined}
      data-deleting={isDeleting || undefined}
      data-highlighted={isHighlighted || undefined}
    >
      <td className="cart-line__image">
        {image ? (
          <Picture src={image.src} alt="" sizes="96px" />
        ) : (
          <span className="cart-line__no-image" aria-hidden="true" />
        )}
      </td>
      <td className="cart-line__product">
        <p className="cart-line__name">
          {href ? <a href={href}>{productData.name}</a> : productData.name}
        </p>
        {productData.variantLabel && (
          <p className="cart-line__variant">{productData.variantLabel}</p>
        )}
        <Personalizations typed={productData.personalizations} className="cart-line__options" />
        {productData.components && productData.components.length > 0 && (
          <ul className="cart-line__components" aria-label={t("components")}>
            {productData.components.map((part) => (
              <li key={part.productId}>
                {t("bundle.component", { qty: part.qty, name: part.name })}
                <Personalizations typed={part.personalizations} className="cart-line__options" />
              </li>
            ))}
          </ul>
        )}
        {!item.isAvailable ? (
          <p className="cart-line__stock cart-line__stock--out">
            {item.stock === 0 ? t("outOfStock") : t("notAvailable")}
          </p>
        ) : (
          item.stock !== null &&
          item.stock <= fewLeft && (
            <p className="cart-line__stock">{t("stockLeft", { count: item.stock })}</p>
          )
        )}
        {href && (
          <a
            className="cart-line__edit"
            href={`${href}?cartItemId=${item.itemId}`}
            aria-label={t("editItem", { name: productData.name })}
          >
            {t("edit")}
          </a>
        )}
      </td>
      <td className="cart-line__price" data-label={t("unitPrice")}>
        {money.format(money.unit(item))}
      </td>
      <td className="cart-line__qty" data-label={t("quantity")}>
        <form
          method="post"
          action={post.action}
          onSubmit={onUpdate}
          className="cart-line__qty-form"
        >
          <input type="hidden" name="intent" value="update" />
          <input type="hidden" name="itemId" value={item.itemId} />
          <QuantityField
            // the server's quantity (a capped one too) replaces what was typed
            key={item.qty}
            id={`${idPrefix}-qty-${item.itemId}`}
            defaultValue={item.qty}
            label={t("quantityOf", { name: productData.name })}
            isLabelHidden
            onChange={onQuantity}
            error={error}
          />
          {!isHydrated && (
            <button type="submit" className="button button--small button--outlined">
              {t("update")}
            </button>
          )}
        </form>
      </td>
      <td className="cart-line__row" data-label={t("rowTotal")}>
        {money.format(money.row(item))}
      </td>
      <td className="cart-line__remove">
        <form method="post" action={post.action} onSubmit={onDelete}>
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="itemId" value={item.itemId} />
          <button
            type="submit"
            className="button button--ghost button--small cart-line__remove-button"
            aria-label={t("removeItem", { name: productData.name })}
            disabled={isDeleting}
          >
            {isDeleting ? t("removing") : t("remove")}
          </button>
        </form>
      </td>
    </tr>
  );
}
