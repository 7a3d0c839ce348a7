import { useRouteLoaderData } from "react-router";
import type { Cart } from "#generated/types.ts";
import { categoryPath } from "#src/features/catalog/catalog-paths.ts";
import type { RootData } from "#src/features/site/root.server.ts";
import { languages, type LanguageCode } from "#src/lib/languages.ts";
import { useTranslation } from "#src/lib/use-translation.ts";
import { CouponForm, InstructionsForm, MemberCardForm } from "./cart-forms.tsx";
import { CartLine } from "./cart-line.tsx";
import { cartMoney } from "./cart-money.ts";
import { checkoutPath } from "./cart-paths.ts";
import type { CartActionData } from "./cart-result.ts";
import { CartSummary } from "./cart-summary.tsx";

/** spec 2: the empty cart, with the way back to the shop. */
export function EmptyCart({
  language,
  headingLevel = 2,
}: {
  language: LanguageCode;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation("cart");
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div className="cart-empty">
      <Heading className="cart-empty__title">{t("empty")}</Heading>
      <p>{t("emptyText")}</p>
      <a className="button" href={categoryPath(undefined, language)}>
        {t("toShop")}
      </a>
    </div>
  );
}

/**
 * The cart as spec 2 draws it, on its page and in the cart modal alike: the items table, then
 * the coupon, member card and instructions forms, the summary and the way to checkout.
 */
export function CartContent({
  cart,
  language,
  idPrefix,
  result,
  highlighted = null,
}: {
  cart: Cart | null;
  language: LanguageCode;
  idPrefix: string;
  result?: CartActionData | undefined;
  highlighted?: number | null;
}) {
  const { t } = useTranslation("cart");
  const root = useRouteLoaderData<RootData>("root");
  if (!cart || cart.items.length === 0) return <EmptyCart language={language} />;
  const code2 = languages[language].code2;
  const money = cartMoney(cart, code2);
  return (
    <div className="cart-content">
      <table className="cart-table">
        <caption className="visually-hidden">{t("items")}</caption>
        <thead>
          <tr>
            <th scope="col" colSpan={2}>
              {t("product")}
            </th>
            <th scope="col">{t("unitPrice")}</th>
            <th scope="col">{t("quantity")}</th>
            <th scope="col">{t("rowTotal")}</th>
            <th scope="col">
              <span className="visually-hidden">{t("remove")}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {cart.items.map((item) => (
            <CartLine
              key={item.itemId}
              item={item}
              money={money}
              language={language}
              idPrefix={idPrefix}
              result={result}
              isHighlighted={item.itemId === highlighted}
            />
          ))}
        </tbody>
      </table>
      <div className="cart-side">
        <section className="cart-panel" aria-labelledby={`${idPrefix}-offers`}>
          <h2 id={`${idPrefix}-offers`} className="cart-panel__title">
            {t("coupon.title")}
          </h2>
          <CouponForm cart={cart} idPrefix={idPrefix} result={result} />
          <h2 className="cart-panel__title">{t("memberCard.title")}</h2>
          <MemberCardForm
            cart={cart}
            idPrefix={idPrefix}
            result={result}
            isSignedIn={root?.isSignedIn === true}
            language={language}
          />
          <InstructionsForm cart={cart} idPrefix={idPrefix} result={result} />
        </section>
        <section className="cart-panel cart-panel--summary" aria-labelledby={`${idPrefix}-summary`}>
          <h2 id={`${idPrefix}-summary`} className="cart-panel__title">
            {t("summary.title")}
          </h2>
          <CartSummary cart={cart} money={money} code2={code2} />
          <a className="button button--big cart-checkout" href={checkoutPath(language)}>
            {t("checkout")}
          </a>
          <a className="cart-continue" href={categoryPath(undefined, language)}>
            {t("continueShopping")}
          </a>
        </section>
      </div>
    </div>
  );
}
