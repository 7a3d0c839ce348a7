import { describe, expect, it } from "vitest";
import { pageTitle } from "./page-title.ts";

describe("pageTitle", () => {
  it("joins title and brand", () => {
    expect(pageTitle({ title: "O nama", brand: "Vitrina" })).toBe("O nama | Vitrina");
  });

  it("uses what it has", () => {
    expect(pageTitle({ title: "O nama", brand: undefined })).toBe("O nama");
    expect(pageTitle({ title: "", brand: "Vitrina" })).toBe("Vitrina");
    expect(pageTitle({ title: "Vitrina", brand: "Vitrina" })).toBe("Vitrina");
  });
});
