import { produce } from "immer";
import { describe, expect, it } from "vitest";
import { testDoc } from "../test-doc.ts";
import { updateProps } from "./update-props.ts";

describe("updateProps", () => {
  it("sets and drops desktop props key by key", () => {
    const next = produce(testDoc(), (doc) => {
      updateProps(doc, { id: "title", props: { text: "Novi naslov" }, target: "desktop" });
    });
    expect(next.elements[0]?.props).toEqual({ text: "Novi naslov" });
  });

  it("keeps only mobile overrides the schema allows and that differ from desktop", () => {
    const next = produce(testDoc(), (doc) => {
      updateProps(doc, { id: "gap", props: { height: 24, other: 1 }, target: "mobile" });
    });
    expect(next.elements[2]?.mobileProps).toEqual({ height: 24 });
    const back = produce(next, (doc) => {
      updateProps(doc, { id: "gap", props: { height: undefined }, target: "mobile" });
    });
    expect(back.elements[2]?.mobileProps).toBeUndefined();
  });

  it("drops a mobile value equal to the desktop one", () => {
    const next = produce(testDoc(), (doc) => {
      updateProps(doc, { id: "cols", props: { gap: "large" }, target: "desktop" });
      updateProps(doc, { id: "cols", props: { gap: "large" }, target: "mobile" });
    });
    expect(next.elements[1]?.mobileProps).toBeUndefined();
  });
});
