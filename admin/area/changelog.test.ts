import { describe, expect, it } from "vitest";
import changelog from "../../CHANGELOG.md?raw";
import { entryParts, parseChangelog } from "./changelog.ts";

describe("parseChangelog", () => {
  it("reads releases, their kinds and entries, newest first", () => {
    const releases = parseChangelog(
      [
        "# Changelog",
        "",
        "Notes.",
        "",
        "## 0.2.0, 2026-11-24",
        "",
        "### Features",
        "",
        "- **cart:** coupons",
        "- search",
        "",
        "### Fixes",
        "",
        "- **auth:** 429 says when",
        "",
        "## 0.1.0, 2026-11-22",
        "- first",
      ].join("\n"),
    );
    expect(releases).toEqual([
      {
        title: "0.2.0, 2026-11-24",
        groups: [
          { title: "Features", entries: ["**cart:** coupons", "search"] },
          { title: "Fixes", entries: ["**auth:** 429 says when"] },
        ],
      },
      { title: "0.1.0, 2026-11-22", groups: [{ title: "", entries: ["first"] }] },
    ]);
  });

  it("reads the project's own CHANGELOG.md", () => {
    const releases = parseChangelog(changelog);
    expect(releases.length).toBeGreaterThan(0);
    expect(releases[0]!.groups.some((group) => group.entries.length > 0)).toBe(true);
  });
});

describe("entryParts", () => {
  it("splits the bold scope from the text", () => {
    expect(entryParts("**cart:** coupons")).toEqual({ scope: "cart:", text: "coupons" });
    expect(entryParts("plain")).toEqual({ scope: undefined, text: "plain" });
  });
});
