import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// `npm run check:imports` runs dependency-cruiser with .dependency-cruiser.js over the repo. This
// runs the same command with the same config over a small house of our shape whose files break
// each rule once, spelled both as relative paths and as package.json "imports" aliases, and
// checks that every break is reported under its rule and that the allowed imports are not.
const repoRoot = path.resolve(import.meta.dirname, "../..");
const cli = path.join(repoRoot, "node_modules/dependency-cruiser/bin/dependency-cruiser.mjs");
const config = path.join(repoRoot, ".dependency-cruiser.js");

const fixture: Record<string, string> = {
  "package.json": JSON.stringify({
    type: "module",
    imports: {
      "#common/*": "./common/*",
      "#src/*": "./src/*",
      "#server/*": "./server/*",
      "#generated/*": "./generated/*",
      "#admin/*": "./admin/*",
    },
  }),
  "generated/types.ts": "export type Id = number;\n",
  "generated/from-common.ts":
    'import { shared } from "#common/shared.ts";\nexport const g = shared;\n',
  "locales/hr.ts": 'import { page } from "../src/page.tsx";\nexport const hr = { page };\n',
  "common/shared.ts":
    'import type { Id } from "#generated/types.ts";\nexport const shared: Id = 1;\n',
  "common/to-server.ts": 'import { boot } from "../server/boot.ts";\nexport const c = boot;\n',
  "server/boot.ts": 'import { shared } from "#common/shared.ts";\nexport const boot = shared;\n',
  "server/relative.ts": 'import { page } from "../src/page.tsx";\nexport const r = page;\n',
  "server/aliased.ts": 'import { page } from "#src/page.tsx";\nexport const a = page;\n',
  "server/to-admin.ts": 'import { panel } from "#admin/panel.tsx";\nexport const p = panel;\n',
  "src/page.tsx": 'import { shared } from "#common/shared.ts";\nexport const page = shared;\n',
  "src/to-server.ts": 'import { boot } from "#server/boot.ts";\nexport const s = boot;\n',
  "src/to-admin.ts": 'import { panel } from "../admin/panel.tsx";\nexport const s = panel;\n',
  "src/cycle-a.ts": 'import { b } from "./cycle-b.ts";\nexport const a = () => b;\n',
  "src/cycle-b.ts": 'import { a } from "./cycle-a.ts";\nexport const b = () => a;\n',
  "src/missing.ts": 'import { gone } from "#src/not-there.ts";\nexport const m = gone;\n',
  "admin/panel.tsx": 'import { page } from "#src/page.tsx";\nexport const panel = page;\n',
  "admin/to-server.ts": 'import { boot } from "../server/boot.ts";\nexport const x = boot;\n',
  "codegen/main.ts": 'import type { Id } from "../generated/types.ts";\nexport const id: Id = 1;\n',
  "server/platform/cache.ts":
    'import { shared } from "#common/shared.ts";\nexport const cache = shared;\n',
  "server/platform/to-module.ts":
    'import { site } from "../modules/site/site.ts";\nexport const t = site;\n',
  "server/platform/aliased-module.ts":
    'import { site } from "#server/modules/site/site.ts";\nexport const t = site;\n',
  "server/modules/site/site.ts":
    'import { cache } from "../../platform/cache.ts";\nexport const site = cache;\n',
  "server/uses-tests.ts":
    'import { helper } from "../tests/helper.ts";\nexport const u = helper;\n',
  "tests/helper.ts":
    'import { boot } from "#server/boot.ts";\nimport { page } from "#src/page.tsx";\n' +
    "export const helper = [boot, page];\n",
};

type Violation = { rule: { name: string }; from: string; to: string };
let root = "";
let violations: string[] = [];

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), "vitrina-boundaries-"));
  for (const [file, content] of Object.entries(fixture)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  }
  const run = spawnSync(process.execPath, [cli, "--config", config, "--output-type", "json", "."], {
    cwd: root,
    encoding: "utf8",
  });
  if (run.status === null || !run.stdout)
    throw new Error(`dependency-cruiser failed: ${run.stderr}`);
  const result = JSON.parse(run.stdout) as { summary: { violations: Violation[] } };
  violations = result.summary.violations
    .map(({ rule, from, to }) => `${rule.name}: ${from} -> ${to}`)
    .sort();
}, 60_000);

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("the import-boundary check", () => {
  it("reports every forbidden import under its rule, relative and aliased alike", () => {
    expect(violations).toEqual(
      [
        "admin-not-to-server: admin/to-server.ts -> server/boot.ts",
        "codegen-reads-schemas-only: codegen/main.ts -> generated/types.ts",
        "common-is-neutral: common/to-server.ts -> server/boot.ts",
        "generated-imports-none-of-ours: generated/from-common.ts -> common/shared.ts",
        "locales-import-none-of-ours: locales/hr.ts -> src/page.tsx",
        "no-circular: src/cycle-a.ts -> src/cycle-b.ts",
        "not-to-unresolvable: src/missing.ts -> #src/not-there.ts",
        "platform-not-to-modules: server/platform/aliased-module.ts -> server/modules/site/site.ts",
        "platform-not-to-modules: server/platform/to-module.ts -> server/modules/site/site.ts",
        "product-not-to-tooling: server/uses-tests.ts -> tests/helper.ts",
        "server-not-to-site: server/aliased.ts -> src/page.tsx",
        "server-not-to-site: server/relative.ts -> src/page.tsx",
        "server-not-to-site: server/to-admin.ts -> admin/panel.tsx",
        "site-not-to-server-or-admin: src/to-admin.ts -> admin/panel.tsx",
        "site-not-to-server-or-admin: src/to-server.ts -> server/boot.ts",
      ].sort(),
    );
  });

  it("lets the allowed directions through", () => {
    const allowed = [
      "common/shared.ts -> generated/types.ts",
      "server/boot.ts -> common/shared.ts",
      "src/page.tsx -> common/shared.ts",
      "admin/panel.tsx -> src/page.tsx",
      "server/modules/site/site.ts -> server/platform/cache.ts",
      "tests/helper.ts -> server/boot.ts",
      "tests/helper.ts -> src/page.tsx",
    ];
    for (const edge of allowed) expect(violations.join("\n")).not.toContain(edge);
  });
});
