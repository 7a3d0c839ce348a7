import { describe, expect, it } from "vitest";
import type { ElementNode } from "#generated/types.ts";
import type { ElementMigration } from "./element-migrations.ts";
import {
  currentVersion,
  migrateNode,
  migrateProps,
  registeredVersioning,
  type ElementVersioning,
} from "./migrate-element.ts";

// A schema change as a developer makes one: heading version 1 named its words `title`, version
// 2 (the schema as it is now) names them `text`; the step carries stored props across.
const titleToText: ElementMigration = {
  from: 1,
  props: ({ title, ...rest }) => ({ ...rest, text: title }),
  mobileProps: (mobile) => mobile,
};

const headingAt = (current: number, steps: readonly ElementMigration[]): ElementVersioning => ({
  steps: (type) => (type === "heading" ? steps : registeredVersioning.steps(type)),
  current: (type) => (type === "heading" ? current : registeredVersioning.current(type)),
});

const stored: ElementNode = { id: "h", type: "heading", props: { title: "Dobro došli", level: 3 } };

describe("element prop migrations", () => {
  it("every registered element type is at version 1 with no steps yet", () => {
    expect(currentVersion("heading")).toBe(1);
    expect(registeredVersioning.steps("heading")).toEqual([]);
  });

  it("runs a stored node without a version from version 1 and records the version reached", () => {
    const { node, problem } = migrateNode(stored, "stored", headingAt(2, [titleToText]));
    expect(problem).toBeUndefined();
    expect(node).toEqual({
      id: "h",
      type: "heading",
      props: { level: 3, text: "Dobro došli" },
      version: 2,
    });
    // the version is the last key, so a save compares documents as JSON the same way each time
    expect(Object.keys(node).at(-1)).toBe("version");
  });

  it("takes a submitted node without a version as the current version", () => {
    const submitted = { id: "h", type: "heading", props: { text: "Novo" } };
    const { node } = migrateNode(submitted, "submitted", headingAt(2, [titleToText]));
    expect(node).toEqual({ ...submitted, version: 2 });
  });

  it("leaves a node at the current version as it is", () => {
    const current = { ...stored, props: { text: "Već novo" }, version: 2 };
    expect(migrateNode(current, "stored", headingAt(2, [titleToText])).node).toEqual(current);
  });

  it("stops where a step is missing, throws or the node is newer, keeping the props", () => {
    const missing = migrateProps({
      type: "heading",
      from: 1,
      props: stored.props,
      versioning: headingAt(3, [titleToText]),
    });
    expect(missing).toEqual({
      props: { level: 3, text: "Dobro došli" },
      mobileProps: undefined,
      version: 2,
      problem: "no migration from version 2",
    });
    const throwing: ElementMigration = {
      from: 1,
      props: () => {
        throw new Error("no title");
      },
    };
    expect(
      migrateProps({
        type: "heading",
        from: 1,
        props: stored.props,
        versioning: headingAt(2, [throwing]),
      }),
    ).toMatchObject({
      props: stored.props,
      version: 1,
      problem: "migration from version 1 failed: no title",
    });
    expect(
      migrateProps({ type: "heading", from: 5, props: stored.props, versioning: headingAt(2, []) }),
    ).toMatchObject({ version: 5, problem: "written at version 5, newer than 2" });
  });

  it("migrates mobile overrides with the step's own function, else keeps them", () => {
    const renameAlign: ElementMigration = {
      from: 1,
      props: ({ align, ...rest }) => ({ ...rest, alignment: align }),
      mobileProps: ({ align, ...rest }) => ({ ...rest, alignment: align }),
    };
    const node = {
      ...stored,
      props: { text: "A", align: "left" },
      mobileProps: { align: "center" },
    };
    expect(migrateNode(node, "stored", headingAt(2, [renameAlign])).node).toMatchObject({
      props: { text: "A", alignment: "left" },
      mobileProps: { alignment: "center" },
    });
    const propsOnly = { ...renameAlign, mobileProps: undefined } as ElementMigration;
    expect(migrateNode(node, "stored", headingAt(2, [propsOnly])).node.mobileProps).toEqual({
      align: "center",
    });
  });

  it("gives a node of an unknown type back as it is (validation reports it)", () => {
    const unknown = { id: "m", type: "marquee", props: { speed: 3 } };
    expect(migrateNode(unknown, "stored")).toEqual({ node: unknown });
  });
});
