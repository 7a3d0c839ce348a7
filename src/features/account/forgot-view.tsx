import { Form, Link, useActionData, useLoaderData } from "react-router";
import { useTranslation } from "#src/lib/use-translation.ts";
import type { FormFailure } from "./action-helpers.server.ts";
import type { ForgotData } from "./forgot.server.ts";
import { AccountCard, FormAlert, FormField, SubmitButton, useSubmitGuard } from "./form-kit.tsx";
import { useScreenPath } from "./screen-path.ts";

type ForgotResult = FormFailure | { sentTo: string };

/** spec 2 forgot password: the e-mail form, or (from the mailed link) the new-password form. */
export function ForgotView() {
  const { t } = useTranslation("account");
  const { token } = useLoaderData<ForgotData>();
  const result = useActionData<ForgotResult>();
  const { isSubmitting, onSubmit } = useSubmitGuard();
  const path = useScreenPath();
  const failed = result && "fields" in result ? result : undefined;
  const back = (
    <div className="account-links">
      <Link to={path("login")}>{t("forgot.backToLogin")}</Link>
    </div>
  );
  if (token) {
    return (
      <AccountCard title={t("forgot.resetTitle")} intro={t("forgot.resetIntro")}>
        <FormAlert title={t("forgot.resetFailed")} message={failed?.formError} />
        <Form method="post" noValidate className="account-form" onSubmit={onSubmit}>
          <input type="hidden" name="token" value={token} />
          <FormField
            id="reset-password"
            name="password"
            type="password"
            label={t("fields.newPassword")}
            autoComplete="new-password"
            error={failed?.fields.password}
          />
          <FormField
            id="reset-confirmedPassword"
            name="confirmedPassword"
            type="password"
            label={t("fields.confirmedPassword")}
            autoComplete="new-password"
            error={failed?.fields.confirmedPassword}
          />
          <SubmitButton
            intent="reset"
            label={t("forgot.resetSubmit")}
            busyLabel={t("profile.saving")}
            isSubmitting={isSubmitting}
          />
        </Form>
        {back}
      </AccountCard>
    );
  }
  return (
    <AccountCard title={t("forgot.title")} intro={t("forgot.intro")}>
      {result && "sentTo" in result ? (
        <div className="account-notice" role="status">
          <p>{t("forgot.sent", { email: result.sentTo })}</p>
        </div>
      ) : (
        <>
          <FormAlert title={t("forgot.title")} message={failed?.formError} />
          <Form method="post" noValidate className="account-form" onSubmit={onSubmit}>
            <FormField
              id="forgot-email"
              name="email"
              type="email"
              label={t("fields.email")}
              autoComplete="email"
              defaultValue={failed?.values.email}
              error={failed?.fields.email}
            />
            <SubmitButton
              intent="forgot"
              label={t("forgot.submit")}
              busyLabel={t("forgot.submitting")}
              isSubmitting={isSubmitting}
            />
          </Form>
        </>
      )}
      {back}
    </AccountCard>
  );
}
