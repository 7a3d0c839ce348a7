import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import "#src/lib/i18n.ts";
import { LanguageProvider } from "#src/lib/use-translation.ts";
import type { ElementProps } from "./element-types.ts";
import { elementRegistry } from "./registry.ts";
import { RenderTree, type RenderTreeProps } from "./render-tree.tsx";
import type { TreeNode } from "#common/walk-tree.ts";

function render(props: Omit<RenderTreeProps, "registry"> & Partial<RenderTreeProps>): string {
  const wrap = (children: ReactNode) => (
    <LanguageProvider language="hr">
      <MemoryRouter>{children}</MemoryRouter>
    </LanguageProvider>
  );
  return renderToString(wrap(<RenderTree isDev={false} registry={elementRegistry} {...props} />));
}

describe("RenderTree", () => {
  it("merges registry defaults into props", () => {
    const html = render({ nodes: [{ id: "h", type: "heading", props: { text: "Dobro došli" } }] });
    expect(html).toContain("<h2");
    expect(html).toContain("Dobro došli");
    expect(html).toContain("--align:left");
  });

  it("draws the map's address but loads no third-party frame until asked", () => {
    const html = render({
      nodes: [
        {
          id: "m",
          type: "map",
          props: { title: "Konoba", address: "Obala 1, Primošten", lat: 43.58, lng: 15.92 },
        },
      ],
    });
    expect(html).toContain("Obala 1, Primošten");
    expect(html).toContain("Prikaži kartu");
    expect(html).not.toContain("<iframe");
  });

  it("lets node props win over defaults", () => {
    const html = render({
      nodes: [{ id: "h", type: "heading", props: { text: "Naslov", level: 3, anchor: "kontakt" } }],
    });
    expect(html).toMatch(/<h3 id="kontakt"/);
  });

  it("renders slots inside their parent", () => {
    const nodes: TreeNode[] = [
      {
        id: "cols",
        type: "columns",
        props: { count: 2 },
        slots: {
          "column-1": [{ id: "a", type: "heading", props: { text: "Lijevo" } }],
          "column-2": [{ id: "b", type: "rich-text", props: { html: "<p>Desno</p>" } }],
        },
      },
    ];
    const html = render({ nodes });
    expect(html).toMatch(/class="el columns"[^>]*data-count="2"/);
    const columns = html.split('class="columns__column"');
    expect(columns).toHaveLength(3);
    expect(columns[1]).toContain("Lijevo");
    expect(columns[2]).toContain("<p>Desno</p>");
  });

  it("turns allowed style overrides into mobile CSS custom properties", () => {
    const html = render({
      nodes: [
        {
          id: "h",
          type: "heading",
          props: { text: "X", align: "left" },
          mobileProps: { align: "center", text: "not allowed" },
        },
      ],
    });
    expect(html).toContain("--align-m:center");
    expect(html).not.toContain("not allowed");
    expect(html).not.toContain("only-mobile");
  });

  it("draws a desktop and a mobile copy when a mobile override changes content", () => {
    function Label({ props }: ElementProps<{ text: string }>) {
      return <p className="label">{props.text}</p>;
    }
    const html = render({
      nodes: [
        { id: "l", type: "label", props: { text: "Desktop" }, mobileProps: { text: "Mobitel" } },
      ],
      registry: { label: { defaults: {}, mobileOverrides: ["text"], resolver: false } },
      components: { label: Label },
    });
    expect(html).toMatch(/class="only-desktop"><p class="label">Desktop<\/p>/);
    expect(html).toMatch(/class="only-mobile"><p class="label">Mobitel<\/p>/);
  });

  it("draws nothing for an unknown type in production and a warning in development", () => {
    const nodes: TreeNode[] = [{ id: "x", type: "no-such-element", props: {} }];
    expect(render({ nodes, isDev: false })).toBe("");
    expect(render({ nodes, isDev: true })).toContain("Nepoznat element: no-such-element");
  });

  it("hands server-resolved data to the element by id", () => {
    const html = render({
      nodes: [{ id: "list", type: "page-list", props: { slugMains: ["about"] } }],
      data: { list: { items: [{ title: "O nama", description: "Tko smo", href: "/o-nama" }] } },
    });
    expect(html).toContain('href="/o-nama"');
    expect(html).toContain("O nama");
    expect(html).toContain("page-list--cards");
  });

  describe("the page's first section (issue 19)", () => {
    const hero = (id: string) => ({ id, type: "hero", props: { title: id, image: `/${id}.jpg` } });
    const image = (id: string) => ({ id, type: "image", props: { src: `/${id}.jpg`, alt: id } });
    const imgOf = (html: string, id: string) =>
      new RegExp(`<img[^>]*src="/${id}.jpg"[^>]*>`).exec(html)?.[0] ?? "";

    it("loads the picture of a page's first section first and every later one lazily", () => {
      const html = render({ nodes: [hero("one"), image("two"), hero("three")], isPageTop: true });
      expect(imgOf(html, "one")).toContain('loading="eager"');
      expect(imgOf(html, "one")).toContain('fetchPriority="high"');
      for (const later of ["two", "three"]) {
        expect(imgOf(html, later)).toContain('loading="lazy"');
        expect(imgOf(html, later)).not.toContain("fetchPriority");
      }
    });

    it("gives the first section priority whatever element draws its picture", () => {
      const html = render({ nodes: [image("one"), hero("two")], isPageTop: true });
      expect(imgOf(html, "one")).toContain('fetchPriority="high"');
      expect(imgOf(html, "two")).toContain('loading="lazy"');
    });

    it("leaves a hero further down lazy, though its title is still the page's h1", () => {
      const html = render({
        nodes: [{ id: "h", type: "heading", props: { text: "Uvod" } }, hero("one")],
        isPageTop: true,
      });
      expect(imgOf(html, "one")).toContain('loading="lazy"');
      expect(html).toMatch(/<h1[^>]*>one<\/h1>/);
    });

    it("gives no priority in a tree that does not open a page (footer, builder)", () => {
      const html = render({ nodes: [hero("one")] });
      expect(imgOf(html, "one")).toContain('loading="lazy"');
      expect(html).toContain("<h1");
    });
  });
});
