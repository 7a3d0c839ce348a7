import { useState } from "react";
import { Form, Link } from "react-router";
import type { Address, Country } from "#generated/types.ts";
import { useHydrated } from "#src/lib/use-hydrated.ts";
import { useTranslation } from "#src/lib/use-translation.ts";
import type { FormFailure } from "./action-helpers.server.ts";
import { FormField, SubmitButton, useSubmitGuard } from "./form-kit.tsx";

const textFields = [
  ["firstName", "given-name", "text"],
  ["lastName", "family-name", "text"],
  ["contactEmail", "email", "email"],
  ["contactPhone", "tel", "tel"],
  ["street", "address-line1", "text"],
  ["houseNumber", "off", "text"],
  ["zipCode", "postal-code", "text"],
  ["city", "address-level2", "text"],
] as const;

// spec 9 limits (the schema holds them too; maxLength only stops typing past them)
const maxLengths: Record<string, number> = { city: 75, street: 75, houseNumber: 15, zipCode: 25 };

/** An address (spec 3: Main or Shipping) with the spec 5 rules; a company adds name and OIB. */
export function AddressFormView({
  address,
  countries,
  failed,
  cancelTo,
}: {
  address: Address | undefined;
  countries: Country[];
  failed: FormFailure | undefined;
  cancelTo: string;
}) {
  const { t } = useTranslation("account");
  const { isSubmitting, onSubmit } = useSubmitGuard("address");
  const values: Record<string, string | number | null | undefined> = failed?.values ?? {
    ...address,
  };
  return (
    <Form method="post" noValidate className="account-form" onSubmit={onSubmit}>
      {address && <input type="hidden" name="id" value={address.id} />}
      <AddressFields
        countries={countries}
        values={values}
        errors={failed?.fields ?? {}}
        isCompany={failed ? failed.values.isCompany === "on" : Boolean(address?.companyName)}
      />
      <div className="account-address__actions">
        <SubmitButton
          intent="address"
          label={t("profile.saveAddress")}
          busyLabel={t("profile.saving")}
          isSubmitting={isSubmitting}
        />
        <Link to={cancelTo} className="button button--ghost">
          {t("profile.cancel")}
        </Link>
      </div>
    </Form>
  );
}

/**
 * The fields of an address form. `prefix` names them apart when a form holds two addresses
 * (register with addresses: `main.city`, `shipping.city`); `type` fixes the address type
 * instead of offering the choice; `hasCompany={false}` leaves out the company fields (the
 * checkout's billing address, spec 2).
 */
export function AddressFields({
  countries,
  values,
  errors,
  isCompany: initialIsCompany,
  prefix = "",
  type,
  hasCompany = true,
}: {
  countries: Country[];
  values: Record<string, string | number | null | undefined>;
  errors: Record<string, string>;
  isCompany: boolean;
  prefix?: string;
  type?: "Main" | "Shipping";
  hasCompany?: boolean;
}) {
  const { t } = useTranslation("account");
  const [isCompany, setIsCompany] = useState(initialIsCompany);
  const isHydrated = useHydrated();
  const name = (field: string) => `${prefix}${field}`;
  const id = (field: string) => `address-${prefix.replace(/\W/g, "-")}${field}`;
  const value = (field: string) => values[name(field)]?.toString();
  const error = (field: string) => errors[name(field)];
  return (
    <>
      {type ? (
        <input type="hidden" name={name("type")} value={type} />
      ) : (
        <div className="account-field">
          <label htmlFor={id("type")} className="account-field__label">
            {t("fields.type")}
          </label>
          <select
            id={id("type")}
            name={name("type")}
            className="account-select"
            defaultValue={value("type") ?? "Main"}
          >
            <option value="Main">{t("addressTypes.Main")}</option>
            <option value="Shipping">{t("addressTypes.Shipping")}</option>
          </select>
        </div>
      )}
      <div className="account-form__row">
        {textFields.map(([field, autoComplete, inputType]) => (
          <FormField
            key={field}
            id={id(field)}
            name={name(field)}
            type={inputType}
            label={t(`fields.${field}`)}
            autoComplete={autoComplete}
            defaultValue={value(field)}
            error={error(field)}
            maxLength={maxLengths[field]}
          />
        ))}
        <div className="account-field">
          <label htmlFor={id("country")} className="account-field__label">
            {t("fields.country")}
          </label>
          <select
            id={id("country")}
            name={name("country")}
            className="account-select"
            defaultValue={value("country") ?? "HR"}
            aria-invalid={error("country") ? true : undefined}
          >
            {countries.map((country) => (
              <option key={country.iso} value={country.iso}>
                {country.name}
              </option>
            ))}
          </select>
          {error("country") && <p className="account-field__error">{error("country")}</p>}
        </div>
        <FormField
          id={id("region")}
          name={name("region")}
          label={t("fields.region")}
          autoComplete="address-level1"
          defaultValue={value("region")}
          error={error("region")}
          isRequired={false}
          maxLength={75}
        />
      </div>
      {hasCompany && (
        <>
          <label className="account-check">
            <input
              type="checkbox"
              name={name("isCompany")}
              checked={isCompany}
              onChange={(event) => setIsCompany(event.target.checked)}
            />
            {t("fields.isCompany")}
          </label>
          {/* shown while the checkbox is ticked (account.css), with or without JavaScript; once
              hydrated, switched off while it is not, so a private customer's form sends none */}
          <fieldset
            className="account-form__row account-company"
            disabled={isHydrated && !isCompany}
          >
            <legend className="visually-hidden">{t("fields.isCompany")}</legend>
            <FormField
              id={id("companyName")}
              name={name("companyName")}
              label={t("fields.companyName")}
              autoComplete="organization"
              defaultValue={value("companyName")}
              error={error("companyName")}
              isRequired={false}
            />
            <FormField
              id={id("companyOIB")}
              name={name("companyOIB")}
              label={t("fields.companyOIB")}
              inputMode="numeric"
              defaultValue={value("companyOIB")}
              error={error("companyOIB")}
              isRequired={false}
              maxLength={11}
            />
          </fieldset>
        </>
      )}
    </>
  );
}
