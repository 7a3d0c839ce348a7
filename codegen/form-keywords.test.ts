import { describe, expect, it } from "vitest";
import type { ValidateFunction } from "ajv";
import validateAddress from "#generated/validators/forms/address.js";
import validateChangePassword from "#generated/validators/forms/change-password.js";
import validateRegister from "#generated/validators/forms/register.js";
import { toFieldErrors, translateWith } from "#common/validation-messages.ts";
import { validation } from "#locales/hr/validation.ts";

// The spec 5 rules JSON Schema has no word for, as the generated standalone validators run them
// (the same modules in the browser and on the server).
const messages = (validate: ValidateFunction, input: unknown) => {
  validate(input);
  return Object.fromEntries(
    toFieldErrors(validate.errors ?? [], translateWith(validation)).map((field) => [
      field.path,
      field.message,
    ]),
  );
};

const address = {
  type: "Main",
  firstName: "Ana-Marija",
  lastName: "O'Brien Kovač",
  contactEmail: "ana@example.com",
  contactPhone: "+385 1 234 5678",
  country: "HR",
  city: "Zagreb",
  street: "Ilica",
  houseNumber: "12a",
  zipCode: "10000",
};

describe("form keywords (codegen/form-keywords.ts)", () => {
  it("checks the OIB check digit (ISO 7064 MOD 11,10)", () => {
    const company = { ...address, isCompany: true, companyName: "Vitrina d.o.o." };
    expect(validateAddress({ ...company, companyOIB: "69435151530" })).toBe(true);
    expect(validateAddress({ ...company, companyOIB: "00000000001" })).toBe(true);
    expect(messages(validateAddress, { ...company, companyOIB: "69435151531" })).toEqual({
      "/companyOIB": "OIB nije ispravan (11 znamenki s kontrolnom znamenkom)",
    });
    expect(messages(validateAddress, { ...company, companyOIB: "6943515153" })).toEqual({
      "/companyOIB": "OIB nije ispravan (11 znamenki s kontrolnom znamenkom)",
    });
  });

  it("needs company name and OIB for a company customer only (spec 5)", () => {
    expect(validateAddress(address)).toBe(true);
    expect(messages(validateAddress, { ...address, isCompany: true })).toEqual({
      "/companyName": "Unos ovog polja je obavezan",
      "/companyOIB": "Unos ovog polja je obavezan",
    });
  });

  it("allows letters, spaces, apostrophes and inner hyphens in names (spec 5)", () => {
    for (const firstName of ["Ana1", "-Ana", "Ana-", "Ana!"])
      expect(messages(validateAddress, { ...address, firstName })).toEqual({
        "/firstName": "Unos sadrži posebne znakove! Koristite samo slova.",
      });
    expect(validateAddress({ ...address, firstName: "Đurđa Šimić-Žic" })).toBe(true);
  });

  it("compares password fields (spec 5 sameAs, differentPassword, repeatPassword)", () => {
    expect(
      messages(validateChangePassword, {
        oldPassword: "stara-lozinka",
        newPassword: "stara-lozinka",
        repeatPassword: "nesto-drugo",
      }),
    ).toEqual({
      "/newPassword": "Nova lozinka mora se razlikovati od stare lozinke",
      "/repeatPassword": "Ponovljena lozinka mora biti jednaka novoj lozinki",
    });
    expect(
      messages(validateRegister, {
        firstName: "Ana",
        lastName: "Kovač",
        email: "ana@example.com",
        password: "dobra-lozinka",
        confirmedPassword: "druga-lozinka",
      }),
    ).toEqual({ "/confirmedPassword": "Unos mora biti jednak polju password" });
  });
});
