import type { MetaArgs } from "react-router";
import { checkoutMeta } from "#src/features/checkout/checkout-meta.ts";
import { FailureView } from "#src/features/checkout/failure-view.tsx";

export {
  failureAction as action,
  failureLoader as loader,
} from "#src/features/checkout/failure.server.ts";

export const meta = (args: MetaArgs) =>
  checkoutMeta(args, (texts) => texts.failure.checkoutFailureTitle);

export default FailureView;
