import { readFields } from "./form-data.ts";

export const addressFieldNames = [
  "type",
  "firstName",
  "lastName",
  "contactEmail",
  "contactPhone",
  "country",
  "city",
  "street",
  "houseNumber",
  "zipCode",
  "region",
  "companyName",
  "companyOIB",
] as const;

/**
 * The address of a posted form (fields named `${prefix}city` …, address-form.tsx): what was
 * typed (values, to show again) and the input of the address schema, whose company fields count
 * only for a company customer (spec 5).
 */
export function readAddress(
  form: FormData,
  prefix = "",
): { values: Record<string, string>; input: Record<string, unknown> } {
  const values = readFields(
    form,
    addressFieldNames.map((name) => `${prefix}${name}`),
  );
  const input: Record<string, unknown> = {};
  for (const name of addressFieldNames) {
    const value = values[`${prefix}${name}`];
    if (value !== undefined) input[name] = value;
  }
  const isCompany = form.get(`${prefix}isCompany`) === "on";
  if (isCompany) {
    input.isCompany = true;
    values[`${prefix}isCompany`] = "on";
  } else {
    delete input.companyName;
    delete input.companyOIB;
  }
  return { values, input };
}
