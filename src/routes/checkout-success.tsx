import type { MetaArgs } from "react-router";
import { checkoutMeta } from "#src/features/checkout/checkout-meta.ts";
import { SuccessView } from "#src/features/checkout/success-view.tsx";

export {
  successAction as action,
  successLoader as loader,
} from "#src/features/checkout/success.server.ts";

export const meta = (args: MetaArgs) => checkoutMeta(args, (texts) => texts.success.title);

export default SuccessView;
