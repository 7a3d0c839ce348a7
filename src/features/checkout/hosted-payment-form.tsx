import { useEffect, useRef } from "react";
import { hostedFormId } from "#common/hosted-payment-form.ts";
import { useTranslation } from "#src/lib/use-translation.ts";

/**
 * spec 4 order placement: the hosted payment form (paymentType HPF) inserted and submitted, to the
 * gateway's page (decision 045). Without JavaScript, or if the browser holds the submit back,
 * the shopper's own button sends it. The HTML is the API's own answer (order/create, paying
 * again), never the shopper's input.
 */
export function HostedPaymentForm({ html }: { html: string }) {
  const { t } = useTranslation("checkout");
  const holder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    holder.current?.querySelector("form")?.submit();
  }, [html]);
  return (
    <section className="checkout-step checkout-redirect" aria-live="polite">
      <p>{t("payment.redirecting")}</p>
      <div ref={holder} dangerouslySetInnerHTML={{ __html: html }} />
      <button type="submit" form={hostedFormId} className="button">
        {t("payment.continueToPayment")}
      </button>
    </section>
  );
}
