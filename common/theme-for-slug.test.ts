import { describe, expect, it } from "vitest";
import { hasEuLogos, themeForSlug } from "./theme-for-slug.ts";

describe("themeForSlug", () => {
  it("maps the three landing slugs to their styles", () => {
    expect(themeForSlug("restaurant")).toBe("vitrina");
    expect(themeForSlug("hall")).toBe("bells");
    expect(themeForSlug("accommodation")).toBe("helena");
  });

  it("gives bugarin for anything else", () => {
    expect(themeForSlug("o-nama")).toBe("bugarin");
    expect(themeForSlug("Restaurant")).toBe("bugarin");
    expect(themeForSlug("constructor")).toBe("bugarin");
    expect(themeForSlug("")).toBe("bugarin");
    expect(themeForSlug(undefined)).toBe("bugarin");
  });

  it("shows EU logos only for bugarin and vitrina", () => {
    expect(hasEuLogos("bugarin")).toBe(true);
    expect(hasEuLogos("vitrina")).toBe(true);
    expect(hasEuLogos("bells")).toBe(false);
    expect(hasEuLogos("helena")).toBe(false);
  });
});
