import { useEffect, useRef, type FormEvent } from "react";
import {
  AccountCard,
  FormAlert,
  FormField,
  SubmitButton,
} from "#src/features/account/form-kit.tsx";
import { useTranslation } from "#src/lib/use-translation.ts";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "react-router";
import type { AdminLoginData, LoginActionData } from "./admin-login.server.ts";
import { adminLoginPath } from "#common/route-paths.ts";
import { LogoutForm } from "./logout-form.tsx";

/**
 * spec 2 /adminLogin: a server-side form (works without JavaScript) in a centred card in the
 * site's theme. Errors come from the action: spec 5 messages per field, spec 8 on a refusal.
 */
export function AdminLoginView() {
  const { t } = useTranslation("auth");
  const { user } = useLoaderData<AdminLoginData>();
  const result = useActionData<LoginActionData>();
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  // spec 4: further submits are ignored while one runs (also while its redirect loads)
  const isSubmitting =
    navigation.state !== "idle" &&
    navigation.formAction !== undefined &&
    new URL(navigation.formAction, "http://site").pathname === adminLoginPath;

  // After a failed attempt (with JavaScript) the first invalid field gets the focus.
  useEffect(() => {
    if (!result) return;
    formRef.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
  }, [result]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (isSubmitting) event.preventDefault();
  };

  return (
    <main id="main-content" className="admin-login">
      <AccountCard title={t("login.title")} intro={t("login.intro")}>
        {user && (
          <div className="admin-login__session">
            <p>{t("login.loggedInAs", { email: user.email })}</p>
            <LogoutForm className="button button--outlined button--small" />
          </div>
        )}
        <FormAlert title={t("login.failed")} message={result?.formError} />
        <Form method="post" noValidate className="account-form" ref={formRef} onSubmit={onSubmit}>
          <FormField
            id="admin-login-username"
            name="username"
            type="email"
            label={t("login.email")}
            autoComplete="username"
            defaultValue={result?.username}
            error={result?.fields.username}
          />
          <FormField
            id="admin-login-password"
            name="password"
            type="password"
            label={t("login.password")}
            autoComplete="current-password"
            error={result?.fields.password}
          />
          <SubmitButton
            label={t("login.submit")}
            busyLabel={t("login.submitting")}
            isSubmitting={isSubmitting}
          />
        </Form>
        <Link to="/" className="admin-login__back">
          {t("login.backToSite")}
        </Link>
      </AccountCard>
    </main>
  );
}
