import { useEffect, useRef, type FormEvent } from "react";
import { useTranslation } from "#src/lib/use-translation.ts";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "react-router";
import type { AdminLoginData, LoginActionData } from "./admin-login.server.ts";
import { adminLoginPath } from "./auth-paths.ts";
import type { LoginFieldName } from "./login-form.ts";
import { LogoutForm } from "./logout-form.tsx";
import "./admin-login.css";

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
      <div className="admin-login__card">
        <h1 className="admin-login__title">{t("login.title")}</h1>
        <p className="admin-login__intro">{t("login.intro")}</p>
        {user && (
          <div className="admin-login__session">
            <p>{t("login.loggedInAs", { email: user.email })}</p>
            <LogoutForm className="button button--outlined button--small" />
          </div>
        )}
        {result?.formError && (
          <div className="admin-login__error" role="alert">
            <strong>{t("login.failed")}</strong>
            <p>{result.formError}</p>
          </div>
        )}
        <Form
          method="post"
          noValidate
          className="admin-login__form"
          ref={formRef}
          onSubmit={onSubmit}
        >
          <Field
            name="username"
            type="email"
            label={t("login.email")}
            autoComplete="username"
            defaultValue={result?.username}
            error={result?.fields.username}
          />
          <Field
            name="password"
            type="password"
            label={t("login.password")}
            autoComplete="current-password"
            error={result?.fields.password}
          />
          <button
            type="submit"
            className="button admin-login__submit"
            disabled={isSubmitting}
            aria-busy={isSubmitting || undefined}
          >
            {isSubmitting ? t("login.submitting") : t("login.submit")}
          </button>
        </Form>
        <Link to="/" className="admin-login__back">
          {t("login.backToSite")}
        </Link>
      </div>
    </main>
  );
}

function Field({
  name,
  type,
  label,
  autoComplete,
  defaultValue,
  error,
}: {
  name: LoginFieldName;
  type: "email" | "password";
  label: string;
  autoComplete: string;
  defaultValue?: string;
  error: string | undefined;
}) {
  const id = `admin-login-${name}`;
  const errorId = `${id}-error`;
  return (
    <div className="admin-login__field">
      <label htmlFor={id} className="admin-login__label">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        required
        defaultValue={defaultValue}
        className="admin-login__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        // autocapitalize is not allowed on an e-mail input (HTML), which browsers never capitalise.
        {...(type === "email" && { spellCheck: false })}
      />
      {error && (
        <p id={errorId} className="admin-login__field-error">
          {error}
        </p>
      )}
    </div>
  );
}
