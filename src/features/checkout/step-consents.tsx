import { ConsentChecks } from "#src/features/account/consent-checks.tsx";
import { useTranslation } from "#src/lib/use-translation.ts";
import type { FetchedConsents } from "./checkout-consents.ts";

/**
 * A step's consents (spec 3 assignment, fetched: decision 047) as checkboxes: required ones
 * starred (spec 5); a required one left out shows consentRequired under them.
 */
export function StepConsents({
  id,
  consents,
  values,
  error,
}: {
  id: string;
  consents: FetchedConsents;
  values: Record<string, string>;
  error: string | undefined;
}) {
  const { t } = useTranslation("checkout");
  const errorId = `${id}-error`;
  return (
    <fieldset className="checkout-consents" aria-describedby={error ? errorId : undefined}>
      <legend className="checkout-consents__legend">{t("consents")}</legend>
      <ConsentChecks
        consents={consents}
        values={values}
        hasError={Boolean(error)}
        requiredText={t("required")}
        itemClassName="account-check checkout-consents__item"
      />
      {error && (
        <p id={errorId} className="account-field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
