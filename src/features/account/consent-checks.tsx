import { useTranslation } from "#src/lib/use-translation.ts";
import type { FetchedConsents } from "./shown-consents.ts";

/** spec 4, 5: what a form says, as an alert, while its consents could not be fetched. */
export function useConsentsNotFetched(): string {
  return useTranslation("validation").t("consentsNotFetched");
}

/**
 * consentsNotFetched in the consents' place: its own component, so a form whose consents were
 * fetched never reads the validation texts (a page's first render asks only for what it reads).
 */
function ConsentsNotFetched() {
  const notFetched = useConsentsNotFetched();
  return (
    <div className="account-alert" role="alert">
      <p>{notFetched}</p>
    </div>
  );
}

/**
 * The form's alert of a refused post: none when it only repeats consentsNotFetched, which the
 * consents' place already shows while they are not fetched.
 */
export function formAlertOf(
  formError: string | undefined,
  consents: FetchedConsents,
  notFetched: string,
): string | undefined {
  return consents === null && formError === notFetched ? undefined : formError;
}

/**
 * A form's consents (spec 3 assignment) as checkboxes named `consents`: required ones starred
 * with the word for it said to screen readers (spec 5); checked again from what was posted. Not
 * fetched (spec 4, 5), they are the consentsNotFetched alert in their place.
 */
export function ConsentChecks({
  consents,
  values,
  hasError,
  requiredText,
  itemClassName = "account-check",
}: {
  consents: FetchedConsents;
  values: Record<string, string>;
  hasError: boolean;
  requiredText: string;
  itemClassName?: string;
}) {
  if (consents === null) return <ConsentsNotFetched />;
  return consents.map((consent) => (
    <label key={consent.id} className={itemClassName}>
      <input
        type="checkbox"
        name="consents"
        value={consent.id}
        defaultChecked={values[`consents.${consent.id}`] === "on"}
        required={consent.isRequired}
        aria-invalid={hasError && consent.isRequired ? true : undefined}
      />
      <span>
        {consent.label}
        {consent.isRequired && (
          <>
            <span className="account-required" aria-hidden="true">
              {" "}
              *
            </span>
            <span className="visually-hidden"> ({requiredText})</span>
          </>
        )}
      </span>
    </label>
  ));
}
