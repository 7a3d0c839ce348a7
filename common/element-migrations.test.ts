import { describe, expect, it } from "vitest";
import { elementMigrations, explicitHostLinks } from "./element-migrations.ts";

describe("version 2 of the elements with links (issue 18)", () => {
  it("writes a protocol-relative link as the https URL it pointed at, however deep", () => {
    const props = {
      label: "Rezervirajte",
      link: { kind: "internal", href: "//evil.example/x" },
      columns: [
        {
          links: [
            { label: "A", href: "//cdn.example/a" },
            { label: "B", href: "/b" },
          ],
        },
      ],
    };
    expect(explicitHostLinks(props)).toEqual({
      label: "Rezervirajte",
      link: { kind: "external", href: "https://evil.example/x" },
      columns: [
        {
          links: [
            { label: "A", href: "https://cdn.example/a" },
            { label: "B", href: "/b" },
          ],
        },
      ],
    });
  });

  it("leaves site paths, anchors and URLs as they are", () => {
    const props = { link: { kind: "page", href: "/o-nama" }, hash: "#a", url: "https://x.example" };
    expect(explicitHostLinks(props)).toEqual(props);
  });

  it("is the first step of every element whose schema took the rule", () => {
    for (const type of ["button", "call-to-action", "hero", "image", "footer-section"] as const)
      expect(elementMigrations[type]?.map((step) => step.from)).toEqual([1]);
  });
});
