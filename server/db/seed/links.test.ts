import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import type { ValidateFunction } from "ajv";
import { describe, expect, it } from "vitest";
import { elements } from "#generated/elements.ts";
import type { FooterSectionOptions } from "#generated/types.ts";
import { collectNodes, isNodeOfType } from "#common/walk-tree.ts";
import { mainMenu } from "./navigation.ts";
import { pages } from "./pages/index.ts";
import { type ContentLanguage, type SlugMain, contentLanguages, pageSlugs } from "./paths.ts";
import { sections } from "./sections.ts";
import {
  type FoundLink,
  isRoute,
  linkProblem,
  linksIn,
  menuLinks,
  pageAt,
} from "./test-support.ts";

const slugMains = Object.keys(pages) as SlugMain[];
const publicDir = path.resolve(import.meta.dirname, "../../../public");

function problems(links: FoundLink[], language: (typeof contentLanguages)[number]): string[] {
  return links.flatMap((link) => {
    const problem = linkProblem(link, language);
    return problem ? [`${link.where} ${link.href}: ${problem}`] : [];
  });
}

describe.each(contentLanguages)("demo links in %s", (language) => {
  it("resolve in page documents to pages, anchors, routes or real addresses", () => {
    const links = slugMains.flatMap((slugMain) =>
      linksIn(pages[slugMain][language].document.elements, `${slugMain}`),
    );
    expect(links.length).toBeGreaterThan(12);
    expect(problems(links, language)).toEqual([]);
  });

  it("resolve in the header, footer and cookie notice", () => {
    const links = sections(language).flatMap((row) => [
      ...linksIn(row.options, `${row.handler}/options`),
      ...linksIn(row.parts, `${row.handler}/parts`),
    ]);
    expect(links.length).toBeGreaterThan(15);
    expect(problems(links, language)).toEqual([]);
  });

  it("resolve in the main menu", () => {
    expect(problems(menuLinks(mainMenu(language), "main"), language)).toEqual([]);
  });

  it("list only seeded pages in page-list elements", () => {
    const lists = slugMains.flatMap((slugMain) =>
      collectNodes(pages[slugMain][language].document.elements, isNodeOfType("page-list")),
    );
    expect(lists.length).toBeGreaterThan(0);
    for (const list of lists) {
      const listed = list.props.slugMains;
      expect(Array.isArray(listed)).toBe(true);
      for (const slugMain of listed) expect(slugMains).toContain(slugMain);
    }
  });
});

describe("the link checker", () => {
  it("rejects paths of another language, unknown anchors, unknown pages and bad kinds", () => {
    expect(linkProblem({ href: "/kontakt", kind: "page", where: "" }, "en")).toBeDefined();
    expect(linkProblem({ href: "/en/contact", kind: "page", where: "" }, "en")).toBeUndefined();
    expect(linkProblem({ href: "/dvorana#nema", kind: "page", where: "" }, "hr")).toBeDefined();
    expect(
      linkProblem({ href: "/dvorana#vjencanja", kind: "page", where: "" }, "hr"),
    ).toBeUndefined();
    expect(linkProblem({ href: "/nepostojeca", where: "" }, "hr")).toBeDefined();
    expect(linkProblem({ href: "/kosarica", kind: "static", where: "" }, "hr")).toBeUndefined();
    expect(linkProblem({ href: "/kosarica", kind: "static", where: "" }, "de")).toBeDefined();
    expect(
      linkProblem({ href: "https://example.com", kind: "page", where: "" }, "hr"),
    ).toBeDefined();
    expect(linkProblem({ href: "javascript:alert(1)", where: "" }, "hr")).toBeDefined();
  });
});

