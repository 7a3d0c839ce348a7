import { describe, expect, it } from "vitest";
import type { PageDocument } from "#generated/types.ts";
import { mergeDocument, pruneLocalised, splitDocument, splitProps } from "./localise.ts";

const page = (title: string, extra: PageDocument["elements"] = []): PageDocument => ({
  version: 2,
  settings: {},
  elements: [
    { id: "title", type: "heading", props: { text: title, level: 1 } },
    {
      id: "cols",
      type: "columns",
      props: { count: 1 },
      slots: { "column-1": [{ id: "quote", type: "quote", props: { text: "Citat" } }] },
    },
    ...extra,
  ],
});

describe("localised props over a shared structure", () => {
  it("keeps only what differs from the default language, localised props only", () => {
    const submitted = page("Welcome");
    submitted.elements[0]!.props.level = 2; // not localised: shared
    const { shared, own } = splitDocument({
      submitted,
      previous: page("Dobro došli"),
      isDefaultLanguage: false,
    });
    expect(shared.elements[0]?.props).toEqual({ text: "Dobro došli", level: 2 });
    expect(own).toEqual({ title: { text: "Welcome" } });
  });

  it("finds elements in slots; a new element's texts are the language's own (issue 23)", () => {
    const submitted = page("Dobro došli", [
      {
        id: "new",
        type: "columns",
        props: { count: 1 },
        slots: { "column-1": [{ id: "inner", type: "quote", props: { text: "In English" } }] },
      },
    ]);
    submitted.elements[1]!.slots!["column-1"]![0]!.props.text = "Quote";
    const { shared, own, added } = splitDocument({
      submitted,
      previous: page("Dobro došli"),
      isDefaultLanguage: false,
    });
    expect(own).toEqual({ quote: { text: "Quote" }, inner: { text: "In English" } });
    expect(shared.elements[2]?.slots?.["column-1"]?.[0]?.props.text).toBe("In English");
    expect(added.map((node) => node.id)).toEqual(["new"]);
  });

  it("merges a language's props back over the shared tree, falling back where it has none", () => {
    const merged = mergeDocument(page("Dobro došli"), {
      quote: { text: "Quote" },
      title: { level: 6 }, // not localised: ignored
    });
    expect(merged.elements[0]?.props).toEqual({ text: "Dobro došli", level: 1 });
    expect(merged.elements[1]?.slots?.["column-1"]?.[0]?.props.text).toBe("Quote");
  });

  it("lets the default language write the shared values itself", () => {
    const { shared, own } = splitDocument({
      submitted: page("Novi naslov"),
      previous: page("Dobro došli"),
      isDefaultLanguage: true,
    });
    expect(shared.elements[0]?.props.text).toBe("Novi naslov");
    expect(own).toEqual({});
  });

  it("splits a section's options by the section type's localised props", () => {
    const { shared, own } = splitProps(
      "cookie-section",
      { text: "Only necessary cookies", buttonLabel: "OK" },
      { text: "Samo nužni kolačići", buttonLabel: "Slažem se" },
    );
    expect(shared).toEqual({ text: "Samo nužni kolačići", buttonLabel: "Slažem se" });
    expect(own).toEqual({ text: "Only necessary cookies", buttonLabel: "OK" });
  });

  it("forgets the texts of elements the tree no longer has", () => {
    const pruned = pruneLocalised(
      { title: { text: "x" }, gone: { text: "y" }, $options: { text: "z" } },
      page("a"),
    );
    expect(Object.keys(pruned)).toEqual(["title", "$options"]);
  });
});
