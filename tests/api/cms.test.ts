import { describe, expect, it } from "vitest";
import type {
  FinderResult,
  LayoutElement,
  NavigationItem,
  Term,
  UrlOnLanguage,
} from "#generated/types.ts";
import { call, errorOf, payload } from "./http.ts";

const english = { language: "eng" };

describe("cms API", () => {
  it("returns the header, footer and cookie sections by handlers, in the request language", async () => {
    const body = { handlers: ["header-section", "footer-section", "cookie-section"] };
    const croatian = payload<LayoutElement[]>(
      await call("/api/v1/cms/element/getByHandlers", { body }),
    );
    expect(croatian.map((element) => element.handler).sort()).toEqual([
      "cookie-section",
      "footer-section",
      "header-section",
    ]);
    expect(
      croatian.every(
        (element) => element.language_code === "hrv" && element.type === "static-element",
      ),
    ).toBe(true);
    const inEnglish = payload<LayoutElement[]>(
      await call("/api/v1/cms/element/getByHandlers", { body, headers: english }),
    );
    expect(inEnglish.every((element) => element.language_code === "eng")).toBe(true);
  });

  it("filters sections by handler list", async () => {
    const elements = payload<LayoutElement[]>(
      await call("/api/v1/cms/element/filter?handlers=footer-section"),
    );
    expect(elements.map((element) => element.handler)).toEqual(["footer-section"]);
  });

  it("builds the main navigation tree with dropdowns", async () => {
    const tree = payload<NavigationItem[]>(await call("/api/v1/cms/navigation/tree/main"));
    expect(tree.length).toBeGreaterThanOrEqual(6);
    expect(tree.some((item) => item.children.length > 0)).toBe(true);
  });

  it("gets a term by slug with its slugMain", async () => {
    const term = payload<Term>(await call("/api/v1/cms/term/getBySlug/o-nama"));
    expect(term).toMatchObject({
      slug: "o-nama",
      slugMain: "about",
      language_code: "hrv",
      type: "page",
    });
    expect(term.document.elements.length).toBeGreaterThan(0);
  });

  it("finds a page's translation by its canonical slug (by=slugMain)", async () => {
    const term = payload<Term>(
      await call("/api/v1/cms/term/getBySlug/about?by=slugMain", { headers: english }),
    );
    expect(term).toMatchObject({ slug: "about-us", slugMain: "about", language_code: "eng" });
  });

  it("answers 404 with the spec text for an unknown slug", async () => {
    const response = await call("/api/v1/cms/term/getBySlug/ne-postoji");
    expect(response.status).toBe(404);
    expect(errorOf(response).message).toBe("Stranica nije pronađena");
  });

  it("decides the home page from HomePageSlug; a page wears the site's style unless it sets its own", async () => {
    const home = payload<FinderResult>(
      await call("/api/v1/cms/finder/decide", { body: { route: [] } }),
    );
    expect(home).toMatchObject({ type: "page", isHome: true, theme: "vitrina" });
    expect(home.term.slug).toBe("restoran");
    expect(home.translations).toEqual({
      eng: { url: "/en", slug: "" },
      deu: { url: "/de", slug: "" },
    });
    const hall = payload<FinderResult>(
      await call("/api/v1/cms/finder/decide", { body: { route: ["hall"] }, headers: english }),
    );
    expect(hall).toMatchObject({ isHome: false, theme: "bells" });
    const about = payload<FinderResult>(
      await call("/api/v1/cms/finder/decide", {
        body: { route: ["uber-uns"] },
        headers: { language: "deu" },
      }),
    );
    // one brand per site: the landing page (restaurant) dresses every page without a setting
    expect(about.theme).toBe("vitrina");
    expect(about.translations.hrv).toEqual({ url: "/o-nama", slug: "o-nama" });
    expect(about.translations.eng).toEqual({ url: "/en/about-us", slug: "about-us" });
  });

  it("answers 404 for a path that is no page", async () => {
    const response = await call("/api/v1/cms/finder/decide", { body: { route: ["nema-me"] } });
    expect(response.status).toBe(404);
    expect(errorOf(response).message).toBe("Stranica nije pronađena");
  });

  it("finds the same page in another language (language switch)", async () => {
    const english = payload<UrlOnLanguage>(
      await call("/api/v1/cms/finder/getUrlOnLanguage", {
        body: { slug: "o-nama", targetLanguage: "eng" },
      }),
    );
    expect(english).toEqual({ url: "/en/about-us", slug: "about-us" });
    const croatianHome = payload<UrlOnLanguage>(
      await call("/api/v1/cms/finder/getUrlOnLanguage", {
        body: { slug: "restaurant", targetLanguage: "hrv" },
        headers: { language: "eng" },
      }),
    );
    expect(croatianHome.url).toBe("/");
  });
});
