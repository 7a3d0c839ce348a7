import { useState } from "react";
import { Form, Link } from "react-router";
import type { FormFailure } from "#src/features/account/action-helpers.server.ts";
import { FormAlert, SubmitButton, useSubmitGuard } from "#src/features/account/form-kit.tsx";
import { languages } from "#src/lib/languages.ts";
import { useTranslation } from "#src/lib/use-translation.ts";
import { formatCents } from "./cart-money.ts";
import type { CheckoutData } from "./checkout.server.ts";
import { useHydrated } from "#src/lib/use-hydrated.ts";

type ShippingData = Extract<CheckoutData, { step: "shipping" }>;

/**
 * spec 2 shipping step: the methods as radio buttons with name, description and price; the
 * chosen method's branches (pickup counters, parcel lockers) as a second radio list; back and
 * next. Without JavaScript every method shows its branches and the chosen method decides.
 */
export function ShippingStep({
  data,
  failed,
}: {
  data: ShippingData;
  failed: FormFailure | undefined;
}) {
  const { t } = useTranslation("checkout");
  const { isSubmitting, onSubmit } = useSubmitGuard("shipping");
  const isHydrated = useHydrated();
  const { methods } = data.shipping;
  const values = failed?.values ?? data.shipping.values;
  const [chosen, setChosen] = useState(values.deliveryMethodId ?? "");
  const errors = failed?.fields ?? {};
  const code2 = languages[data.language].code2;
  const money = (cents: number, currency = data.summary.prices.currency) =>
    formatCents(cents, { currency, code2 });
  return (
    <section className="checkout-step" aria-labelledby="checkout-step-title">
      <h2 id="checkout-step-title" className="checkout-step__title">
        {t("shipping.title")}
      </h2>
      <FormAlert title={t("shipping.failed")} message={failed?.formError} />
      {methods.length === 0 && <p className="account-notice">{t("shipping.none")}</p>}
      <Form method="post" noValidate className="account-form checkout-form" onSubmit={onSubmit}>
        <fieldset
          className="checkout-options"
          aria-describedby={errors.deliveryMethodId ? "delivery-method-error" : undefined}
        >
          <legend className="visually-hidden">{t("shipping.title")}</legend>
          {methods.map((method) => {
            const price = method.converted ?? { price: method.price, currency: undefined };
            const isChosen = chosen === String(method.id);
            const branches = method.options.branches;
            return (
              <div key={method.id} className="checkout-option">
                <label className="checkout-option__label">
                  <input
                    type="radio"
                    name="deliveryMethodId"
                    value={method.id}
                    checked={isChosen}
                    onChange={() => setChosen(String(method.id))}
                  />
                  <span className="checkout-option__text">
                    <span className="checkout-option__name">{method.name}</span>
                    {method.description && (
                      <span className="checkout-option__description">{method.description}</span>
                    )}
                    {method.freeFrom !== null && method.price > 0 && (
                      <span className="checkout-option__description">
                        {t("shipping.freeFrom", { amount: money(method.freeFrom) })}
                      </span>
                    )}
                  </span>
                  <span className="checkout-option__price">
                    {price.price === 0
                      ? t("shipping.free")
                      : money(price.price, price.currency ?? data.summary.prices.currency)}
                  </span>
                </label>
                {branches.length > 0 && (
                  <fieldset
                    className="checkout-branches"
                    hidden={isHydrated && !isChosen}
                    aria-describedby={errors.branchId ? "delivery-branch-error" : undefined}
                  >
                    <legend className="checkout-branches__legend">
                      {t("shipping.branches")} · {method.name}
                    </legend>
                    {branches.map((branch) => (
                      <label key={branch.id} className="checkout-branch">
                        <input
                          type="radio"
                          name={`branch.${method.id}`}
                          value={branch.id}
                          defaultChecked={values.branchId === branch.id}
                        />
                        <span>
                          <span className="checkout-option__name">{branch.name}</span>
                          {branch.address && (
                            <span className="checkout-option__description">{branch.address}</span>
                          )}
                        </span>
                      </label>
                    ))}
                    {errors.branchId && isChosen && (
                      <p id="delivery-branch-error" className="account-field__error">
                        {errors.branchId}
                      </p>
                    )}
                  </fieldset>
                )}
              </div>
            );
          })}
          {errors.deliveryMethodId && (
            <p id="delivery-method-error" className="account-field__error">
              {errors.deliveryMethodId}
            </p>
          )}
        </fieldset>
        <div className="checkout-actions">
          <Link to="?step=address" className="button button--ghost">
            {t("back")}
          </Link>
          <SubmitButton
            intent="shipping"
            label={t("next")}
            busyLabel={t("saving")}
            isSubmitting={isSubmitting}
          />
        </div>
      </Form>
    </section>
  );
}
