import { produce } from "immer";
import { describe, expect, it } from "vitest";
import { EditorStore } from "../store.ts";
import { testDoc } from "../test-doc.ts";
import { type SectionDoc, updateOptions } from "./update-options.ts";

const footer = () => ({ ...testDoc(), options: { title: "Konoba", copyright: "© Konoba" } });

describe("updateOptions", () => {
  it("sets, keeps and drops a section's options key by key", () => {
    const next = produce<SectionDoc>(footer(), (doc) => {
      updateOptions(doc, { options: { title: "Vidimo se", link: undefined } });
    });
    expect(next.options).toEqual({ title: "Vidimo se" });
  });

  it("leaves an unchanged value as it was (no patch)", () => {
    const doc = footer();
    const next = produce<SectionDoc>(doc, (draft) => {
      updateOptions(draft, { options: { ...doc.options } });
    });
    expect(next).toBe(doc);
  });

  it("is one undo step in the store, with typing merged", () => {
    const store = new EditorStore(footer());
    store.updateOptions({ title: "V", copyright: "© Konoba" });
    store.updateOptions({ title: "Vi", copyright: "© Konoba" });
    expect(store.getState().doc.options?.title).toBe("Vi");
    expect(store.undo()).toBe(true);
    expect(store.getState().doc.options?.title).toBe("Konoba");
    expect(store.getState().history.past).toHaveLength(0);
  });
});
