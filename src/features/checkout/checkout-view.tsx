import { useEffect, useRef } from "react";
import { useActionData, useLoaderData } from "react-router";
import type { FormFailure } from "#src/features/account/action-helpers.server.ts";
import { useTranslation } from "#src/lib/use-translation.ts";
import { useToast } from "#src/ui/toasts/toast-context.tsx";
import { AddressStep } from "./address-step.tsx";
import { CheckoutSummary } from "./checkout-summary.tsx";
import type { CheckoutData } from "./checkout.server.ts";
import type { PaymentResult } from "./payment-step.server.ts";
import { PaymentStep } from "./payment-step.tsx";
import { ShippingStep } from "./shipping-step.tsx";
import { StepIndicator } from "./step-indicator.tsx";

// spec 9: the cart-updated toast stays 12000 ms
const cartUpdatedToastMs = 12_000;

/**
 * spec 2 checkout: the steps indicator, the current step (address, shipping or payment) and the
 * summary beside it (below it on a phone).
 */
export function CheckoutView() {
  const { t } = useTranslation("checkout");
  const data = useLoaderData<CheckoutData>();
  const result = useActionData<PaymentResult>();
  const failed: FormFailure | undefined = result?.intent === data.step ? result : undefined;
  useCartChangedToast(result);
  return (
    <div className="checkout">
      <h1 className="checkout__title">{t("title")}</h1>
      <StepIndicator steps={data.steps} step={data.step} />
      <div className="checkout__layout">
        <div className="checkout__main">
          {data.step === "address" && <AddressStep data={data} failed={failed} />}
          {data.step === "shipping" && (
            <ShippingStep key={JSON.stringify(failed?.values)} data={data} failed={failed} />
          )}
          {data.step === "payment" && <PaymentStep data={data} result={failed} />}
        </div>
        <CheckoutSummary summary={data.summary} language={data.language} />
      </div>
    </div>
  );
}

/**
 * spec 4 change detection: when the order stopped because the cart changed (or its member card
 * is no longer valid), an info toast says so for 12 s; the page shows the new cart.
 */
function useCartChangedToast(result: PaymentResult | undefined) {
  const { t } = useTranslation("checkout");
  const show = useToast();
  const shown = useRef<PaymentResult>(undefined);
  useEffect(() => {
    if (!result || shown.current === result) return;
    shown.current = result;
    if (result.cartChanged)
      show({ kind: "info", message: t("errors.cartChanged"), duration: cartUpdatedToastMs });
    if (result.memberCardInvalid) show({ kind: "info", message: t("errors.memberCardInvalid") });
  }, [result, show, t]);
}
