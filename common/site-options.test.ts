import { describe, expect, it } from "vitest";
import { parseSiteOption, parseSiteOptions, type OptionProblem } from "./site-options.ts";

describe("parseSiteOption", () => {
  it("reads each key by its schema: text, JSON and lists", () => {
    expect(parseSiteOption("Brand", "Konoba")).toEqual({ ok: true, value: "Konoba" });
    expect(parseSiteOption("Maintenance", "true")).toEqual({ ok: true, value: true });
    expect(parseSiteOption("NumberOfStars", "5")).toEqual({ ok: true, value: 5 });
    expect(parseSiteOption("AllowedLanguages", "hrv, eng")).toEqual({
      ok: true,
      value: ["hrv", "eng"],
    });
    expect(parseSiteOption("AllowedLanguages", '["deu"]')).toEqual({ ok: true, value: ["deu"] });
    expect(parseSiteOption("SiteMapOptions", '{"lastmod":true}')).toEqual({
      ok: true,
      value: { lastmod: true },
    });
  });

  it("reads RootRedirect with its default status", () => {
    expect(parseSiteOption("RootRedirect", '{"to": "/restoran", "status": 301}')).toEqual({
      ok: true,
      value: { to: "/restoran", status: 301 },
    });
    expect(parseSiteOption("RootRedirect", '{"to": "/en"}')).toEqual({
      ok: true,
      value: { to: "/en", status: 302 },
    });
  });

  it("refuses values that break the key's schema", () => {
    const refused = [
      parseSiteOption("Maintenance", "TRUE"),
      parseSiteOption("Maintenance", "yes"),
      parseSiteOption("NumberOfStars", "many"),
      parseSiteOption("NumberOfStars", "50"),
      parseSiteOption("DefaultLanguage", "english"),
      parseSiteOption("AllowedLanguages", "hrv,hrv"),
      parseSiteOption("AllowedLanguages", ""),
      parseSiteOption("HomePageSlug", "Not a slug"),
      parseSiteOption("WwwPolicy", "sometimes"),
      parseSiteOption("SendEmailTo", "not an address"),
      // spec 5: only safe internal targets, never a loop to "/"
      parseSiteOption("RootRedirect", '{"to": "https://evil.example"}'),
      parseSiteOption("RootRedirect", '{"to": "//evil.example"}'),
      parseSiteOption("RootRedirect", '{"to": "/"}'),
      parseSiteOption("RootRedirect", '{"to": "/a b"}'),
      parseSiteOption("RootRedirect", '{"to": "/en", "status": 200}'),
      parseSiteOption("RootRedirect", "not json"),
    ];
    expect(refused.filter((result) => result.ok)).toEqual([]);
  });
});

describe("parseSiteOptions", () => {
  it("leaves out unknown keys and invalid values and reports each", () => {
    const problems: OptionProblem[] = [];
    const options = parseSiteOptions(
      [
        { key: "Brand", value: "Konoba" },
        { key: "Maintenance", value: "maybe" },
        { key: "Favicon", value: "x" },
      ],
      (problem) => problems.push(problem),
    );
    expect(options).toEqual({ Brand: "Konoba" });
    expect(problems.map((problem) => problem.key)).toEqual(["Maintenance", "Favicon"]);
  });

  it("parses one list once: the server hands every request the same cached list", () => {
    const list = [
      { key: "Brand", value: "Konoba" },
      { key: "AllowedLanguages", value: "hrv, eng" },
    ];
    const first = parseSiteOptions(list);
    expect(first).toEqual({ Brand: "Konoba", AllowedLanguages: ["hrv", "eng"] });
    expect(parseSiteOptions(list)).toBe(first);
    // another list (an option changed: a new cache entry) is parsed afresh
    expect(parseSiteOptions([{ key: "Brand", value: "Vitrina" }])).toEqual({ Brand: "Vitrina" });
  });
});
