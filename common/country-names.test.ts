import { describe, expect, it } from "vitest";
import { addressCountryNames, countryName, namedCountries } from "./country-names.ts";

const croatia = { id: 1, iso: "HR", code: "HRV", name: "Hrvatska" };
const austria = { id: 2, iso: "AT", code: "AUT", name: "Austrija" };

describe("country names", () => {
  it("names a country in the page's language", () => {
    expect(countryName(croatia, "hr")).toBe("Hrvatska");
    expect(countryName(croatia, "en")).toBe("Croatia");
    expect(countryName(croatia, "de")).toBe("Kroatien");
  });

  it("keeps the stored name of a code the runtime does not know", () => {
    expect(countryName({ id: 3, iso: "QQ", code: "QQQ", name: "Nigdjezemska" }, "en")).toBe(
      "Nigdjezemska",
    );
  });

  it("sorts a list by the names in that language", () => {
    expect(namedCountries([croatia, austria], "en").map((country) => country.name)).toEqual([
      "Austria",
      "Croatia",
    ]);
  });

  it("names the countries of addresses stored by ISO code (an order's), a missing one left out", () => {
    expect(addressCountryNames([{ country: "HR" }, null, { country: "AT" }], "de")).toEqual({
      HR: "Kroatien",
      AT: "Österreich",
    });
    expect(addressCountryNames([{ country: "QQ" }], "hr")).toEqual({ QQ: "QQ" });
  });
});
