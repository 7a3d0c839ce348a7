import { createContext, useContext } from "react";

/** The main layout's cart modal and bundle customization modal (spec 2), opened from anywhere. */
export type CartModals = {
  openCart: () => void;
  /** The bundle customization modal of a bundle (its product page's slug). */
  openBundle: (slug: string) => void;
  closeAll: () => void;
};

export const CartModalContext = createContext<CartModals | null>(null);

/** The modals, or null outside the main layout (then adding goes to the cart page instead). */
export const useCartModals = (): CartModals | null => useContext(CartModalContext);
