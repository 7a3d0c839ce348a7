import { useContext, type MouseEvent } from "react";
import {
  UNSAFE_DataRouterContext as DataRouterContext,
  useLocation,
  useNavigate,
} from "react-router";
import type { ProductListItem } from "#generated/types.ts";
import { productPath } from "#src/features/catalog/catalog-paths.ts";
import { useIsInsideForm } from "#src/features/wishlist/wishlist-button.tsx";
import type { LanguageCode } from "#src/lib/languages.ts";
import { useTranslation } from "#src/lib/use-translation.ts";
import { useToast } from "#src/ui/toasts/toast-context.tsx";
import { CartIcon } from "./add-to-cart-form.tsx";
import { cardAddValue } from "./cart-paths.ts";
import { useAddResult } from "./use-add-result.ts";
import { useCartPost } from "./use-cart-post.ts";

type Props = { item: ProductListItem; language: LanguageCode };

/**
 * spec 2, 4: the product list's add-to-cart button 'Košara', the same button for every format.
 * A Simple or EProduct goes to the cart at once (one piece); a Bundle is posted and the server
 * says whether it needs the bundle customization modal (a configurable part); a Configurable
 * needs a variant: the button says so (its label, the configurationNotSet info toast) and opens
 * its product page, where the variant is chosen and the toast stays (a page load would drop
 * it). Without JavaScript it is a plain post (with formaction inside the shop's filter form, as
 * the wishlist heart); the server sends a Configurable to its page (add-intent.server.ts).
 */
function LiveCartButton({ item, language }: Props) {
  const { t } = useTranslation("cart");
  const { t: tCore } = useTranslation("core");
  const show = useToast();
  const navigate = useNavigate();
  const isInsideForm = useIsInsideForm();
  const { pathname, search } = useLocation();
  const onResult = useAddResult();
  const post = useCartPost({ onResult });
  const name = item.name ?? "";
  const isConfigurable = item.format === "Configurable";
  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    if (isConfigurable) {
      show({ kind: "info", message: tCore("notifications.configurationNotSet") });
      void navigate(productPath(item.slug ?? "", language));
      return;
    }
    const form = new FormData();
    form.set("cartAdd", event.currentTarget.value);
    post.submit(form);
  };
  const button = (
    <button
      type="submit"
      name="cartAdd"
      value={cardAddValue(item.id, pathname + search)}
      className={`button button--small cart-button${isConfigurable ? " button--outlined" : ""}`}
      aria-label={t(isConfigurable ? "cardChoose" : "cardButtonLabel", { name })}
      aria-busy={post.isBusy || undefined}
      disabled={post.isBusy}
      onClick={onClick}
      {...(isInsideForm ? { formAction: post.action, formMethod: "post" } : {})}
    >
      <CartIcon size={18} />
      {t("cardButton")}
    </button>
  );
  return isInsideForm ? (
    button
  ) : (
    <form method="post" action={post.action} className="cart-button__form">
      {button}
    </form>
  );
}

/**
 * The 'Košara' button wherever cards are drawn; outside the site's data router (the builder's
 * canvas) it is drawn as it looks, inert.
 */
export function CartButton(props: Props) {
  const { t } = useTranslation("cart");
  if (useContext(DataRouterContext) === null)
    return (
      <button type="button" className="button button--small cart-button" disabled>
        <CartIcon size={18} />
        {t("cardButton")}
      </button>
    );
  return <LiveCartButton {...props} />;
}
