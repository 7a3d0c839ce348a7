import { describe, expect, it } from "vitest";
import { AppError } from "../../../platform/http/app-error.ts";
import { sanitizeRichText, validatePageDocument } from "./validate-document.ts";

const heading = { id: "h1", type: "heading", props: { text: "Dobro došli" } };

function fieldsOf(run: () => unknown): string[] {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError)
      return (error.fields ?? []).map((field) => `${field.path} ${field.message}`);
    throw error;
  }
  throw new Error("expected a validation error");
}

describe("validatePageDocument", () => {
  it("accepts a valid document and keeps it as given (defaults are not stored)", () => {
    const document = { version: 2, settings: {}, elements: [heading] };
    // each element records the version of its schema its props are written at (decision 034)
    expect(validatePageDocument(document)).toEqual({
      ...document,
      elements: [{ ...heading, version: 1 }],
    });
  });

  it("refuses an element that says it was written at a version its schema does not have yet", () => {
    const fields = fieldsOf(() =>
      validatePageDocument({ version: 2, settings: {}, elements: [{ ...heading, version: 4 }] }),
    );
    expect(fields).toEqual([
      "/elements/0/version Svojstva nije moguće prenijeti u trenutačnu verziju elementa (written at version 4, newer than 1)",
    ]);
  });

  it("rejects a missing required prop with the spec message", () => {
    const fields = fieldsOf(() =>
      validatePageDocument({
        version: 2,
        settings: {},
        elements: [{ id: "h", type: "heading", props: {} }],
      }),
    );
    expect(fields).toContain("/elements/0/props/text Unos ovog polja je obavezan");
  });

  it("rejects unknown element types, unknown slots and mobile overrides the type does not allow", () => {
    const fields = fieldsOf(() =>
      validatePageDocument({
        version: 2,
        settings: {},
        elements: [
          { id: "x", type: "marquee", props: {} },
          { id: "c", type: "columns", props: {}, slots: { "column-9": [heading] } },
          { id: "h", type: "heading", props: { text: "A" }, mobileProps: { text: "B" } },
        ],
      }),
    );
    expect(fields.some((field) => field.startsWith("/elements/0/type"))).toBe(true);
    expect(fields.some((field) => field.startsWith("/elements/1/slots/column-9"))).toBe(true);
    expect(fields.some((field) => field.startsWith("/elements/2/mobileProps/text"))).toBe(true);
  });

  it("validates nested slot children", () => {
    const fields = fieldsOf(() =>
      validatePageDocument({
        version: 2,
        settings: {},
        elements: [
          {
            id: "c",
            type: "columns",
            props: {},
            slots: { "column-1": [{ id: "h", type: "heading", props: { level: 9, text: "x" } }] },
          },
        ],
      }),
    );
    expect(
      fields.some((field) => field.startsWith("/elements/0/slots/column-1/0/props/level")),
    ).toBe(true);
  });

  it("sanitises rich text on the way in", () => {
    const document = validatePageDocument({
      version: 2,
      settings: {},
      elements: [
        {
          id: "r",
          type: "rich-text",
          props: {
            html: '<p onclick="x()">Hi<script>alert(1)</script> <a href="javascript:x" target="_blank">l</a></p>',
          },
        },
      ],
    });
    expect(document.elements[0]?.props.html).toBe(
      '<p>Hi <a target="_blank" rel="noopener noreferrer">l</a></p>',
    );
  });
});

describe("sanitizeRichText", () => {
  it("keeps safe structure and site links as they are", () => {
    expect(sanitizeRichText('<h2>Naslov</h2><p><a href="/kontakt">x</a></p>')).toBe(
      '<h2>Naslov</h2><p><a href="/kontakt">x</a></p>',
    );
  });

  it("opens external links in a new tab with rel=noopener (spec 2)", () => {
    expect(sanitizeRichText('<p><a href="https://azop.hr">azop.hr</a></p>')).toBe(
      '<p><a href="https://azop.hr" target="_blank" rel="noopener noreferrer">azop.hr</a></p>',
    );
    expect(sanitizeRichText('<a href="HTTP://x.example" rel="opener">x</a>')).toBe(
      '<a href="HTTP://x.example" rel="noopener noreferrer" target="_blank">x</a>',
    );
  });
});
