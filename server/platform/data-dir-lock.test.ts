import { existsSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { hostname, tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DataDirLockedError, lockDataDir, lockFileName } from "./data-dir-lock.ts";
import { describeStartupError } from "./startup-error.ts";

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "vitrina-lock-"));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe("lockDataDir", () => {
  it("holds the directory until released, then lets the next owner in", async () => {
    const lock = await lockDataDir(dataDir);
    await expect(lockDataDir(dataDir)).rejects.toBeInstanceOf(DataDirLockedError);
    await lock.release();
    expect(existsSync(path.join(dataDir, lockFileName))).toBe(false);
    const next = await lockDataDir(dataDir);
    await next.release();
  });

  it.runIf(process.platform === "linux")(
    "holds the directory even when its lock file is taken away (the kernel's socket decides)",
    async () => {
      const lock = await lockDataDir(dataDir);
      await rm(path.join(dataDir, lockFileName));
      const refusal = await lockDataDir(dataDir).catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(DataDirLockedError);
      expect((refusal as Error).message).toContain("in use by another Vitrina process (starting)");
      await lock.release();
      const next = await lockDataDir(dataDir);
      await next.release();
    },
  );

  it("gives exactly one of many simultaneous attempts the lock", async () => {
    const attempts = await Promise.allSettled(
      Array.from({ length: 8 }, () => lockDataDir(dataDir)),
    );
    expect(attempts.filter((attempt) => attempt.status === "fulfilled")).toHaveLength(1);
    for (const attempt of attempts)
      if (attempt.status === "fulfilled") await attempt.value.release();
      else expect(attempt.reason).toBeInstanceOf(DataDirLockedError);
  });

  it("gives exactly one of many simultaneous attempts over a stale lock the lock, whole", async () => {
    const file = path.join(dataDir, lockFileName);
    const deadPid = spawnSync("true").pid;
    for (let round = 0; round < 20; round++) {
      const stale = { pid: deadPid, host: hostname(), token: `stale-${round}`, startedAt: "then" };
      await writeFile(file, JSON.stringify(stale));
      const attempts = await Promise.allSettled(
        Array.from({ length: 8 }, () => lockDataDir(dataDir)),
      );
      const won = attempts.filter((attempt) => attempt.status === "fulfilled");
      expect(won, `round ${round}`).toHaveLength(1);
      // the winner's lock is in place and whole, and no draft is left beside it
      const held = JSON.parse(await readFile(file, "utf8")) as { token: string };
      expect(held.token).not.toBe(stale.token);
      expect((await readdir(dataDir)).filter((name) => name !== lockFileName)).toEqual([]);
      await won[0]?.value.release();
    }
  });

  it("replaces a lock whose file is garbage (a writer that died half-way)", async () => {
    await writeFile(path.join(dataDir, lockFileName), "{");
    const lock = await lockDataDir(dataDir);
    const content = JSON.parse(await readFile(lock.file, "utf8")) as { pid: number };
    expect(content.pid).toBe(process.pid);
    await lock.release();
  });

  it("treats a lock from another host as held (its process cannot be checked)", async () => {
    const foreign = { pid: 1, host: "other-host", token: "x", startedAt: "then" };
    await writeFile(path.join(dataDir, lockFileName), JSON.stringify(foreign));
    const refusal = lockDataDir(dataDir);
    await expect(refusal).rejects.toThrow(/pid 1 on host other-host/);
    const error = (await refusal.catch((caught: unknown) => caught)) as Error;
    expect(
      describeStartupError(error, { port: 3000, host: "0.0.0.0", databaseUrl: undefined }),
    ).toContain(`If none runs there, delete ${path.join(dataDir, lockFileName)}.`);
  });

  it("never removes a lock that another owner took over", async () => {
    const lock = await lockDataDir(dataDir);
    const other = { pid: process.pid, host: "other-host", token: "other", startedAt: "now" };
    await writeFile(lock.file, JSON.stringify(other));
    await lock.release();
    expect(existsSync(lock.file)).toBe(true);
  });
});
