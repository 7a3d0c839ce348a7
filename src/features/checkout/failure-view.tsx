import { Form, Link, useActionData, useLoaderData } from "react-router";
import { FormAlert, SubmitButton, useSubmitGuard } from "#src/features/account/form-kit.tsx";
import { useScreenPath } from "#src/features/account/screen-path.ts";
import { useTranslation } from "#src/lib/use-translation.ts";
import type { FailureData, FailureResult } from "./failure.server.ts";
import { PaymentHandoffView } from "./payment-handoff-view.tsx";

/**
 * spec 2 checkout failure: the translated checkoutFailureTitle (spec 8) and the ways on. An order
 * still waiting for its card payment may be paid again, or given up for another method (its
 * cart comes back for the payment step; decision 045); otherwise the way back to the cart.
 */
export function FailureView() {
  const { t } = useTranslation("checkout");
  const { number, order } = useLoaderData<FailureData>();
  const result = useActionData<FailureResult>();
  const retry = useSubmitGuard("retry");
  const another = useSubmitGuard("anotherMethod");
  const path = useScreenPath();
  if (result?.paymentForm || result?.wallet)
    return (
      <div className="checkout checkout-result">
        <div className="checkout__main checkout-result__card">
          <PaymentHandoffView handoff={result} />
        </div>
      </div>
    );
  const isAwaiting = order?.paymentStatus === "awaiting";
  const isBusy = retry.isSubmitting || another.isSubmitting;
  return (
    <div className="checkout checkout-result">
      <div className="checkout__main checkout-result__card">
        <h1 className="checkout__title">{t("failure.checkoutFailureTitle")}</h1>
        <FormAlert title={t("failure.checkoutFailureTitle")} message={result?.formError} />
        {isAwaiting ? (
          <>
            <p>{t("failure.awaiting", { number: order.number })}</p>
            <div className="checkout-result__links">
              <Form method="post" onSubmit={retry.onSubmit}>
                <SubmitButton
                  intent="retry"
                  label={t("failure.retry")}
                  busyLabel={t("payment.redirecting")}
                  isSubmitting={isBusy}
                />
              </Form>
              <Form method="post" onSubmit={another.onSubmit}>
                <SubmitButton
                  intent="anotherMethod"
                  variant="outlined"
                  label={t("failure.anotherMethod")}
                  busyLabel={t("saving")}
                  isSubmitting={isBusy}
                />
              </Form>
            </div>
          </>
        ) : (
          <>
            <p>{number && order ? t("failure.closed", { number }) : t("failure.text")}</p>
            <Link to={path("cart")} className="button">
              {t("failure.backToCart")}
            </Link>
          </>
        )}
      </div>
    </div>
  );
}
