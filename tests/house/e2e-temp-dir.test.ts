import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

// playwright.config.ts is loaded by Playwright's runner and again by every worker. The browser
// tests must leave no temporary directory behind: the runner makes one and removes it on exit,
// a worker (which inherits its path) makes none and removes nothing.
const repoRoot = path.resolve(import.meta.dirname, "../..");

function loadConfig(directory?: string): string {
  const { VITRINA_E2E_TMP: _inherited, ...env } = process.env;
  const script = `await import(${JSON.stringify(path.join(repoRoot, "playwright.config.ts"))});
    console.log(process.env.VITRINA_E2E_TMP);`;
  const run = spawnSync(process.execPath, ["--input-type=module", "-e", script], {
    cwd: repoRoot,
    env: directory ? { ...env, VITRINA_E2E_TMP: directory } : env,
    encoding: "utf8",
  });
  expect(run.status, run.stderr).toBe(0);
  return run.stdout.trim();
}

describe("the browser tests' temporary directory", () => {
  it("is made by the runner and gone when it exits", () => {
    const directory = loadConfig();
    expect(directory.startsWith(path.join(tmpdir(), "vitrina-e2e-"))).toBe(true);
    expect(existsSync(directory)).toBe(false);
  });

  it("is reused by a worker, which leaves it to the runner", () => {
    const runners = mkdtempSync(path.join(tmpdir(), "vitrina-e2e-"));
    try {
      expect(loadConfig(runners)).toBe(runners);
      expect(existsSync(runners)).toBe(true);
    } finally {
      rmSync(runners, { recursive: true, force: true });
    }
  });
});
