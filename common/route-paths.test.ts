import { describe, expect, it } from "vitest";
import { screenPath } from "./route-paths.ts";

describe("screenPath (spec 2)", () => {
  it("puts the language prefix before the localised path", () => {
    expect(screenPath("login", "hr")).toBe("/prijava");
    expect(screenPath("login", "en")).toBe("/en/login");
    expect(screenPath("forgotPassword", "de")).toBe("/de/passwort-vergessen");
  });
});
