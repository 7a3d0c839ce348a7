import { spawn } from "node:child_process";
import { cp, mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { migrate } from "drizzle-orm/pglite/migrator";
import { eq, sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { createBackup } from "#server/db/backup/backup.ts";
import { sha256Of } from "#server/db/backup/files.ts";
import { countRows, queryOf } from "#server/db/backup/snapshot.ts";
import { openDatabase } from "#server/db/client.ts";
import { dropPostgresSchema } from "#server/db/reset.ts";
import { catalogProducts } from "#server/db/schema.ts";
import { orderLines } from "#server/db/schema-shop.ts";
import { cleanup, seededDataDir, startServer, tempDir } from "./server-process.ts";
import {
  addProduct,
  databaseUrl,
  open,
  pool,
  readyCart,
  type Session,
  type Store,
} from "./shop-process.ts";

afterEach(cleanup);

// Issue 24 (decision 060): `npm run backup` while orders arrive, wipe, `npm run restore`, and
// everything the manifest counts is back; a damaged archive changes nothing. PGlite, and
// PostgreSQL when DATABASE_URL is set.

const root = path.resolve(import.meta.dirname, "../..");

/** Runs one of the project's commands (Node 24, the test's environment plus env). */
function command(script: string, args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, [script, ...args], {
      cwd: root,
      env: { ...process.env, LOG_LEVEL: "warn", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("close", (code) => resolve({ code, output }));
  });
}

async function counts(store: Store) {
  const database = await open(store);
  try {
    return await countRows(queryOf(database.db));
  } finally {
    await database.close();
  }
}

/** Stock left equals the initial less every ordered unit, and every order has its one line. */
async function stockAgrees(store: Store, productId: number, initial: number) {
  const database = await open(store);
  try {
    const [product] = await database.db
      .select({ stock: catalogProducts.stock })
      .from(catalogProducts)
      .where(eq(catalogProducts.id, productId));
    const [sold] = await database.db
      .select({ units: sql<number>`coalesce(sum(${orderLines.qty}), 0)::int` })
      .from(orderLines)
      .where(eq(orderLines.productId, productId));
    expect(product?.stock).toBe(initial - (sold?.units ?? 0));
    return sold?.units ?? 0;
  } finally {
    await database.close();
  }
}

async function wipe(store: Store, dataDir: string) {
  if (store.isPostgres) {
    const database = await open(store);
    await dropPostgresSchema(database).finally(() => database.close());
  } else await rm(path.join(dataDir, "pglite"), { recursive: true, force: true });
  await rm(path.join(dataDir, "media"), { recursive: true, force: true });
}

describe.each([
  { name: "PGlite", isPostgres: false },
  { name: "PostgreSQL", isPostgres: true },
])("backup and restore on $name (issue 24)", ({ isPostgres }) => {
  it.skipIf(isPostgres && !databaseUrl)(
    "backs up while orders arrive, restores all of it, refuses a damaged archive",
    async () => {
      const dataDir = await seededDataDir("backup");
      const backupDir = path.join(dataDir, "archives");
      const store = { dataDir, isPostgres };
      const env = {
        DATA_DIR: dataDir,
        DATABASE_URL: isPostgres ? (databaseUrl ?? "") : "",
        BACKUP_DIR: backupDir,
      };
      const first = await startServer({ dataDir, env });
      await first.stop("SIGTERM");
      const initial = 500;
      const productId = await addProduct(store, initial);
      const mediaFile = path.join(dataDir, "media", "backup-test", "photo.webp");
      await mkdir(path.dirname(mediaFile), { recursive: true });
      const photo = Buffer.from(crypto.getRandomValues(new Uint8Array(50_000)));
      await writeFile(mediaFile, photo);

      const server = await startServer({ dataDir, env });
      const sessions: Session[] = [];
      await pool(
        Array.from({ length: 40 }, () => async () => {
          sessions.push(await readyCart(server, productId));
        }),
        6,
      );
      // orders keep arriving while the backup runs
      const placing = pool(
        sessions.map((session) => async () => {
          await fetch(`${server.url}/api/v2/order/create`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ ...session, consents: ["privacy", "terms"] }),
          });
        }),
        4,
      );
      const backup = await command("server/db/backup-command.ts", [], env);
      await placing;
      expect(backup.output).toMatch(/Backup written: .*vitrina-backup-\d{8}-\d{6}Z\.tar\.gz/);
      expect(backup.code).toBe(0);
      const [archive] = (await readdir(backupDir)).filter((name) => name.endsWith(".tar.gz"));
      const file = path.join(backupDir, archive ?? "");

      // PGlite: the data directory is the server's; a restore under it is refused
      if (!isPostgres) {
        const refused = await command("server/db/restore-command.ts", [file], env);
        expect(refused.code).toBe(1);
        expect(refused.output).toMatch(/in use by another Vitrina process/);
      } else {
        const refused = await command("server/db/restore-command.ts", [file], env);
        expect(refused.output).toMatch(/a Vitrina server is connected/);
      }
      await server.stop("SIGTERM");

      await wipe(store, dataDir);
      const restored = await command("server/db/restore-command.ts", [file], env);
      expect(restored.output).toMatch(/^Restored /);
      expect(restored.code).toBe(0);
      const after = await counts(store);
      const described = restored.output;
      // every table the manifest counted holds as many rows as it counted
      const unpacked = await tempDir("manifest");
      const tar = await import("tar");
      await tar.x({ file, cwd: unpacked }, ["manifest.json"]);
      const written = JSON.parse(await readFile(path.join(unpacked, "manifest.json"), "utf8")) as {
        database: { rowCounts: Record<string, number> };
        media: { path: string; sha256: string }[];
      };
      expect(after).toEqual(written.database.rowCounts);
      expect(written.database.rowCounts.orders).toBeGreaterThan(0);
      expect(written.database.rowCounts.users).toBeGreaterThan(0);
      expect(described).toContain(`orders ${written.database.rowCounts.orders}`);
      // whole orders only: the stock agrees with the ordered units
      await stockAgrees(store, productId, initial);
      // the media came back byte for byte, as the manifest describes it
      expect(await readFile(mediaFile)).toEqual(photo);
      expect(written.media.find((item) => item.path === "backup-test/photo.webp")?.sha256).toBe(
        await sha256Of(mediaFile),
      );

      // damaged archives: cut short, one byte changed; each refused, nothing changed
      const truncated = path.join(backupDir, "truncated.tar.gz");
      const bytes = await readFile(file);
      await writeFile(truncated, bytes.subarray(0, Math.floor(bytes.length / 2)));
      const flipped = path.join(backupDir, "flipped.tar.gz");
      const changed = Buffer.from(bytes);
      const middle = Math.floor(changed.length / 2);
      changed.writeUInt8(changed.readUInt8(middle) ^ 0xff, middle);
      await writeFile(flipped, changed);
      for (const damaged of [truncated, flipped]) {
        const refused = await command("server/db/restore-command.ts", [damaged], env);
        expect(refused.code).toBe(1);
        expect(refused.output).toMatch(/Restore refused: .*nothing was changed/);
        expect(await counts(store)).toEqual(after);
      }

      // the restored site starts and serves
      const again = await startServer({ dataDir, env });
      expect((await fetch(`${again.url}/api/v1/health`)).status).toBe(200);
      await again.stop("SIGTERM");
    },
    600_000,
  );
});

