import { describe, expect, it } from "vitest";
import { postSlugOf } from "./page-source.ts";
import { slugOf } from "./post-settings.tsx";

describe("postSlugOf (decision 053: edit mode on a post's page opens the post)", () => {
  it("reads the post's slug from the blog's path in each language", () => {
    expect(postSlugOf("/objave/berba-maslina", "hrv")).toBe("berba-maslina");
    expect(postSlugOf("/en/blog/olive-harvest", "eng")).toBe("olive-harvest");
    expect(postSlugOf("/objave/berba-maslina/", "hrv")).toBe("berba-maslina");
  });

  it("is undefined for the list, deeper paths, other pages and another language's blog", () => {
    expect(postSlugOf("/objave", "hrv")).toBeUndefined();
    expect(postSlugOf("/objave/", "hrv")).toBeUndefined();
    expect(postSlugOf("/objave/a/b", "hrv")).toBeUndefined();
    expect(postSlugOf("/kontakt", "hrv")).toBeUndefined();
    expect(postSlugOf("/objave/berba-maslina", "eng")).toBeUndefined();
  });
});

describe("slugOf (a tag made in the post's settings)", () => {
  it("makes a slug of the title without diacritics", () => {
    expect(slugOf("Vino i maslinovo ulje")).toBe("vino-i-maslinovo-ulje");
    expect(slugOf("  Đakovački  vez!  ")).toBe("dakovacki-vez");
    expect(slugOf("?!")).toBe("");
  });
});
