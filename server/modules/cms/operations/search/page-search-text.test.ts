import { describe, expect, it } from "vitest";
import { pageSearchBody } from "./page-search-text.ts";

describe("a page's words for the search (issue 19)", () => {
  it("are its description and its elements' text props, at any depth, without tags or links", () => {
    const document = {
      version: 2,
      settings: { background: "navy" },
      elements: [
        {
          id: "cta",
          type: "call-to-action",
          props: {
            title: "Rezervirajte stol",
            text: "<p>Na <strong>terasi</strong> uz more</p>",
            button: { label: "Pozovite nas", link: "tel:+38522123456" },
            background: "primary",
          },
        },
        {
          id: "cols",
          type: "columns",
          props: { columns: 2 },
          slots: {
            left: [{ id: "b", type: "button", props: { label: "Jelovnik", link: "/jelovnik" } }],
          },
        },
      ],
    };
    const body = pageSearchBody({ description: "Konoba u Primoštenu", document });
    expect(body.split(/\s+/).filter(Boolean)).toEqual([
      "Konoba",
      "u",
      "Primoštenu",
      "Rezervirajte",
      "stol",
      "Na",
      "terasi",
      "uz",
      "more",
      "Pozovite",
      "nas",
      "Jelovnik",
    ]);
  });

  it("leave out props that are not text (colours, sizes, the anchor) and every non-string", () => {
    const body = pageSearchBody({
      description: "",
      document: {
        elements: [{ type: "heading", props: { anchor: "vrh", level: 2, text: "Dobro došli" } }],
      },
    });
    expect(body.trim()).toBe("Dobro došli");
  });
});
