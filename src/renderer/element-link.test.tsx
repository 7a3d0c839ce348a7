import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { Link } from "#generated/types.ts";
import { NavItemLink } from "#src/features/layout/nav-item-link.tsx";
import "#src/lib/i18n.ts";
import { LanguageProvider } from "#src/lib/use-translation.ts";
import { ElementLink } from "./element-link.tsx";

const render = (node: ReactNode) =>
  renderToString(
    <LanguageProvider language="hr">
      <MemoryRouter>{node}</MemoryRouter>
    </LanguageProvider>,
  );
const element = (link: Link) => render(<ElementLink link={link}>Karta</ElementLink>);

// spec 2: external links open in a new tab; rel="noopener" denies the new tab window.opener.
describe("links the renderer draws", () => {
  it("opens an external element link in a new tab with rel=noopener, and says so", () => {
    const html = element({ kind: "external", href: "https://www.openstreetmap.org/" });
    expect(html).toMatch(
      /<a href="https:\/\/www.openstreetmap.org\/" target="_blank" rel="noopener">/,
    );
    expect(html).toContain("(otvara se u novom prozoru)");
  });

  it("gives a site link asked to open a new tab rel=noopener too", () => {
    const html = element({ kind: "page", href: "/kontakt", newTab: true });
    expect(html).toContain('target="_blank" rel="noopener"');
  });

  it("keeps site and static links in the same tab", () => {
    expect(element({ kind: "page", href: "/kontakt" })).not.toContain("target=");
    expect(element({ kind: "static", href: "tel:+38522555014" })).not.toContain("target=");
  });

  it("opens external menu and footer links in a new tab with rel=noopener", () => {
    const external = render(
      <NavItemLink href="https://azop.hr" type="external">
        AZOP
      </NavItemLink>,
    );
    expect(external).toMatch(/<a href="https:\/\/azop.hr" target="_blank" rel="noopener">/);
    const internal = render(
      <NavItemLink href="/o-nama" type="internal">
        O nama
      </NavItemLink>,
    );
    expect(internal).not.toContain("target=");
  });

  it("keeps a phone number on one line", () => {
    const html = render(
      <NavItemLink href="tel:+38522555014" type="static">
        +385 22 555 014
      </NavItemLink>,
    );
    expect(html).toContain(">+385\u00a022\u00a0555\u00a0014<");
  });
});
