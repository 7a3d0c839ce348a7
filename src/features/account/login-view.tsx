import { Form, Link, useActionData, useLoaderData, useLocation } from "react-router";
import type { LoginActionData } from "#src/features/auth/admin-login.server.ts";
import { useTranslation } from "#src/lib/use-translation.ts";
import { useScreenPath } from "./screen-path.ts";
import { AccountCard, FormAlert, FormField, SubmitButton, useSubmitGuard } from "./form-kit.tsx";
import type { LoginPageData } from "./login.server.ts";
import { SocialButtons } from "./social-buttons.tsx";

/** spec 2 login page: e-mail and password (spec 5), links to register and forgot password. */
export function LoginView() {
  const { t } = useTranslation("account");
  const { verifyError, socialError, providers } = useLoaderData<LoginPageData>();
  const result = useActionData<LoginActionData>();
  const { isSubmitting, onSubmit } = useSubmitGuard();
  const { search } = useLocation();
  const path = useScreenPath();
  return (
    <AccountCard title={t("login.title")} intro={t("login.intro")}>
      <FormAlert title={t("login.verifyFailed")} message={verifyError ?? undefined} />
      <FormAlert title={t("login.failed")} message={result?.formError} />
      <FormAlert title={t("social.failed")} message={socialError ?? undefined} />
      <Form
        method="post"
        action={`${path("login")}${search}`}
        noValidate
        className="account-form"
        onSubmit={onSubmit}
      >
        <FormField
          id="login-username"
          name="username"
          type="email"
          label={t("fields.email")}
          autoComplete="username"
          defaultValue={result?.username}
          error={result?.fields.username}
        />
        <FormField
          id="login-password"
          name="password"
          type="password"
          label={t("fields.password")}
          autoComplete="current-password"
          error={result?.fields.password}
        />
        <SubmitButton
          label={t("login.submit")}
          busyLabel={t("login.submitting")}
          isSubmitting={isSubmitting}
        />
      </Form>
      <SocialButtons
        providers={providers}
        redirectTo={new URLSearchParams(search).get("redirectTo")}
        hasDivider
      />
      <div className="account-links">
        <Link to={path("forgotPassword")}>{t("login.forgot")}</Link>
        <span>
          {t("login.noAccount")} <Link to={path("register")}>{t("login.register")}</Link>
        </span>
      </div>
    </AccountCard>
  );
}
