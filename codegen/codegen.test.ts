import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { versionsFile } from "./element-versions.ts";
import { generateAll } from "./generate.ts";
import { repoRoot } from "./paths.ts";
import { findDrift } from "./writer.ts";

describe("codegen", () => {
  // one generation serves both tests (a run of every generator is about 8 s of CPU)
  let generated: ReturnType<typeof generateAll> | undefined;
  const outputsOnce = () => (generated ??= generateAll());

  it("is deterministic and matches the committed generated/ (else run npm run codegen)", async () => {
    const first = await outputsOnce();
    const second = await generateAll();
    expect([...second]).toEqual([...first]);
    expect(findDrift(first)).toEqual({ stale: [], orphans: [] });
    // two generations take about 16 s alone; a machine busy with other test lanes needs longer
  }, 180_000);

  it("writes standalone validators without require() and every file with the banner", async () => {
    const outputs = await outputsOnce();
    for (const [file, content] of outputs) {
      if (file.endsWith(".js")) expect(content, file).not.toContain("require(");
      // the element version record is JSON (no comments): its first key says who writes it
      if (file === versionsFile)
        expect(content).toMatch(/^\{\n {2}"\$comment": "Written by `npm run codegen`/);
      else expect(content, file).toMatch(/^(\/\/|<!--) DO NOT EDIT: generated from /);
    }
    const onDisk = readFileSync(
      path.join(repoRoot, "generated/validators/entities/term.js"),
      "utf8",
    );
    expect(onDisk).not.toContain("require(");
    expect(onDisk).toMatch(/^import \* as __m\d+ from "ajv\/dist\/runtime\/ucs2length\.js";$/m);
  }, 60_000);
});
