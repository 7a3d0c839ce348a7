import type { Address, AddressForm } from "#generated/types.ts";
import type { addresses } from "../../db/schema.ts";

type AddressRow = typeof addresses.$inferSelect;

/** The columns of an address form (spec 3); company fields only for a company customer. */
export function toAddressRow(userId: number, form: AddressForm): typeof addresses.$inferInsert {
  return {
    userId,
    type: form.type,
    firstName: form.firstName.trim(),
    lastName: form.lastName.trim(),
    contactEmail: form.contactEmail.trim(),
    contactPhone: form.contactPhone.trim(),
    country: form.country,
    city: form.city.trim(),
    street: form.street.trim(),
    houseNumber: form.houseNumber.trim(),
    zipCode: form.zipCode.trim(),
    region: form.region?.trim() || null,
    companyName: form.isCompany ? (form.companyName?.trim() ?? null) : null,
    companyOIB: form.isCompany ? (form.companyOIB ?? null) : null,
  };
}

/** A stored address as the API answers it (spec 3 Address). */
export function toAddress(row: AddressRow): Address {
  return {
    id: row.id,
    type: row.type,
    firstName: row.firstName,
    lastName: row.lastName,
    contactEmail: row.contactEmail,
    contactPhone: row.contactPhone,
    country: row.country,
    city: row.city,
    street: row.street,
    houseNumber: row.houseNumber,
    zipCode: row.zipCode,
    region: row.region,
    companyName: row.companyName,
    companyOIB: row.companyOIB,
  };
}