describe("demo navigation", () => {
  it("has six top entries, two dropdowns and one external link in every language", () => {
    for (const language of contentLanguages) {
      const menu = mainMenu(language);
      expect(menu.length).toBeGreaterThanOrEqual(6);
      expect(menu.filter((entry) => (entry.children?.length ?? 0) > 0)).toHaveLength(2);
      expect(menuLinks(menu, "").filter((link) => link.kind === "external")).toHaveLength(1);
    }
  });

  it("points to the same pages in the same order in every language", () => {
    // a screen of the route table (the blog) counts as one target in every language
    const targetOf = (path: string, language: ContentLanguage) =>
      pageAt(path, language) ?? (isRoute(path, language) ? "screen" : undefined);
    const targets = contentLanguages.map((language) =>
      menuLinks(mainMenu(language), "").map((link) =>
        link.kind === "external" ? link.href : targetOf(link.href.split("#")[0] ?? "", language),
      ),
    );
    expect(targets[0]).not.toContain(undefined);
    expect(targets[1]).toEqual(targets[0]);
    expect(targets[2]).toEqual(targets[0]);
  });
});

describe("demo layout sections", () => {
  it.each(contentLanguages)("are valid header, footer and cookie options in %s", (language) => {
    const rows = sections(language);
    expect(rows.map((row) => row.handler).sort()).toEqual([
      "cookie-section",
      "footer-section",
      "header-section",
    ]);
    for (const row of rows) {
      const validate = elements[row.handler].validate as ValidateFunction;
      expect(validate(structuredClone(row.options)), JSON.stringify(validate.errors)).toBe(true);
      expect(row.meta).toEqual({ version: 1 });
    }
    const footer = rows.find((row) => row.handler === "footer-section")
      ?.options as FooterSectionOptions;
    expect(footer.columns).toHaveLength(4);
    for (const column of footer.columns ?? [])
      expect(column.links.length).toBeGreaterThanOrEqual(3);
    expect(footer.social?.length).toBeGreaterThan(0);
    expect(footer.euLogos?.length).toBeGreaterThan(0);
  });

  it("labels the cookie button as the spec says (spec 2: 'Slažem se')", () => {
    const labels = contentLanguages.map(
      (language) => sections(language).find((row) => row.handler === "cookie-section")?.options,
    );
    expect(labels.map((options) => (options as { buttonLabel?: string }).buttonLabel)).toEqual([
      "Slažem se",
      "I agree",
      "Einverstanden",
    ]);
  });
});

describe("demo media", () => {
  it("uses only local images that exist, SVGs under 4 KB", () => {
    const all = JSON.stringify([pages, contentLanguages.map((language) => sections(language))]);
    const sources = new Set(all.match(/\/(?:media|images)\/demo\/[a-z0-9-]+\.[a-z0-9]+/g) ?? []);
    expect(sources.size).toBeGreaterThan(10);
    for (const source of sources) {
      const file = path.join(publicDir, source);
      expect(() => statSync(file), source).not.toThrow();
      if (file.endsWith(".svg")) {
        expect(statSync(file).size, source).toBeLessThan(4096);
        expect(readFileSync(file, "utf8")).not.toMatch(/<script|href="http|xlink:href="http/);
      }
    }
    expect(JSON.stringify(pages)).not.toMatch(/"(?:src|image|poster)":"https?:/);
  });

  it("shows pictures, not placeholders: each at web sizes in AVIF, WebP and JPEG", () => {
    const all = JSON.stringify(pages);
    // no scene drawn as a bare SVG placeholder is left on a page
    expect(all).not.toMatch(/"(?:src|image|poster)":"[^"]*\.svg"/);
    const names = new Set(
      [...all.matchAll(/"\/images\/demo\/([a-z0-9-]+)-960\.jpg"/g)].map((match) => match[1]!),
    );
    expect(names.size).toBeGreaterThanOrEqual(10);
    let total = 0;
    for (const name of names) {
      for (const width of [480, 960, 1600]) {
        for (const extension of ["avif", "webp", "jpg"]) {
          const file = path.join(publicDir, `images/demo/${name}-${width}.${extension}`);
          total += statSync(file).size;
        }
      }
    }
    // the whole set stays light enough to ship in the repository
    expect(total).toBeLessThan(3 * 1024 * 1024);
  });

  it("keeps slugs and slugMains in one table", () => {
    expect(Object.keys(pageSlugs).sort()).toEqual([...slugMains].sort());
  });
});
