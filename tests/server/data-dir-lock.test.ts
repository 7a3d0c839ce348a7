import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import { hostname } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { lockFileName } from "#server/platform/data-dir-lock.ts";
import { cleanup, spawnServer, startServer, seededDataDir, tempDir } from "./server-process.ts";

afterEach(cleanup);

/** The one line a refused start prints (the rest of the output is empty). */
function errorLines(text: string): string[] {
  return text.split("\n").filter((line) => line.trim() !== "");
}

/** A pid that belonged to a process that has ended. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ["-e", ""]);
  await new Promise((resolve) => child.once("exit", resolve));
  if (!child.pid) throw new Error("no pid");
  return child.pid;
}

describe("the PGlite data directory lock (issue 6: one server per DATA_DIR)", () => {
  it("refuses a second server on the same DATA_DIR with one line naming the directory and the holder", async () => {
    const dataDir = await seededDataDir("lock");
    const first = await startServer({ dataDir });
    const second = await spawnServer({ dataDir });
    const exit = await second.exited;
    expect(exit.code).toBe(1);
    const lines = errorLines(second.output());
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(dataDir);
    expect(lines[0]).toContain(`pid ${first.child.pid}`);
    expect(lines[0]).toMatch(/Stop that server first, or set DATA_DIR/);
    // the first server never noticed
    expect((await fetch(`${first.url}/api/v1/health`)).status).toBe(200);
  });

  it("keeps db:reset from wiping a directory a running server uses, and releases the lock on SIGTERM", async () => {
    const dataDir = await seededDataDir("reset");
    const server = await startServer({ dataDir });
    const reset = await spawnServer({ dataDir, script: "server/db/reset.ts" });
    expect((await reset.exited).code).toBe(1);
    expect(errorLines(reset.output())).toEqual([
      expect.stringContaining(`pid ${server.child.pid}`),
    ]);
    expect(existsSync(path.join(dataDir, "pglite"))).toBe(true);

    expect((await server.stop("SIGTERM")).code).toBe(0);
    expect(existsSync(path.join(dataDir, lockFileName))).toBe(false);
    const resetAgain = await spawnServer({ dataDir, script: "server/db/reset.ts" });
    expect((await resetAgain.exited).code).toBe(0);
    expect(existsSync(path.join(dataDir, "pglite"))).toBe(false);
  });

  it("does not let the lock of a killed server (kill -9) block the next start", async () => {
    const dataDir = await seededDataDir("stale");
    const killed = await startServer({ dataDir });
    await killed.stop("SIGKILL");
    expect(existsSync(path.join(dataDir, lockFileName))).toBe(true);
    const next = await startServer({ dataDir });
    expect((await fetch(`${next.url}/api/v1/health`)).status).toBe(200);
    const lock = JSON.parse(await readFile(path.join(dataDir, lockFileName), "utf8")) as {
      pid: number;
    };
    expect(lock.pid).toBe(next.child.pid);
  });

  it("lets exactly one of two servers started at once over a stale lock run", async () => {
    const dataDir = await tempDir("race");
    const stale = { pid: await deadPid(), host: hostname(), token: "stale", startedAt: "then" };
    await writeFile(path.join(dataDir, lockFileName), JSON.stringify(stale));
    const servers = await Promise.all([spawnServer({ dataDir }), spawnServer({ dataDir })]);
    const outcomes = await Promise.all(
      servers.map((server) =>
        Promise.race([
          server.waitFor("Vitrina is running").then(() => "running" as const),
          server.exited.then((exit) => exit.code),
        ]),
      ),
    );
    expect(outcomes.toSorted()).toEqual([1, "running"]);
    const refused = servers[outcomes.indexOf(1)];
    const winner = servers[outcomes.indexOf("running")];
    expect(errorLines(refused?.output() ?? "")).toEqual([
      expect.stringContaining(`pid ${winner?.child.pid}`),
    ]);
  });
});
