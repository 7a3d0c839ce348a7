import { Form, Link, useActionData } from "react-router";
import { useTranslation } from "#src/lib/use-translation.ts";
import type { FormFailure } from "./action-helpers.server.ts";
import { AccountCard, FormAlert, FormField, SubmitButton, useSubmitGuard } from "./form-kit.tsx";
import { useScreenPath } from "./screen-path.ts";

type RegisterResult = FormFailure | { registeredEmail: string };

/** spec 2 register page, simple mode of spec 3 (spec 5 rules); stays and asks to confirm the address. */
export function RegisterView() {
  const { t } = useTranslation("account");
  const result = useActionData<RegisterResult>();
  const { isSubmitting, onSubmit } = useSubmitGuard();
  const path = useScreenPath();
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
  const fields = result?.fields ?? {};
  const values = result?.values ?? {};
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
      <FormAlert title={t("register.failed")} message={result?.formError} />
      <Form method="post" noValidate className="account-form" onSubmit={onSubmit}>
        <div className="account-form__row">
          {field("firstName", "text", "given-name")}
          {field("lastName", "text", "family-name")}
        </div>
        {field("email", "email", "email")}
        {field("password", "password", "new-password")}
        {field("confirmedPassword", "password", "new-password")}
        {field("memberCardBarcode", "text", "off", false)}
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