describe("an archive of an older version", () => {
  it("is migrated forward when restored", async () => {
    // the database as the version before the newest migration left it
    const migrations = await tempDir("migrations");
    const source = path.join(root, "server/db/migrations");
    await cp(source, migrations, { recursive: true });
    const journalFile = path.join(migrations, "meta/_journal.json");
    const journal = JSON.parse(await readFile(journalFile, "utf8")) as { entries: unknown[] };
    journal.entries.pop();
    await writeFile(journalFile, JSON.stringify(journal));
    const older = await openDatabase({ databaseUrl: undefined, dataDir: ":memory:" });
    const backupDir = await tempDir("older-archive");
    let file: string;
    try {
      await migrate(older.db as never, { migrationsFolder: migrations });
      file = (
        await createBackup({
          database: older,
          databaseUrl: undefined,
          mediaDir: path.join(backupDir, "none"),
          backupDir,
        })
      ).file;
    } finally {
      await older.close();
    }
    const dataDir = await tempDir("older-restore");
    const restored = await command("server/db/restore-command.ts", [file], {
      DATA_DIR: dataDir,
      DATABASE_URL: "",
    });
    expect(restored.output).toContain(
      `migrated forward from ${journal.entries.length} to ${journal.entries.length + 1} migrations`,
    );
    expect(restored.code).toBe(0);
  }, 120_000);
});

describe("npm run db:reset", () => {
  it("backs up first, says where, and the archive restores what the reset removed", async () => {
    const dataDir = await seededDataDir("reset");
    const env = { DATA_DIR: dataDir, DATABASE_URL: "" };
    const store = { dataDir, isPostgres: false };
    const before = await counts(store);
    const reset = await command("server/db/reset.ts", [], env);
    expect(reset.code).toBe(0);
    const named = /Backed up first: (\S+vitrina-backup-\d{8}-\d{6}Z\.tar\.gz)/.exec(reset.output);
    expect(named, reset.output).not.toBeNull();
    expect(reset.output).toContain("Removed");
    const restored = await command("server/db/restore-command.ts", [named?.[1] ?? ""], env);
    expect(restored.code, restored.output).toBe(0);
    const after = await counts(store);
    // the reset's own record of its backup is the one row more
    expect({ ...after, backups: 0 }).toEqual({ ...before, backups: 0 });
    expect(after.backups).toBe((before.backups ?? 0) + 1);
  }, 120_000);
});
