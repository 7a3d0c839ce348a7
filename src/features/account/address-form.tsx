import { useState } from "react";
import { Form, Link } from "react-router";
import type { Address, Country } from "#generated/types.ts";
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
  const [isCompany, setIsCompany] = useState(
    failed ? failed.values.isCompany === "on" : Boolean(address?.companyName),
  );
  const errors = failed?.fields ?? {};
  const id = (name: string) => `address-${name}`;
  return (
    <Form method="post" noValidate className="account-form" onSubmit={onSubmit}>
      {address && <input type="hidden" name="id" value={address.id} />}
      <div className="account-field">
        <label htmlFor={id("type")} className="account-field__label">
          {t("fields.type")}
        </label>
        <select
          id={id("type")}
          name="type"
          className="account-select"
          defaultValue={values.type?.toString() ?? "Main"}
        >
          <option value="Main">{t("addressTypes.Main")}</option>
          <option value="Shipping">{t("addressTypes.Shipping")}</option>
        </select>
      </div>
      <div className="account-form__row">
        {textFields.map(([name, autoComplete, type]) => (
          <FormField
            key={name}
            id={id(name)}
            name={name}
            type={type}
            label={t(`fields.${name}`)}
            autoComplete={autoComplete}
            defaultValue={values[name]?.toString()}
            error={errors[name]}
            maxLength={maxLengths[name]}
          />
        ))}
        <div className="account-field">
          <label htmlFor={id("country")} className="account-field__label">
            {t("fields.country")}
          </label>
          <select
            id={id("country")}
            name="country"
            className="account-select"
            defaultValue={values.country?.toString() ?? "HR"}
            aria-invalid={errors.country ? true : undefined}
          >
            {countries.map((country) => (
              <option key={country.iso} value={country.iso}>
                {country.name}
              </option>
            ))}
          </select>
          {errors.country && <p className="account-field__error">{errors.country}</p>}
        </div>
        <FormField
          id={id("region")}
          name="region"
          label={t("fields.region")}
          autoComplete="address-level1"
          defaultValue={values.region?.toString()}
          error={errors.region}
          isRequired={false}
          maxLength={75}
        />
      </div>
      <label className="account-check">
        <input
          type="checkbox"
          name="isCompany"
          checked={isCompany}
          onChange={(event) => setIsCompany(event.target.checked)}
        />
        {t("fields.isCompany")}
      </label>
      <div className="account-form__row">
        <FormField
          id={id("companyName")}
          name="companyName"
          label={t("fields.companyName")}
          autoComplete="organization"
          defaultValue={values.companyName?.toString()}
          error={errors.companyName}
          isRequired={false}
        />
        <FormField
          id={id("companyOIB")}
          name="companyOIB"
          label={t("fields.companyOIB")}
          inputMode="numeric"
          defaultValue={values.companyOIB?.toString()}
          error={errors.companyOIB}
          isRequired={false}
          maxLength={11}
        />
      </div>
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
