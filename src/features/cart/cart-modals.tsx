import { lazy, Suspense, useMemo, useState, type ReactNode } from "react";
import type { Cart } from "#generated/types.ts";
import type { LanguageCode } from "#src/lib/languages.ts";
import { CartModalContext, type CartModals as Modals } from "./cart-modal-context.tsx";

// Both modals open only after a shopper's click, so their code (the cart's table and forms, the
// bundle's choices) loads then, not with every page.
const CartModal = lazy(() => import("./cart-modal.tsx").then((m) => ({ default: m.CartModal })));
const BundleModal = lazy(() =>
  import("./bundle-modal.tsx").then((m) => ({ default: m.BundleModal })),
);

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
  // once opened, a modal stays mounted (closed), so it opens again at once
  const [hasCart, setHasCart] = useState(false);
  const [hasBundle, setHasBundle] = useState(false);
  const modals = useMemo<Modals>(
    () => ({
      openCart: () => {
        setBundle(null);
        setHasCart(true);
        setCartOpen(true);
      },
      openBundle: (slug) => {
        setCartOpen(false);
        setHasBundle(true);
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
      <Suspense fallback={null}>
        {hasCart && (
          <CartModal
            isOpen={isCartOpen}
            onClose={() => setCartOpen(false)}
            cart={cart}
            language={language}
          />
        )}
        {hasBundle && (
          <BundleModal
            slug={bundle}
            onClose={() => setBundle(null)}
            cart={cart}
            language={language}
          />
        )}
      </Suspense>
    </CartModalContext>
  );
}
