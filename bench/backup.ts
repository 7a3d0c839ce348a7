// `npm run bench:backup`: a backup and its restore at BENCH_PRODUCTS products (default 100,000,
// as `npm run seed:catalog` adds them) on PGlite, or on DATABASE_URL (a database of its own: the
// bench migrates, seeds and, to restore, replaces it). The baseline, measured in the same run, is
// the bare dump (PGlite's data directory as one gzipped tar, or pg_dump alone): the ratio says
// what the manifest, the check that the copy opens, the media and the packing add.
import { mkdtemp, rm, stat } from "node:fs/promises";
import { sql } from "drizzle-orm";
import { tmpdir } from "node:os";
import path from "node:path";
import { megabytes } from "#server/db/backup-command.ts";
import { createBackup } from "#server/db/backup/backup.ts";
import { restoreBackup } from "#server/db/backup/restore.ts";
import { runClientProgram } from "#server/db/backup/snapshot.ts";
import { openDatabase } from "#server/db/client.ts";
import { seedLargeCatalog } from "#server/db/seed/catalog/seed-large.ts";
import { seedIfEmpty } from "#server/db/seed/seed.ts";

const products = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const databaseUrl = process.env.DATABASE_URL || undefined;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

const work = await mkdtemp(path.join(tmpdir(), "vitrina-bench-backup-"));
const dataDir = path.join(work, "data");
const mediaDir = path.join(work, "media");
try {
  const database = await openDatabase({ databaseUrl, dataDir });
  let file: string;
  try {
    await database.migrate();
    const seedStarted = performance.now();
    await seedIfEmpty(database.db, { port: 3000 });
    await seedLargeCatalog(database.db, products);
    console.log(`seeded ${products} products in ${seconds(performance.now() - seedStarted)}`);

    const bareStarted = performance.now();
    let bareBytes: number;
    if (databaseUrl) {
      const bare = path.join(work, "bare.sql");
      await runClientProgram("pg_dump", [`--dbname=${databaseUrl}`, `--file=${bare}`]);
      bareBytes = (await stat(bare)).size;
    } else bareBytes = (await database.dumpDataDir!()).size;
    const bareMs = performance.now() - bareStarted;

    // the site's queries meanwhile: the longest one waited as long as the site stood still
    let isBackingUp = true;
    let longestWait = 0;
    const probing = (async () => {
      while (isBackingUp) {
        const started = performance.now();
        await database.db.execute(sql`select 1`);
        longestWait = Math.max(longestWait, performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    const backup = await createBackup({
      database,
      databaseUrl,
      mediaDir,
      backupDir: path.join(work, "backups"),
    }).finally(() => (isBackingUp = false));
    await probing;
    file = backup.file;
    const rows = Object.values(backup.manifest.database.rowCounts).reduce((a, b) => a + b, 0);
    console.log(
      `backup (${databaseUrl ? "PostgreSQL" : "PGlite"}): ${seconds(backup.ms)}, ${megabytes(backup.size)} archive, ${rows} rows in ${Object.keys(backup.manifest.database.rowCounts).length} tables`,
    );
    console.log(`longest wait of a query during the backup: ${Math.round(longestWait)} ms`);
    console.log(
      `bare dump: ${seconds(bareMs)}, ${megabytes(bareBytes)} → backup/bare ${(backup.ms / bareMs).toFixed(2)}×`,
    );
  } finally {
    await database.close();
  }
  const restoreStarted = performance.now();
  await restoreBackup(file, {
    databaseUrl,
    dataDir: path.join(work, "restored"),
    mediaDir: path.join(work, "restored-media"),
  });
  console.log(
    `restore (checked against the manifest): ${seconds(performance.now() - restoreStarted)}`,
  );
} finally {
  await rm(work, { recursive: true, force: true });
}
