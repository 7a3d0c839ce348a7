import { describe, expect, it } from "vitest";
import { translateWith } from "#common/validation-messages.ts";
import { validation } from "#locales/hr/validation.ts";
import { documentErrors } from "./document-errors.ts";

const translate = translateWith(validation);

describe("documentErrors", () => {
  it("finds an invalid element nested in a slot, and none in a valid page", () => {
    const nodes = [
      { id: "h", type: "heading", props: { text: "Konoba" } },
      {
        id: "c",
        type: "columns",
        props: {},
        slots: { "column-1": [{ id: "x", type: "hero", props: { image: "/a.jpg" } }] },
      },
    ];
    expect(documentErrors(nodes, translate)).toEqual([
      {
        nodeId: "x",
        type: "hero",
        errors: [
          { path: "/title", key: "validation.required", message: "Unos ovog polja je obavezan" },
        ],
      },
    ]);
    expect(documentErrors(nodes.slice(0, 1), translate)).toEqual([]);
  });

  it("checks mobile overrides over the desktop props", () => {
    const nodes = [
      { id: "s", type: "spacer", props: { height: 40 }, mobileProps: { height: 4000 } },
    ];
    expect(documentErrors(nodes, translate)[0]?.errors[0]?.path).toBe("/height");
  });
});
