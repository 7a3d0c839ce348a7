import { cartMeta } from "#src/features/cart/cart-meta.ts";
import { CartView } from "#src/features/cart/cart-view.tsx";

// spec 2 cart (/kosarica, /en/cart, /de/einkaufswagen): every cart form posts here
export { cartAction as action } from "#src/features/cart/cart-action.server.ts";
export { cartLoader as loader } from "#src/features/cart/cart.server.ts";

export const meta = cartMeta;

export default CartView;
