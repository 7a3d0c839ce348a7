import type { FormEvent } from "react";
import { useLocation } from "react-router";
import type { CartItem, Product, ProductVariant } from "#generated/types.ts";
import { CustomOptions } from "#src/features/catalog/custom-options.tsx";
import { useTranslation } from "#src/lib/use-translation.ts";
import { useToast } from "#src/ui/toasts/toast-context.tsx";
import { BundleFields } from "./bundle-fields.tsx";
import { parseQuantity } from "./quantity.ts";
import { QuantityField } from "./quantity-field.tsx";
import { useAddResult } from "./use-add-result.ts";
import { useCartPost } from "./use-cart-post.ts";

type Currency = { label: string; symbol: string } | null | undefined;

/**
 * The add-to-cart form of a product page and of the bundle customization modal (spec 2, 4):
 * the chosen variant of a configurable, a bundle's choices, the custom options
 * (personalizations), the quantity. It posts to the cart page (without JavaScript the post
 * lands there, or back with a toast); once hydrated a fetcher sends it and the addition
 * behaviour decides (use-add-result.ts). With a cart line (cartItemId) it saves that line.
 */
export function AddToCartForm({
  product,
  variant,
  parts,
  cartLine,
  code2,
  currency,
  idPrefix = "add",
}: {
  product: Product;
  variant: ProductVariant | undefined;
  parts: readonly Product[];
  cartLine: CartItem | null;
  code2: string;
  currency: Currency;
  idPrefix?: string;
}) {
  const { t } = useTranslation("cart");
  const { t: tToasts } = useTranslation("toasts");
  const { pathname, search } = useLocation();
  const show = useToast();
  const onResult = useAddResult({ isEdit: cartLine !== null });
  const post = useCartPost({ onResult });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // spec 5: an invalid quantity is an error toast, and nothing is sent
    if (parseQuantity(new FormData(event.currentTarget).get("qty")) === undefined) {
      event.preventDefault();
      show({ kind: "error", message: tToasts("error.invalidQuantity") });
      return;
    }
    post.onSubmit(event);
  };
  const label = cartLine ? t("saveLine") : t("addToCart");
  return (
    <form method="post" action={post.action} className="add-to-cart" onSubmit={onSubmit}>
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="productId" value={product.id} />
      <input type="hidden" name="back" value={pathname + search} />
      {product.format === "Configurable" && variant && (
        <input type="hidden" name="variantId" value={variant.id} />
      )}
      {cartLine && <input type="hidden" name="itemId" value={cartLine.itemId} />}
      {product.format === "Bundle" && parts.length > 0 && (
        <BundleFields
          bundle={product}
          parts={parts}
          code2={code2}
          currency={currency}
          idPrefix={`${idPrefix}-bundle`}
          chosen={cartLine?.options.bundleOptions}
        />
      )}
      <CustomOptions
        options={product.customOptions}
        code2={code2}
        currency={currency}
        idPrefix={`${idPrefix}-option`}
        defaults={cartLine?.options.personalizations}
      />
      {cartLine && <p className="add-to-cart__editing">{t("editingLine")}</p>}
      <div className="add-to-cart__row">
        <QuantityField id={`${idPrefix}-qty`} defaultValue={cartLine?.qty ?? 1} />
        <button
          type="submit"
          className="button button--big add-to-cart__submit"
          disabled={post.isBusy}
          aria-busy={post.isBusy || undefined}
        >
          <CartIcon />
          {post.isBusy ? t("adding") : label}
        </button>
      </div>
    </form>
  );
}

/** The shopping basket icon of the cart's buttons and the header link. */
export function CartIcon({ size = 20 }: { size?: number }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M3 9h18l-1.6 9.2a2 2 0 0 1-2 1.8H6.6a2 2 0 0 1-2-1.8L3 9z" />
      <path d="M8 9l3-5M16 9l-3-5M9 13v3M15 13v3" />
    </svg>
  );
}
