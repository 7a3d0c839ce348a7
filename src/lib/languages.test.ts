import { describe, expect, it } from "vitest";
import {
  documentPathname,
  languageFromPath,
  localisePath,
  stripLanguagePrefix,
} from "./languages.ts";

describe("languages", () => {
  it("reads the language from the URL prefix", () => {
    expect(languageFromPath("/")).toBe("hrv");
    expect(languageFromPath("/o-nama")).toBe("hrv");
    expect(languageFromPath("/en")).toBe("eng");
    expect(languageFromPath("/en/about")).toBe("eng");
    expect(languageFromPath("/de/uber-uns")).toBe("deu");
    expect(languageFromPath("/english")).toBe("hrv");
  });

  it("strips the prefix", () => {
    expect(stripLanguagePrefix("/en/about/team")).toBe("/about/team");
    expect(stripLanguagePrefix("/en")).toBe("/");
    expect(stripLanguagePrefix("/o-nama")).toBe("/o-nama");
  });

  it("adds the prefix of a language", () => {
    expect(localisePath("/", "eng")).toBe("/en");
    expect(localisePath("about", "deu")).toBe("/de/about");
    expect(localisePath("/o-nama", "hrv")).toBe("/o-nama");
  });

  it("reads the page path of a client data request", () => {
    const path = (url: string) => documentPathname(new URL(url, "http://localhost"));
    expect(path("/_.data")).toBe("/");
    expect(path("/en.data?_routes=root")).toBe("/en");
    expect(path("/en/_.data")).toBe("/en/");
    expect(path("/de/uber-uns.data")).toBe("/de/uber-uns");
    expect(path("/o-nama")).toBe("/o-nama");
  });
});
