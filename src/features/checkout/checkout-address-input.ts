import type { AddressForm, CheckoutAddressForm } from "#generated/types.ts";
import { readAddress } from "#src/features/account/address-input.ts";

/**
 * The posted address step (spec 2, 4): the delivery address (`delivery.city` …, type
 * Shipping), a different billing address when the box is ticked (`billing.city` …, type Main,
 * no company fields), and the step's consents. `input` is what the form's schema
 * (checkout-address.schema.json) validates; `values` is what was typed, to show again.
 */
export function readCheckoutAddress(
  form: FormData,
  askedConsents: readonly string[],
): { values: Record<string, string>; input: CheckoutAddressForm; consents: string[] } {
  const delivery = readAddress(form, "delivery.");
  const isBillingDifferent = form.get("isBillingDifferent") === "on";
  const billing = isBillingDifferent ? readAddress(form, "billing.") : undefined;
  const consents = [
    ...new Set(
      form
        .getAll("consents")
        .filter((id): id is string => typeof id === "string" && askedConsents.includes(id)),
    ),
  ];
  const values: Record<string, string> = {
    ...delivery.values,
    ...billing?.values,
    ...Object.fromEntries(consents.map((id) => [`consents.${id}`, "on"])),
    isBillingDifferent: isBillingDifferent ? "on" : "",
  };
  // the form's fields are strings; the schema decides whether they make addresses
  const input = {
    delivery: { ...delivery.input, type: "Shipping" },
    ...(isBillingDifferent && {
      isBillingDifferent: true,
      billing: { ...billing?.input, type: "Main" },
    }),
    consents,
  } as CheckoutAddressForm;
  return { values, input, consents };
}

/**
 * The two addresses a valid step saves (spec 4): Shipping is the delivery address; Main is the
 * billing address, or a copy of the delivery address with type Main when billing is not
 * different.
 */
export function savedAddresses(input: CheckoutAddressForm): {
  shipping: AddressForm;
  main: AddressForm;
} {
  const shipping: AddressForm = { ...input.delivery, type: "Shipping" };
  const main: AddressForm =
    input.isBillingDifferent && input.billing
      ? { ...input.billing, type: "Main" }
      : { ...input.delivery, type: "Main" };
  return { shipping, main };
}

/** The form's name of a field an error of the step's schema points at: /delivery/city -> delivery.city. */
export function addressFieldName(path: string): string {
  const match = /^\/(delivery|billing)\/(\w+)$/.exec(path);
  if (match) return `${match[1]}.${match[2]}`;
  return path.split("/").pop() ?? "";
}

/**
 * The form's name of a field an updateGuestUser error points at. The guest's addresses go as
 * [Main, Shipping]: Main is the billing form when billing is different, else the delivery form;
 * e-mail, names and company come from the delivery form.
 */
export function guestFieldName(path: string, isBillingDifferent: boolean): string {
  const address = /^\/body\/addresses\/([01])\/(\w+)$/.exec(path);
  if (address) {
    const prefix = address[1] === "0" && isBillingDifferent ? "billing" : "delivery";
    return `${prefix}.${address[2]}`;
  }
  const named: Record<string, string> = {
    "/body/email": "delivery.contactEmail",
    "/body/details/firstName": "delivery.firstName",
    "/body/details/lastName": "delivery.lastName",
    "/body/company/name": "delivery.companyName",
    "/body/company/oib": "delivery.companyOIB",
  };
  return named[path] ?? path.split("/").pop() ?? "";
}
