import { describe, expect, it } from "vitest";
import { validation as en } from "#locales/en/validation.ts";
import { validation as hr } from "#locales/hr/validation.ts";
import { translateWith } from "#common/validation-messages.ts";
import { apiFieldErrors, loginErrorMessage } from "./login-errors.ts";
import { isCompleteLogin, loginFieldErrors, readLoginForm } from "./login-form.ts";

const croatian = translateWith(hr);

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

describe("readLoginForm", () => {
  it("trims the e-mail and leaves empty fields out", () => {
    expect(readLoginForm(form({ username: "  urednica@example.com ", password: " x " }))).toEqual({
      username: "urednica@example.com",
      password: " x ",
    });
    expect(readLoginForm(form({ username: "  ", password: "" }))).toEqual({});
    expect(readLoginForm(form({ extra: "1" }))).toEqual({});
  });
});

describe("loginFieldErrors (spec 5, generated login validator)", () => {
  it("asks for both fields when the form is empty", () => {
    expect(loginFieldErrors(readLoginForm(form({ username: "", password: "" })), croatian)).toEqual(
      { username: "Unos ovog polja je obavezan", password: "Unos ovog polja je obavezan" },
    );
  });

  it("wants an e-mail address and a password of at least 8 characters", () => {
    expect(loginFieldErrors({ username: "urednica", password: "kratka" }, croatian)).toEqual({
      username: "Unesite uzorak adrese elektroničke pošte",
      password: "Najmanji dopušteni broj znakova je 8",
    });
  });

  it("accepts a valid login, in the language it is given", () => {
    const input = { username: "kupac@example.com", password: "vitrina-kupac-2026" };
    expect(loginFieldErrors(input, croatian)).toBeUndefined();
    expect(isCompleteLogin(input)).toBe(true);
    expect(loginFieldErrors({ password: "12345678" }, translateWith(en))).toEqual({
      username: "This field is required",
    });
  });
});

describe("login errors (spec 8)", () => {
  const notifications = { unknowUserOrPassword: "Neispravno korisničko ime ili lozinka" };

  it("maps an unknown user or password to its notification", () => {
    expect(
      loginErrorMessage({ key: "api.unknownUserOrPassword", message: "whatever" }, notifications),
    ).toBe("Neispravno korisničko ime ili lozinka");
    expect(
      loginErrorMessage(
        { key: undefined, message: "Unknown username or password!" },
        notifications,
      ),
    ).toBe("Neispravno korisničko ime ili lozinka");
  });

  it("shows any other server message as it came", () => {
    expect(
      loginErrorMessage(
        { key: "api.tooManyRequests", message: "Previše zahtjeva, pokušajte ponovo uskoro" },
        notifications,
      ),
    ).toBe("Previše zahtjeva, pokušajte ponovo uskoro");
  });

  it("puts the API's field errors on the form's fields", () => {
    expect(
      apiFieldErrors({
        fields: [
          { path: "/body/username", message: "Unesite uzorak adrese elektroničke pošte" },
          { path: "/body/username", message: "second" },
          { path: "/headers/apiKey", message: "ignored" },
        ],
      }),
    ).toEqual({ username: "Unesite uzorak adrese elektroničke pošte" });
  });
});
