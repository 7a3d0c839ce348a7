import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { findDrift, writeOutputs, type Outputs } from "./writer.ts";

// `npm run codegen:check` trusts findDrift: if it missed a file, a stale or orphaned generated
// file would pass the tests. These run it on a temporary repository root.
const outputs: Outputs = new Map([
  ["generated/types.ts", "export type A = string;\n"],
  ["generated/validators/a.js", "export default () => true;\n"],
  ["generated/README.md", "# generated\n"],
]);

let root = "";
const write = (file: string, content: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), content);
};

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "vitrina-codegen-"));
  for (const [file, content] of outputs) write(file, content);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("findDrift", () => {
  it("finds nothing when generated/ holds exactly the outputs", () => {
    expect(findDrift(outputs, root)).toEqual({ stale: [], orphans: [] });
  });

  it("reports a file whose content changed", () => {
    write("generated/validators/a.js", "export default () => false;\n");
    expect(findDrift(outputs, root)).toEqual({ stale: ["generated/validators/a.js"], orphans: [] });
  });

  it("reports a file that is missing", () => {
    rmSync(path.join(root, "generated/types.ts"));
    expect(findDrift(outputs, root)).toEqual({ stale: ["generated/types.ts"], orphans: [] });
  });

  it("reports an extra file that codegen no longer produces, at any depth", () => {
    write("generated/old.ts", "export {};\n");
    write("generated/validators/deep/gone.js", "export {};\n");
    expect(findDrift(outputs, root)).toEqual({
      stale: [],
      orphans: ["generated/old.ts", "generated/validators/deep/gone.js"],
    });
  });

  it("ignores files outside generated/", () => {
    write("schemas/extra.json", "{}");
    expect(findDrift(outputs, root)).toEqual({ stale: [], orphans: [] });
  });
});

describe("writeOutputs", () => {
  it("repairs every kind of drift and leaves none behind", () => {
    write("generated/types.ts", "changed\n");
    rmSync(path.join(root, "generated/README.md"));
    write("generated/old.ts", "export {};\n");

    expect(writeOutputs(outputs, root)).toEqual({
      stale: ["generated/README.md", "generated/types.ts"],
      orphans: ["generated/old.ts"],
    });
    expect(findDrift(outputs, root)).toEqual({ stale: [], orphans: [] });
    expect(readFileSync(path.join(root, "generated/types.ts"), "utf8")).toBe(
      outputs.get("generated/types.ts"),
    );
    expect(existsSync(path.join(root, "generated/old.ts"))).toBe(false);
  });
});
