import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../../../db/client.ts";
import { backups } from "../../../db/schema-backups.ts";
import { backupStatus } from "./backup-status.ts";
import { claimDaily, dailyBackup, endInterrupted, pruneBackups } from "./run-backup.ts";
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

// Issue 24: what /admin says of the backups, and when the daily one is due.
let database: Database;
const now = new Date("2026-11-28T12:00:00Z");
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 60 * 60 * 1000);

beforeAll(async () => {
  database = await openDatabase({ databaseUrl: undefined, dataDir: ":memory:" });
  await database.migrate();
}, 60_000);
afterAll(() => database.close());
beforeEach(() => database.db.delete(backups));

const succeeded = (hours: number, size = 1000) => ({
  trigger: "daily",
  status: "succeeded",
  startedAt: hoursAgo(hours),
  finishedAt: hoursAgo(hours),
  file: `b-${hours}.tar.gz`,
  size,
});

describe("backupStatus", () => {
  it("is overdue with no backup at all", async () => {
    expect(await backupStatus(database.db, 7, now)).toEqual({
      lastSucceeded: null,
      lastFailed: null,
      isOverdue: true,
      isScheduled: true,
      keep: 7,
    });
  });

  it("names the newest success and is overdue only after a day", async () => {
    await database.db.insert(backups).values([succeeded(30, 10), succeeded(5, 2048)]);
    const status = await backupStatus(database.db, 0, now);
    expect(status.lastSucceeded).toEqual({
      finishedAt: hoursAgo(5).toISOString(),
      file: "b-5.tar.gz",
      size: 2048,
      trigger: "daily",
    });
    expect(status.isOverdue).toBe(false);
    expect(status.isScheduled).toBe(false);
    expect((await backupStatus(database.db, 7, hoursAgo(-20))).isOverdue).toBe(true);
  });

  it("tells a failure after the last success, not one before it", async () => {
    await database.db
      .insert(backups)
      .values([
        { trigger: "daily", status: "failed", finishedAt: hoursAgo(40), error: "old" },
        succeeded(30),
        { trigger: "daily", status: "failed", finishedAt: hoursAgo(2), error: "disk full" },
      ]);
    const status = await backupStatus(database.db, 7, now);
    expect(status.lastFailed).toEqual({
      finishedAt: hoursAgo(2).toISOString(),
      error: "disk full",
    });
    expect(status.isOverdue).toBe(true);
  });
});

describe("the daily backup", () => {
  it("is claimed once when due, not while one runs or after a success within the day", async () => {
    await database.db.insert(backups).values(succeeded(25));
    const claimed = await claimDaily(database.db, now);
    expect(claimed).toBeTypeOf("number");
    expect(await claimDaily(database.db, now)).toBeUndefined(); // one is running
    await database.db.delete(backups);
    await database.db.insert(backups).values(succeeded(3));
    expect(await claimDaily(database.db, now)).toBeUndefined();
  });

  it("takes a backup cut off hours ago for failed", async () => {
    await database.db
      .insert(backups)
      .values({ trigger: "daily", status: "running", startedAt: hoursAgo(3) });
    await endInterrupted(database.db, now);
    const status = await backupStatus(database.db, 7, now);
    expect(status.lastFailed?.error).toBe("interrupted");
    expect(await claimDaily(database.db, now)).toBeTypeOf("number");
  });

  it("is written when due and the folder keeps the newest", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "vitrina-daily-"));
    try {
      const source = {
        database,
        databaseUrl: undefined,
        mediaDir: path.join(dir, "none"),
        backupDir: dir,
      };
      const first = await dailyBackup(database.db, source, 1, hoursAgo(48));
      expect(first?.size).toBeGreaterThan(0);
      expect(await dailyBackup(database.db, source, 1, hoursAgo(47))).toBeUndefined();
      const second = await dailyBackup(database.db, source, 1, now);
      expect(second?.removed).toEqual([path.basename(first?.file ?? "")]);
      expect(await readdir(dir)).toEqual([path.basename(second?.file ?? "")]);
      const status = await backupStatus(database.db, 1, now);
      expect(status.lastSucceeded?.file).toBe(path.basename(second?.file ?? ""));
      expect(status.isOverdue).toBe(false);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it("keeps the newest archives, sweeps a killed backup's work folder, and touches nothing else", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "vitrina-prune-"));
    try {
      const names = [
        "vitrina-backup-20261120-010000Z.tar.gz",
        "vitrina-backup-20261121-010000Z.tar.gz",
        "vitrina-backup-20261122-010000Z.tar.gz",
        "vitrina-backup-20261122-010000Z-2.tar.gz",
        "notes.txt",
      ];
      await Promise.all(names.map((name) => writeFile(path.join(dir, name), "x")));
      // a backup killed three hours ago left its work folder; one under way now keeps its own
      for (const [name, at] of [
        [".partial-killed", new Date(now.getTime() - 3 * 60 * 60 * 1000)],
        [".partial-running", new Date(now.getTime() - 60 * 1000)],
      ] as const) {
        await mkdir(path.join(dir, name));
        await writeFile(path.join(dir, name, "database.tar"), "x");
        await utimes(path.join(dir, name), at, at);
      }
      expect(await pruneBackups(dir, 2, now)).toEqual([
        "vitrina-backup-20261121-010000Z.tar.gz",
        "vitrina-backup-20261120-010000Z.tar.gz",
        ".partial-killed",
      ]);
      expect((await readdir(dir)).sort()).toEqual([
        ".partial-running",
        "notes.txt",
        "vitrina-backup-20261122-010000Z-2.tar.gz",
        "vitrina-backup-20261122-010000Z.tar.gz",
      ]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
