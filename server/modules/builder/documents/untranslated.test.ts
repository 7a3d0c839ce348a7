import { describe, expect, it } from "vitest";
import type { PageDocument } from "#generated/types.ts";
import {
  emptyReview,
  hasText,
  pruneReview,
  resolveUntranslated,
  untranslatedIds,
  withoutHidden,
} from "./untranslated.ts";

const shared: PageDocument = {
  version: 2,
  settings: {},
  elements: [
    { id: "title", type: "heading", props: { text: "Dobro došli", level: 1, anchor: "pocetak" } },
    {
      id: "cols",
      type: "columns",
      props: { count: 1 },
      slots: {
        "column-1": [
          { id: "quote", type: "quote", props: { text: "Citat", role: "" } },
          { id: "gap", type: "spacer", props: { height: 8 } },
        ],
      },
    },
    { id: "link", type: "button", props: { label: "/kontakt", link: { href: "/kontakt" } } },
  ],
};

const ids = (own = {}, review = emptyReview(), isDefaultLanguage = false) =>
  untranslatedIds({ shared, own, review, isDefaultLanguage });

describe("untranslated texts of a language (decision 057)", () => {
  it("lists the elements with text the language has no own value for, in tree order", () => {
    expect(ids()).toEqual(["title", "quote"]);
    expect(ids({ title: { text: "Welcome" } })).toEqual(["quote"]);
    expect(ids({ title: { text: "Welcome" }, quote: { text: "A quote" } })).toEqual([]);
  });

  it("has none in the default language, whose texts are the shared ones", () => {
    expect(ids({}, emptyReview(), true)).toEqual([]);
  });

  it("leaves out hidden subtrees and confirmed texts, until the confirmed text changes", () => {
    expect(ids({}, { hidden: ["cols"], confirmed: {} })).toEqual(["title"]);
    const confirmed = resolveUntranslated({ shared, own: {}, review: emptyReview() }, "confirm");
    expect(Object.keys(confirmed.confirmed)).toEqual(["title", "quote"]);
    expect(ids({}, confirmed)).toEqual([]);
    const changed = structuredClone(shared);
    changed.elements[0]!.props.text = "Dobro došli u konobu";
    expect(
      untranslatedIds({ shared: changed, own: {}, review: confirmed, isDefaultLanguage: false }),
    ).toEqual(["title"]);
    const hidden = resolveUntranslated({ shared, own: {}, review: emptyReview() }, "hide");
    expect(hidden).toEqual({ hidden: ["title", "quote"], confirmed: {} });
  });

  it("counts a section's options as `$options`: confirmed, never hidden", () => {
    const options = {
      type: "cookie-section",
      props: { text: "Samo nužni kolačići", buttonLabel: "Slažem se" },
    };
    const texts = { shared: { ...shared, elements: [] }, own: {}, review: emptyReview(), options };
    expect(untranslatedIds({ ...texts, isDefaultLanguage: false })).toEqual(["$options"]);
    const own = { $options: { text: "Necessary cookies only", buttonLabel: "OK" } };
    expect(untranslatedIds({ ...texts, own, isDefaultLanguage: false })).toEqual([]);
    expect(resolveUntranslated(texts, "hide")).toEqual(emptyReview());
    const confirmed = resolveUntranslated(texts, "confirm");
    expect(untranslatedIds({ ...texts, review: confirmed, isDefaultLanguage: false })).toEqual([]);
    expect(pruneReview(confirmed, new Map())).toEqual(confirmed);
  });

  it("counts words, not addresses, anchors or empty rich text", () => {
    expect(hasText("<p> </p>")).toBe(false);
    expect(hasText("<p>Riva</p>")).toBe(true);
    expect(hasText("/o-nama")).toBe(false);
    expect(hasText({ href: "/kontakt", label: "Kontakt" })).toBe(true);
    expect(hasText([{ src: "/media/a.jpg", alt: "" }])).toBe(false);
  });

  it("publishes a tree without the hidden elements and their subtrees", () => {
    const published = withoutHidden(shared, ["quote", "link"]);
    expect(published.elements.map((node) => node.id)).toEqual(["title", "cols"]);
    expect(published.elements[1]?.slots?.["column-1"]?.map((node) => node.id)).toEqual(["gap"]);
    expect(withoutHidden(shared, [])).toBe(shared);
  });
});
