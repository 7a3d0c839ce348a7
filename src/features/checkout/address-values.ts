import type { Address, AddressForm } from "#generated/types.ts";

const fields = [
  "firstName",
  "lastName",
  "contactEmail",
  "contactPhone",
  "street",
  "houseNumber",
  "zipCode",
  "city",
  "country",
  "region",
  "companyName",
  "companyOIB",
] as const;

type AnyAddress = Partial<Record<(typeof fields)[number], string | null>> & {
  isCompany?: boolean;
};

/** An address as the form's typed values (`delivery.city` …), to fill the form in. */
export function addressValues(
  address: AnyAddress | Address | AddressForm | undefined,
  prefix: string,
): Record<string, string> {
  if (!address) return {};
  const values: Record<string, string> = {};
  for (const field of fields) {
    const value = address[field];
    if (typeof value === "string" && value !== "") values[`${prefix}${field}`] = value;
  }
  if (address.companyName) values[`${prefix}isCompany`] = "on";
  return values;
}

/** Whether two addresses name the same place and person (billing equal to delivery). */
export function isSameAddress(a: AnyAddress | undefined, b: AnyAddress | undefined): boolean {
  if (!a || !b) return a === b;
  return fields
    .filter((field) => field !== "companyName" && field !== "companyOIB")
    .every((field) => (a[field] ?? "") === (b[field] ?? ""));
}
