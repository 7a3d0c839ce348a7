import { useActionData, useLoaderData } from "react-router";
import { CrossSellProducts } from "#src/renderer/elements/cross-sell/cross-sell.tsx";
import { useTranslation } from "#src/lib/use-translation.ts";
import { CartContent } from "./cart-content.tsx";
import type { CartActionData } from "./cart-result.ts";
import type { CartPageData } from "./cart.server.ts";

/**
 * The cart page (spec 2 cart view): the cart, and the cross-sell of its products below. A plain
 * post (without JavaScript) comes back here: its result is said at the top, and by the form.
 */
export function CartView() {
  const { cart, crossSell, language, highlighted } = useLoaderData<CartPageData>();
  const result = useActionData<CartActionData>();
  const { t } = useTranslation("cart");
  return (
    <div className="cart-page container">
      <h1 className="cart-page__title">{t("title")}</h1>
      {result && (
        <div
          className={`cart-result cart-result--${result.kind}`}
          role={result.isOk ? "status" : "alert"}
        >
          <p>{result.message}</p>
          {result.notices.map((notice) => (
            <p key={notice}>{notice}</p>
          ))}
        </div>
      )}
      {/* a plain post's notices are said above; these are the ones of reading the cart */}
      {!result && cart?.notices.length ? (
        <div className="cart-result cart-result--info" role="status">
          {cart.notices.map((notice) => (
            <p key={`${notice.key}-${notice.itemId ?? ""}`}>
              {t(`notices.${notice.key}`, { name: notice.name ?? "", qty: notice.qty ?? 0 })}
            </p>
          ))}
        </div>
      ) : null}
      <CartContent
        cart={cart}
        language={language}
        idPrefix="cart"
        result={result}
        highlighted={highlighted}
      />
      {crossSell.length > 0 && (
        <CrossSellProducts id="cart-cross-sell" data={{ items: crossSell }} />
      )}
    </div>
  );
}
