import type { MetaArgs } from "react-router";
import { checkoutMeta } from "#src/features/checkout/checkout-meta.ts";
import { OrderView } from "#src/features/checkout/order-view.tsx";

export {
  orderAction as action,
  orderLoader as loader,
} from "#src/features/checkout/order.server.ts";

export const meta = (args: MetaArgs) => checkoutMeta(args, (texts) => texts.orders.title);

export default OrderView;
