import { describe, expect, it } from "vitest";
import type { BuilderDocument } from "#generated/types.ts";
import { testDoc } from "../editor/test-doc.ts";
import { conflictChanges } from "./conflict-diff.ts";
import type { BuilderDoc } from "./use-editor.ts";

describe("conflictChanges", () => {
  it("names the elements the other draft added, removed and edited, and a new title", () => {
    const settings = { landingStyle: "vitrina" } as BuilderDoc["settings"];
    const mine: BuilderDoc = { version: 2, settings, meta: { title: "Restoran" }, ...testDoc() };
    const theirElements = structuredClone(mine.elements).filter((node) => node.id !== "gap");
    theirElements[0]!.props.text = "Drugačiji naslov";
    theirElements.push({ id: "new", type: "quote", props: { text: "Izvrsno" } });
    const theirs = {
      meta: { title: "Naš restoran" },
      document: { version: 2, settings, elements: theirElements },
    } as BuilderDocument;
    expect(conflictChanges(mine, theirs)).toEqual({
      title: { from: "Restoran", to: "Naš restoran" },
      added: ["quote"],
      removed: ["spacer"],
      edited: ["heading"],
    });
  });
});
