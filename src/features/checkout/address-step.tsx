import { useState, type FormEvent } from "react";
import { Form, Link, useLocation } from "react-router";
import type { FormFailure } from "#src/features/account/action-helpers.server.ts";
import { AddressFields } from "#src/features/account/address-form.tsx";
import { formAlertOf, useConsentsNotFetched } from "#src/features/account/consent-checks.tsx";
import { FormAlert, SubmitButton, useSubmitGuard } from "#src/features/account/form-kit.tsx";
import { useScreenPath } from "#src/features/account/screen-path.ts";
import { languages } from "#src/lib/languages.ts";
import { useTranslation } from "#src/lib/use-translation.ts";
import type { CheckoutData } from "./checkout.server.ts";
import { StepConsents } from "./step-consents.tsx";
import type { addressErrors } from "./address-check.ts";
import { useHydrated } from "#src/lib/use-hydrated.ts";

type Check = typeof addressErrors;
let check: Check | undefined;
// The form's check (the validator of two addresses: the largest part of the checkout's code)
// comes when the shopper first touches the form, not with the page.
const loadCheck = (): Promise<Check> =>
  import("./address-check.ts").then((module) => {
    check = module.addressErrors;
    return check;
  });

type AddressData = Extract<CheckoutData, { step: "address" }>;

/**
 * spec 2 address step: the delivery address (company fields for a company order), a checkbox
 * for a different billing address, the consents, next. The form's schema checks it in the
 * browser before it is sent, and again on the server.
 */
export function AddressStep({
  data,
  failed,
}: {
  data: AddressData;
  failed: FormFailure | undefined;
}) {
  const { t } = useTranslation("checkout");
  const { isSubmitting, onSubmit } = useSubmitGuard("address");
  const { search } = useLocation();
  const path = useScreenPath();
  const isHydrated = useHydrated();
  const notFetched = useConsentsNotFetched();
  const code2 = languages[data.language].code2;
  const { address } = data;
  const values: Record<string, string> = failed?.values ?? address.values;
  const [isBillingDifferent, setIsBillingDifferent] = useState(values.isBillingDifferent === "on");
  const [browserErrors, setBrowserErrors] = useState<Record<string, string>>();
  const errors = browserErrors ?? failed?.fields ?? {};
  // spec 5 in the browser: the same generated validator and messages as the server's
  const onCheck = (event: FormEvent<HTMLFormElement>) => {
    if (!check) {
      // not fetched yet (a submit before any focus): fetch it, then submit again through it
      event.preventDefault();
      const form = event.currentTarget;
      const submitter = (event.nativeEvent as SubmitEvent).submitter;
      void loadCheck().then(() => form.requestSubmit(submitter));
      return;
    }
    const found = check(new FormData(event.currentTarget), { code2, consents: address.consents });
    setBrowserErrors(found);
    if (Object.keys(found).length > 0) {
      event.preventDefault();
      const first = Object.keys(found)[0] ?? "";
      event.currentTarget
        .querySelector<HTMLElement>(`[name="${first}"], [name="consents"]`)
        ?.focus();
      return;
    }
    onSubmit(event);
  };
  return (
    <section className="checkout-step" aria-labelledby="checkout-step-title">
      <h2 id="checkout-step-title" className="checkout-step__title">
        {t("address.delivery")}
      </h2>
      {data.customerEmail ? (
        <p className="account-muted">{t("address.asCustomer", { email: data.customerEmail })}</p>
      ) : (
        <p className="account-muted">
          {t("address.asGuest")}{" "}
          <Link to={`${path("login")}?redirectTo=${encodeURIComponent(path("checkout"))}`}>
            {t("address.login")}
          </Link>
        </p>
      )}
      {address.savedAddresses.length > 0 && (
        <div className="checkout-saved">
          <h3 className="checkout-saved__title">{t("address.saved")}</h3>
          <p className="account-muted">{t("address.savedHint")}</p>
          <ul className="checkout-saved__list">
            {address.savedAddresses.map((saved) => (
              <li key={saved.id} className="checkout-saved__item">
                <p>
                  <strong>
                    {saved.firstName} {saved.lastName}
                  </strong>
                  <br />
                  {saved.street} {saved.houseNumber}, {saved.zipCode} {saved.city}
                </p>
                <Link
                  to={`?step=address&from=${saved.id}`}
                  className="button button--outlined button--small"
                  preventScrollReset
                >
                  {t("address.useSaved")}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
      <FormAlert
        title={t("address.failed")}
        message={formAlertOf(failed?.formError, address.consents, notFetched)}
      />
      <Form
        key={search}
        method="post"
        noValidate
        className="account-form checkout-form"
        onSubmit={onCheck}
        onFocus={() => void loadCheck()}
      >
        <AddressFields
          countries={address.countries}
          values={values}
          errors={errors}
          isCompany={values["delivery.isCompany"] === "on"}
          prefix="delivery."
          type="Shipping"
        />
        <label className="account-check">
          <input
            type="checkbox"
            name="isBillingDifferent"
            checked={isBillingDifferent}
            onChange={(event) => setIsBillingDifferent(event.target.checked)}
          />
          {t("address.isBillingDifferent")}
        </label>
        <fieldset className="account-fieldset" hidden={isHydrated && !isBillingDifferent}>
          <legend>{t("address.billing")}</legend>
          <AddressFields
            countries={address.countries}
            values={values}
            errors={errors}
            isCompany={false}
            prefix="billing."
            type="Main"
            hasCompany={false}
          />
        </fieldset>
        <StepConsents
          id="checkout-address-consents"
          consents={address.consents}
          values={values}
          error={errors.consents}
        />
        <div className="checkout-actions">
          <SubmitButton
            intent="address"
            label={t("next")}
            busyLabel={t("saving")}
            isSubmitting={isSubmitting}
          />
        </div>
      </Form>
    </section>
  );
}
