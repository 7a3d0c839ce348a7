import { Link } from "react-router";
import type { Cart } from "#generated/types.ts";
import type { LanguageCode } from "#src/lib/languages.ts";
import { useTranslation } from "#src/lib/use-translation.ts";
import { CartContent } from "./cart-content.tsx";
import { cartPath } from "./cart-paths.ts";
import { CloseButton, ModalDialog } from "./modal-dialog.tsx";

/**
 * spec 2 cart modal 'cart-modal' (spec 9: 80% wide, 70% high): the same content as the cart
 * page; closes on a click outside, Escape and its close buttons; leads to the cart page.
 */
export function CartModal({
  isOpen,
  onClose,
  cart,
  language,
}: {
  isOpen: boolean;
  onClose: () => void;
  cart: Cart | null;
  language: LanguageCode;
}) {
  const { t } = useTranslation("cart");
  return (
    <ModalDialog
      id="cart-modal"
      isOpen={isOpen}
      onClose={onClose}
      labelledBy="cart-modal-title"
      className="cart-modal"
    >
      <header className="modal__header">
        <h2 id="cart-modal-title" className="modal__title">
          {t("title")}
        </h2>
        <CloseButton label={t("modal.close")} onClose={onClose} />
      </header>
      <div className="modal__body">
        <CartContent cart={cart} language={language} idPrefix="cart-modal" />
      </div>
      <footer className="modal__footer">
        <button type="button" className="button button--outlined" onClick={onClose}>
          {t("continueShopping")}
        </button>
        <Link className="button" to={cartPath(language)} onClick={onClose}>
          {t("modal.goToCart")}
        </Link>
      </footer>
    </ModalDialog>
  );
}
