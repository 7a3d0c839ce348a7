import { useMemo, useState, type ReactNode } from "react";
import type { Cart } from "#generated/types.ts";
import type { LanguageCode } from "#src/lib/languages.ts";
import { BundleModal } from "./bundle-modal.tsx";
import { CartModal } from "./cart-modal.tsx";
import { CartModalContext, type CartModals as Modals } from "./cart-modal-context.tsx";

/**
 * The main layout's cart modal and bundle customization modal (spec 2), and the way to open
 * them for everything inside (add to cart buttons and forms).
 */
export function CartModals({
  cart,
  language,
  children,
}: {
  cart: Cart | null;
  language: LanguageCode;
  children: ReactNode;
}) {
  const [isCartOpen, setCartOpen] = useState(false);
  const [bundle, setBundle] = useState<string | null>(null);
  const modals = useMemo<Modals>(
    () => ({
      openCart: () => {
        setBundle(null);
        setCartOpen(true);
      },
      openBundle: (slug) => {
        setCartOpen(false);
        setBundle(slug);
      },
      closeAll: () => {
        setBundle(null);
        setCartOpen(false);
      },
    }),
    [],
  );
  return (
    <CartModalContext value={modals}>
      {children}
      <CartModal
        isOpen={isCartOpen}
        onClose={() => setCartOpen(false)}
        cart={cart}
        language={language}
      />
      <BundleModal slug={bundle} onClose={() => setBundle(null)} cart={cart} language={language} />
    </CartModalContext>
  );
}
