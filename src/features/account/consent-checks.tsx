import type { ShownConsent } from "./shown-consents.ts";

/**
 * A form's consents (spec 3 assignment) as checkboxes named `consents`: required ones starred
 * with the word for it said to screen readers (spec 5); checked again from what was posted.
 */
export function ConsentChecks({
  consents,
  values,
  hasError,
  requiredText,
  itemClassName = "account-check",
}: {
  consents: readonly ShownConsent[];
  values: Record<string, string>;
  hasError: boolean;
  requiredText: string;
  itemClassName?: string;
}) {
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
