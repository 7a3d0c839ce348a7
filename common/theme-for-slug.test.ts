import { describe, expect, it } from "vitest";
import { contentTheme, hasEuLogos, siteTheme, themeForSlug } from "./theme-for-slug.ts";

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

describe("one brand per site", () => {
  it("dresses the whole site in its landing page's style", () => {
    expect(siteTheme("restaurant")).toBe("vitrina");
    expect(siteTheme("o-nama")).toBe("bugarin");
    expect(siteTheme(undefined)).toBe("bugarin");
  });

  it("lets a page's landingStyle setting dress its content, else the site's style", () => {
    expect(contentTheme({ homePageSlug: "restaurant" })).toBe("vitrina");
    expect(contentTheme({ homePageSlug: "restaurant", landingStyle: "bells" })).toBe("bells");
    expect(contentTheme({ homePageSlug: "hall", landingStyle: undefined })).toBe("bells");
  });
});
