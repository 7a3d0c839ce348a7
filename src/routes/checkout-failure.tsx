import type { MetaArgs, ShouldRevalidateFunctionArgs } from "react-router";
import { checkoutMeta } from "#src/features/checkout/checkout-meta.ts";
import { FailureView } from "#src/features/checkout/failure-view.tsx";

export {
  failureAction as action,
  failureLoader as loader,
} from "#src/features/checkout/failure.server.ts";

// the page read the gateway's return once: its buttons' answers do not read it again
export const shouldRevalidate = ({
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) => formMethod === undefined && defaultShouldRevalidate;

export const meta = (args: MetaArgs) =>
  checkoutMeta(args, (texts) => texts.failure.checkoutFailureTitle);

export default FailureView;
