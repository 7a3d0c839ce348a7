import { describe, expect, it } from "vitest";
import { isMaintenanceExempt, safeRedirectTarget } from "./auth-paths.ts";

describe("safeRedirectTarget (spec 5: only internal paths of safe characters)", () => {
  it("keeps an internal path, with its query", () => {
    expect(safeRedirectTarget("/o-nama")).toBe("/o-nama");
    expect(safeRedirectTarget("/en/about-us")).toBe("/en/about-us");
    expect(safeRedirectTarget("/pretraga?search=vino&page=2")).toBe("/pretraga?search=vino&page=2");
    expect(safeRedirectTarget("/")).toBe("/");
  });

  it("goes home without a target", () => {
    expect(safeRedirectTarget(null)).toBe("/");
    expect(safeRedirectTarget(undefined)).toBe("/");
    expect(safeRedirectTarget("")).toBe("/");
  });

  it("refuses external, protocol-relative and scheme targets", () => {
    for (const target of [
      "https://evil.example/",
      "//evil.example",
      "///evil.example",
      "/\\evil.example",
      "\\\\evil.example",
      "javascript:alert(1)",
      "evil.example",
      "o-nama",
    ]) {
      expect(safeRedirectTarget(target), target).toBe("/");
    }
  });

  it("refuses unsafe characters (spaces, quotes, fragments, line breaks)", () => {
    for (const target of ["/a b", '/a"b', "/a<b", "/a#b", "/a\r\nSet-Cookie:x=1", "/a'b"]) {
      expect(safeRedirectTarget(target), target).toBe("/");
    }
  });

  it("never leads back to the login routes", () => {
    expect(safeRedirectTarget("/adminLogin")).toBe("/");
    expect(safeRedirectTarget("/adminlogin/?redirectTo=/x")).toBe("/");
    expect(safeRedirectTarget("/adminLogout")).toBe("/");
  });
});

describe("isMaintenanceExempt", () => {
  it("lets the login and logout routes through", () => {
    expect(isMaintenanceExempt("adminLogin")).toBe(true);
    expect(isMaintenanceExempt("/adminLogin")).toBe(true);
    expect(isMaintenanceExempt("/adminLogout")).toBe(true);
  });

  it("keeps every other route in maintenance", () => {
    expect(isMaintenanceExempt("/")).toBe(false);
    expect(isMaintenanceExempt("*")).toBe(false);
    expect(isMaintenanceExempt("en/*")).toBe(false);
    expect(isMaintenanceExempt("adminLogin/x")).toBe(false);
    expect(isMaintenanceExempt(undefined)).toBe(false);
  });
});
