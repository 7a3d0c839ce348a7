import { describe, expect, it } from "vitest";
import validateCheckoutAddress from "#generated/validators/forms/checkout-address.js";
import { translateWith } from "#common/validation-messages.ts";
import { validation } from "#locales/hr/validation.ts";
import { formErrors } from "#src/features/account/form-data.ts";
import {
  addressFieldName,
  guestFieldName,
  readCheckoutAddress,
  savedAddresses,
} from "./checkout-address-input.ts";

const translate = translateWith(validation);
const delivery = {
  firstName: "Ana",
  lastName: "Horvat",
  contactEmail: "ana@example.com",
  contactPhone: "+385 91 123 4567",
  street: "Ilica",
  houseNumber: "10",
  zipCode: "10000",
  city: "Zagreb",
  country: "HR",
};
const form = (fields: Record<string, string>, consents: string[] = []) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  for (const id of consents) data.append("consents", id);
  return data;
};
const prefixed = (prefix: string, fields: Record<string, string>) =>
  Object.fromEntries(Object.entries(fields).map(([name, value]) => [`${prefix}${name}`, value]));

describe("the checkout's address step (spec 4, 5)", () => {
  it("copies the delivery address as the Main one when billing is not different", () => {
    const { input, consents } = readCheckoutAddress(
      form(prefixed("delivery.", delivery), ["privacy", "invented"]),
      ["privacy", "newsletter"],
    );
    expect(consents).toEqual(["privacy"]);
    expect(formErrors(validateCheckoutAddress, input, translate)).toBeUndefined();
    const { main, shipping } = savedAddresses(input);
    expect(shipping).toMatchObject({ ...delivery, type: "Shipping" });
    expect(main).toMatchObject({ ...delivery, type: "Main" });
  });

  it("names the errors of a different billing address by its fields", () => {
    const { input } = readCheckoutAddress(
      form({
        ...prefixed("delivery.", { ...delivery, firstName: "Ana1" }),
        isBillingDifferent: "on",
        "billing.city": "Split",
      }),
      [],
    );
    const errors = formErrors(validateCheckoutAddress, input, translate, addressFieldName);
    expect(errors?.["delivery.firstName"]).toBe(
      "Unos sadrži posebne znakove! Koristite samo slova.",
    );
    expect(errors?.["billing.street"]).toBe("Unos ovog polja je obavezan");
    expect(errors?.["billing.city"]).toBeUndefined();
  });

  it("checks a company's OIB only for a company order", () => {
    const company = { ...delivery, companyName: "Konoba d.o.o.", companyOIB: "12345678901" };
    const asPerson = readCheckoutAddress(form(prefixed("delivery.", company)), []);
    expect(formErrors(validateCheckoutAddress, asPerson.input, translate)).toBeUndefined();
    const asCompany = readCheckoutAddress(
      form({ ...prefixed("delivery.", company), "delivery.isCompany": "on" }),
      [],
    );
    const errors = formErrors(
      validateCheckoutAddress,
      asCompany.input,
      translate,
      addressFieldName,
    );
    expect(errors?.["delivery.companyOIB"]).toBe(
      "OIB nije ispravan (11 znamenki s kontrolnom znamenkom)",
    );
    // 69435151530 has a right check digit (ISO 7064 MOD 11,10)
    const right = readCheckoutAddress(
      form({
        ...prefixed("delivery.", { ...company, companyOIB: "69435151530" }),
        "delivery.isCompany": "on",
      }),
      [],
    );
    expect(formErrors(validateCheckoutAddress, right.input, translate)).toBeUndefined();
  });

  it("names updateGuestUser errors by the form's fields", () => {
    expect(guestFieldName("/body/addresses/0/city", true)).toBe("billing.city");
    expect(guestFieldName("/body/addresses/0/city", false)).toBe("delivery.city");
    expect(guestFieldName("/body/addresses/1/zipCode", true)).toBe("delivery.zipCode");
    expect(guestFieldName("/body/company/oib", false)).toBe("delivery.companyOIB");
  });
});
