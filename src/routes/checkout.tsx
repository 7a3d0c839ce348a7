import type { MetaArgs } from "react-router";
import { checkoutMeta } from "#src/features/checkout/checkout-meta.ts";
import { CheckoutView } from "#src/features/checkout/checkout-view.tsx";

export {
  checkoutAction as action,
  checkoutLoader as loader,
} from "#src/features/checkout/checkout.server.ts";
export { checkoutShouldRevalidate as shouldRevalidate } from "#src/features/checkout/checkout-revalidate.ts";

export const meta = (args: MetaArgs) => checkoutMeta(args, (texts) => texts.title);

export default CheckoutView;
