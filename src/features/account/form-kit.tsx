import type { FormEvent, ReactNode } from "react";
import { useNavigation } from "react-router";

/**
 * spec 4: a form ignores further submits while one runs (also while its redirect loads). With
 * several forms on a page, `intent` tells them apart (the submit button's value).
 */
export function useSubmitGuard(intent?: string) {
  const navigation = useNavigation();
  const isSubmitting =
    navigation.state !== "idle" &&
    navigation.formMethod !== undefined &&
    (intent === undefined || navigation.formData?.get("intent") === intent);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (isSubmitting) event.preventDefault();
  };
  return { isSubmitting, onSubmit };
}

export function FormField({
  id,
  name,
  label,
  type = "text",
  autoComplete,
  defaultValue,
  error,
  isRequired = true,
  inputMode,
  maxLength,
}: {
  id: string;
  name: string;
  label: string;
  type?: "text" | "email" | "password" | "tel";
  autoComplete?: string;
  defaultValue?: string | null | undefined;
  error?: string | undefined;
  isRequired?: boolean;
  inputMode?: "numeric" | "text";
  maxLength?: number;
}) {
  const errorId = `${id}-error`;
  return (
    <div className="account-field">
      <label htmlFor={id} className="account-field__label">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        required={isRequired}
        defaultValue={defaultValue ?? undefined}
        inputMode={inputMode}
        maxLength={maxLength}
        className="account-field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...(type === "email" && { spellCheck: false })}
      />
      {error && (
        <p id={errorId} className="account-field__error">
          {error}
        </p>
      )}
    </div>
  );
}

/** A refusal of the whole form (spec 8 message under its title). */
export function FormAlert({ title, message }: { title: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <div className="account-alert" role="alert">
      <strong>{title}</strong>
      <p>{message}</p>
    </div>
  );
}

export function SubmitButton({
  label,
  busyLabel,
  isSubmitting,
  intent,
  variant = "filled",
}: {
  label: string;
  busyLabel: string;
  isSubmitting: boolean;
  intent?: string;
  variant?: "filled" | "outlined" | "danger";
}) {
  return (
    <button
      type="submit"
      name={intent ? "intent" : undefined}
      value={intent}
      className={`button${variant === "filled" ? "" : ` button--${variant}`} account-submit`}
      disabled={isSubmitting}
      aria-busy={isSubmitting || undefined}
    >
      {isSubmitting ? busyLabel : label}
    </button>
  );
}

/** The centred card the guest pages (login, register, forgot password) sit in. */
export function AccountCard({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <div className="account-page">
      <div className="account-card">
        <h1 className="account-card__title">{title}</h1>
        <p className="account-card__intro">{intro}</p>
        {children}
      </div>
    </div>
  );
}
