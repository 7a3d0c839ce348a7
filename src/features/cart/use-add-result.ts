import { useNavigate, useRouteLoaderData } from "react-router";
import type { RootData } from "#src/features/site/root.server.ts";
import { useToast } from "#src/ui/toasts/toast-context.tsx";
import { useCartModals } from "./cart-modal-context.tsx";
import { cartPath } from "./cart-paths.ts";
import type { CartActionData } from "./cart-result.ts";

/**
 * What happens after an add (spec 4, 9 cart addition behaviour, from the checkout settings):
 * 0 to the cart page, 1 stay with the addedToCart toast, 2 the cart modal. Editing a line goes
 * back to the cart. A bundle that needs choices opens the bundle customization modal.
 */
export function useAddResult({ isEdit = false }: { isEdit?: boolean } = {}) {
  const modals = useCartModals();
  const navigate = useNavigate();
  const show = useToast();
  const root = useRouteLoaderData<RootData>("root");
  const cart = cartPath(root?.language ?? "hrv");
  return (data: CartActionData) => {
    if (data.intent !== "add") return;
    if (!data.isOk) {
      if (!data.customize) return;
      if (modals) modals.openBundle(data.customize);
      else show({ kind: data.kind, message: data.message });
      return;
    }
    const behaviour = isEdit ? 0 : (data.behaviour ?? 2);
    if (behaviour === 0) {
      modals?.closeAll();
      void navigate(cart);
    } else if (behaviour === 1 || !modals) {
      modals?.closeAll();
      show({ kind: "success", message: data.message });
    } else modals.openCart();
  };
}
