import { Form, Link } from "react-router";
import { formAlertOf, useConsentsNotFetched } from "#src/features/account/consent-checks.tsx";
import { FormAlert, SubmitButton, useSubmitGuard } from "#src/features/account/form-kit.tsx";
import { useTranslation } from "#src/lib/use-translation.ts";
import type { CheckoutData } from "./checkout.server.ts";
import type { PaymentResult } from "./payment-step.server.ts";
import { StepConsents } from "./step-consents.tsx";
import { PaymentHandoffView } from "./payment-handoff-view.tsx";

type PaymentData = Extract<CheckoutData, { step: "payment" }>;

/**
 * spec 2 payment step: the methods as radio buttons, the consents, back and 'Naruči'. The
 * order is placed once however often the button is pressed (useSubmitGuard; order/create is
 * idempotent per cart too). What the shopper sees travels as hidden fields (spec 4 change
 * detection). Once placed, an order a provider pays goes to its hosted form or to the card
 * wallet's buttons (PaymentHandoffView, whose container holds them).
 */
export function PaymentStep({
  data,
  result,
}: {
  data: PaymentData;
  result: PaymentResult | undefined;
}) {
  const { t } = useTranslation("checkout");
  const { isSubmitting, onSubmit } = useSubmitGuard("payment");
  const notFetched = useConsentsNotFetched();
  const { payment } = data;
  const values = result?.values ?? payment.values;
  const errors = result?.fields ?? {};
  const back = data.steps.includes("shipping") && !data.isSkippingShipping ? "shipping" : "address";
  if (result?.paymentForm || result?.wallet) return <PaymentHandoffView handoff={result} />;
  return (
    <section className="checkout-step" aria-labelledby="checkout-step-title">
      <h2 id="checkout-step-title" className="checkout-step__title">
        {t("payment.title")}
      </h2>
      {(result?.cartChanged || result?.memberCardInvalid) && (
        <div className="account-notice" role="status">
          <p>{t(result.cartChanged ? "errors.cartChanged" : "errors.memberCardInvalid")}</p>
        </div>
      )}
      <FormAlert
        title={t("payment.failed")}
        message={formAlertOf(result?.formError, payment.consents, notFetched)}
      />
      {payment.methods.length === 0 && <p className="account-notice">{t("payment.none")}</p>}
      <Form method="post" noValidate className="account-form checkout-form" onSubmit={onSubmit}>
        <input type="hidden" name="expectedTotal" value={payment.expected.total} />
        {payment.expected.items.map((item) => (
          <input key={item} type="hidden" name="expectedItem" value={item} />
        ))}
        <fieldset
          className="checkout-options"
          aria-describedby={errors.paymentMethodId ? "payment-method-error" : undefined}
        >
          <legend className="visually-hidden">{t("payment.title")}</legend>
          {payment.methods.map((method) => (
            <div key={method.id} className="checkout-option">
              <label className="checkout-option__label">
                <input
                  type="radio"
                  name="paymentMethodId"
                  value={method.id}
                  defaultChecked={values.paymentMethodId === String(method.id)}
                />
                <span className="checkout-option__text">
                  <span className="checkout-option__name">{method.name}</span>
                  {method.description && (
                    <span className="checkout-option__description">{method.description}</span>
                  )}
                </span>
              </label>
            </div>
          ))}
          {errors.paymentMethodId && (
            <p id="payment-method-error" className="account-field__error">
              {errors.paymentMethodId}
            </p>
          )}
        </fieldset>
        <StepConsents
          id="checkout-payment-consents"
          consents={payment.consents}
          values={values}
          error={errors.consents}
        />
        <div className="checkout-actions">
          <Link to={`?step=${back}`} className="button button--ghost">
            {t("back")}
          </Link>
          <SubmitButton
            intent="payment"
            label={t("payment.submit")}
            busyLabel={t("payment.submitting")}
            isSubmitting={isSubmitting}
          />
        </div>
      </Form>
    </section>
  );
}
