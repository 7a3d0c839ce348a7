import { describe, expect, it } from "vitest";
import { isMaintenance, localeCookie, rootTarget } from "./site-options.ts";

describe("rootTarget", () => {
  it("follows the RootRedirect option, 302 unless it names a status", () => {
    const croatian = { defaultLanguage: "hrv" };
    expect(rootTarget({ RootRedirect: { to: "/restoran", status: 301 } }, croatian)).toEqual({
      to: "/restoran",
      status: 301,
    });
    expect(rootTarget({ RootRedirect: { to: "/restoran" } }, croatian)).toEqual({
      to: "/restoran",
      status: 302,
    });
  });

  it("stays on / when the default language has no prefix", () => {
    expect(rootTarget({}, { defaultLanguage: "hrv" })).toBeUndefined();
  });

  it("sends / to the default language's home when that language has a prefix", () => {
    expect(rootTarget({}, { defaultLanguage: "eng" })).toEqual({ to: "/en", status: 302 });
    expect(rootTarget({}, { defaultLanguage: "deu" })).toEqual({ to: "/de", status: 302 });
  });
});

describe("isMaintenance", () => {
  it("follows the server's decision", () => {
    expect(
      isMaintenance({ option: undefined, isServerMaintenance: true, isBackofficeUser: false }),
    ).toBe(true);
  });

  it("shows maintenance for the option, except to back-office users", () => {
    expect(
      isMaintenance({ option: true, isServerMaintenance: false, isBackofficeUser: false }),
    ).toBe(true);
    expect(
      isMaintenance({ option: true, isServerMaintenance: false, isBackofficeUser: true }),
    ).toBe(false);
    expect(
      isMaintenance({ option: false, isServerMaintenance: false, isBackofficeUser: false }),
    ).toBe(false);
  });
});

describe("cookies", () => {
  it("sets the locale cookie for 365 days", () => {
    expect(localeCookie("en", { isSecure: false })).toBe(
      "locale=en; Path=/; Max-Age=31536000; SameSite=Lax",
    );
    expect(localeCookie("en", { isSecure: true })).toBe(
      "locale=en; Path=/; Max-Age=31536000; SameSite=Lax; Secure",
    );
  });
});
