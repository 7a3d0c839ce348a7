import { useState } from "react";
import { useHydrated } from "#src/lib/use-hydrated.ts";
import { Form, Link, useActionData, useLoaderData } from "react-router";
import { ConsentChecks, formAlertOf, useConsentsNotFetched } from "./consent-checks.tsx";
import { useTranslation } from "#src/lib/use-translation.ts";
import type { FormFailure } from "./action-helpers.server.ts";
import { AddressFields } from "./address-form.tsx";
import { AccountCard, FormAlert, FormField, SubmitButton, useSubmitGuard } from "./form-kit.tsx";
import type { RegisterData } from "./register.server.ts";
import { useScreenPath } from "./screen-path.ts";

type RegisterResult = FormFailure | { registeredEmail: string };

/**
 * spec 2 register page in both modes of spec 3 (spec 5 rules): simple, or with the Main and
 * Shipping address (`?mode=addresses`, plain links between them, so no JavaScript is needed).
 * It stays and asks to confirm the address.
 */
export function RegisterView() {
  const { t } = useTranslation("account");
  const { mode, countries, consents } = useLoaderData<RegisterData>();
  const result = useActionData<RegisterResult>();
  const { isSubmitting, onSubmit } = useSubmitGuard();
  const path = useScreenPath();
  const notFetched = useConsentsNotFetched();
  if (result && "registeredEmail" in result) {
    return (
      <AccountCard title={t("register.title")} intro={t("register.intro")}>
        <div className="account-notice" role="status">
          <p>{t("register.checkInbox", { email: result.registeredEmail })}</p>
        </div>
        <Link to={path("login")} className="button account-submit">
          {t("register.login")}
        </Link>
      </AccountCard>
    );
  }
  const failed = result?.intent === `register-${mode}` ? result : undefined;
  const fields = failed?.fields ?? {};
  const values = failed?.values ?? {};
  const field = (
    name: string,
    type: "text" | "email" | "password",
    autoComplete: string,
    isRequired = true,
  ) => (
    <FormField
      id={`register-${name}`}
      name={name}
      type={type}
      label={t(`fields.${name}` as "fields.email")}
      autoComplete={autoComplete}
      defaultValue={values[name]}
      error={fields[name]}
      isRequired={isRequired}
    />
  );
  return (
    <AccountCard title={t("register.title")} intro={t("register.intro")}>
      <nav className="account-modes" aria-label={t("register.modes")}>
        <Link
          to={path("register")}
          className="account-modes__link"
          aria-current={mode === "simple" ? "page" : undefined}
        >
          {t("register.simpleMode")}
        </Link>
        <Link
          to={`${path("register")}?mode=addresses`}
          className="account-modes__link"
          aria-current={mode === "addresses" ? "page" : undefined}
        >
          {t("register.addressesMode")}
        </Link>
      </nav>
      <FormAlert
        title={t("register.failed")}
        message={formAlertOf(failed?.formError, consents, notFetched)}
      />
      <Form method="post" noValidate className="account-form" onSubmit={onSubmit}>
        <input type="hidden" name="mode" value={mode} />
        {mode === "simple" ? (
          <>
            <div className="account-form__row">
              {field("firstName", "text", "given-name")}
              {field("lastName", "text", "family-name")}
            </div>
            {field("email", "email", "email")}
          </>
        ) : (
          <RegisterAddresses countries={countries} values={values} errors={fields} />
        )}
        {field("password", "password", "new-password")}
        {field("confirmedPassword", "password", "new-password")}
        {mode === "simple" && field("memberCardBarcode", "text", "off", false)}
        <RegisterConsents consents={consents} values={values} error={fields.consents} />
        <SubmitButton
          label={t("register.submit")}
          busyLabel={t("register.submitting")}
          isSubmitting={isSubmitting}
        />
      </Form>
      <div className="account-links">
        <span>
          {t("register.haveAccount")} <Link to={path("login")}>{t("register.login")}</Link>
        </span>
      </div>
    </AccountCard>
  );
}

/**
 * spec 3 addresses[2]: the Main address (its contact e-mail is the account's e-mail and
 * username) and the Shipping one, the same as the Main one unless the shopper says otherwise.
 * Without JavaScript both stay shown and the box decides; with it, a ticked box hides the second.
 */
function RegisterAddresses({
  countries,
  values,
  errors,
}: {
  countries: RegisterData["countries"];
  values: Record<string, string>;
  errors: Record<string, string>;
}) {
  const { t } = useTranslation("account");
  const [isSame, setIsSame] = useState(values.sameShipping !== "");
  // the server's HTML shows both addresses: without JavaScript the box alone decides
  const isHydrated = useHydrated();
  return (
    <>
      <fieldset className="account-fieldset">
        <legend>{t("addressTypes.Main")}</legend>
        <p className="account-muted">{t("register.mainHint")}</p>
        <AddressFields
          countries={countries}
          values={values}
          errors={errors}
          isCompany={values["main.isCompany"] === "on"}
          prefix="main."
          type="Main"
        />
      </fieldset>
      <label className="account-check">
        <input
          type="checkbox"
          name="sameShipping"
          checked={isSame}
          onChange={(event) => setIsSame(event.target.checked)}
        />
        {t("register.sameShipping")}
      </label>
      <fieldset className="account-fieldset" hidden={isHydrated && isSame}>
        <legend>{t("addressTypes.Shipping")}</legend>
        <AddressFields
          countries={countries}
          values={values}
          errors={errors}
          isCompany={values["shipping.isCompany"] === "on"}
          prefix="shipping."
          type="Shipping"
        />
      </fieldset>
    </>
  );
}

/**
 * The consents of the register form (spec 3 assignment, fetched: decision 047): required ones
 * marked with a star (spec 5); a required one left out shows consentRequired under them.
 */
function RegisterConsents({
  consents,
  values,
  error,
}: {
  consents: RegisterData["consents"];
  values: Record<string, string>;
  error: string | undefined;
}) {
  const { t } = useTranslation("account");
  return (
    <fieldset
      className="account-consents"
      aria-describedby={error ? "register-consents-error" : undefined}
    >
      <legend className="visually-hidden">{t("register.consents")}</legend>
      <ConsentChecks
        consents={consents}
        values={values}
        hasError={Boolean(error)}
        requiredText={t("register.required")}
      />
      {error && (
        <p id="register-consents-error" className="account-field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
