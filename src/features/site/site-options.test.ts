import { describe, expect, it } from "vitest";
import { isMaintenance, localeCookie, parseRootRedirect, readCookie } from "./site-options.ts";

describe("parseRootRedirect", () => {
  it("reads target and status", () => {
    expect(parseRootRedirect('{"to": "/restoran", "status": 301}')).toEqual({
      to: "/restoran",
      status: 301,
    });
  });

  it("defaults an unusable status to 302", () => {
    expect(parseRootRedirect('{"to": "/en", "status": 200}')).toEqual({ to: "/en", status: 302 });
  });

  it("refuses external, protocol-relative, looping or broken targets", () => {
    expect(parseRootRedirect('{"to": "https://evil.example"}')).toBeUndefined();
    expect(parseRootRedirect('{"to": "//evil.example"}')).toBeUndefined();
    expect(parseRootRedirect('{"to": "/"}')).toBeUndefined();
    expect(parseRootRedirect('{"to": "/a b"}')).toBeUndefined();
    expect(parseRootRedirect("not json")).toBeUndefined();
    expect(parseRootRedirect(undefined)).toBeUndefined();
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
      isMaintenance({ option: "true", isServerMaintenance: false, isBackofficeUser: false }),
    ).toBe(true);
    expect(
      isMaintenance({ option: "true", isServerMaintenance: false, isBackofficeUser: true }),
    ).toBe(false);
    expect(
      isMaintenance({ option: "false", isServerMaintenance: false, isBackofficeUser: false }),
    ).toBe(false);
  });
});

describe("cookies", () => {
  it("sets the locale cookie for 365 days", () => {
    expect(localeCookie("en")).toBe("locale=en; Path=/; Max-Age=31536000; SameSite=Lax");
  });

  it("reads one cookie from a header", () => {
    expect(readCookie("a=1; locale=de; b=2", "locale")).toBe("de");
    expect(readCookie("localex=1", "locale")).toBeUndefined();
    expect(readCookie(null, "locale")).toBeUndefined();
  });
});
