import { useContext } from "react";
import { UNSAFE_DataRouterContext as DataRouterContext, useFetcher } from "react-router";
import { ConsentChecks } from "#src/features/account/consent-checks.tsx";
import { useScreenPath } from "#src/features/account/screen-path.ts";
import type { FetchedConsents } from "#src/features/account/shown-consents.ts";
import { useTranslation } from "#src/lib/use-translation.ts";
import type { NewsletterOutcome } from "./newsletter-outcome.ts";

type Props = {
  /** Prefix of the form's element ids (unique on the page: the element's node id). */
  idPrefix: string;
  consents: FetchedConsents;
  buttonLabel: string;
  successMessage: string;
  /** What an earlier post answered (the newsletter page after a post without JavaScript). */
  outcome?: NewsletterOutcome | undefined;
};

/**
 * The sign-up form of the newsletter (issue 21): e-mail, the newsletter assignment's consents
 * (spec 4: not fetched, the consentsNotFetched alert), the button. It posts to the newsletter
 * route's action: before JavaScript the browser goes there and the page shows the outcome; once
 * hydrated through a fetcher, staying on the page with a pending state and the outcome in place.
 */
function LiveNewsletterForm({
  idPrefix: id,
  consents,
  buttonLabel,
  successMessage,
  outcome,
}: Props) {
  const { t } = useTranslation("elements");
  const fetcher = useFetcher<NewsletterOutcome>();
  const screenPath = useScreenPath();
  const shown = fetcher.data ?? outcome;
  const isBusy = fetcher.state !== "idle";
  if (shown?.isDone)
    return (
      <p className="newsletter__success" role="status">
        {successMessage}
      </p>
    );
  const values = shown?.values ?? {};
  const emailError = shown?.fields.email;
  const consentError = shown?.fields.consents;
  const alert = emailError || consentError ? undefined : shown?.formError;
  return (
    <fetcher.Form
      method="post"
      action={screenPath("newsletter")}
      className="newsletter__form"
      noValidate
    >
      <input type="hidden" name="intent" value="subscribe" />
      {alert && (
        <p className="newsletter__alert" role="alert">
          {alert}
        </p>
      )}
      <div className="newsletter__row">
        <label className="newsletter__field">
          <span>{t("newsletter.email")}</span>
          <input
            id={`${id}-email`}
            type="email"
            name="email"
            required
            maxLength={254}
            autoComplete="email"
            defaultValue={values.email ?? ""}
            aria-invalid={emailError ? true : undefined}
            aria-describedby={emailError ? `${id}-email-error` : undefined}
          />
        </label>
        <button
          type="submit"
          className="button newsletter__button"
          disabled={isBusy || consents === null}
          aria-busy={isBusy || undefined}
        >
          {isBusy ? t("newsletter.sending") : buttonLabel}
        </button>
      </div>
      {emailError && (
        <p id={`${id}-email-error`} className="newsletter__error">
          {emailError}
        </p>
      )}
      <div className="newsletter__consents">
        <ConsentChecks
          consents={consents}
          values={values}
          hasError={Boolean(consentError)}
          requiredText={t("form.required")}
          itemClassName="newsletter__check"
        />
      </div>
      {consentError && <p className="newsletter__error">{consentError}</p>}
    </fetcher.Form>
  );
}

/**
 * The newsletter's form wherever it is drawn. Outside the site's data router (the builder's
 * canvas and version preview) there is no action to post to: it is drawn as it looks, inert.
 */
export function NewsletterForm(props: Props) {
  const { t } = useTranslation("elements");
  if (useContext(DataRouterContext) === null)
    return (
      <div className="newsletter__form">
        <div className="newsletter__row">
          <label className="newsletter__field">
            <span>{t("newsletter.email")}</span>
            <input type="email" disabled />
          </label>
          <button type="button" className="button newsletter__button" disabled>
            {props.buttonLabel}
          </button>
        </div>
      </div>
    );
  return <LiveNewsletterForm {...props} />;
}
