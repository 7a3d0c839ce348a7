import { createCache } from "../platform/create-cache.ts";
import { readConfig } from "../platform/config.ts";
import { checkDatabaseUrl, describeStartupError } from "../platform/startup-error.ts";
import { type RestoreReport, restoreBackup } from "./backup/restore.ts";

/** What a restore brought back, as `npm run restore` prints it. */
export function describeRestore(file: string, report: RestoreReport): string {
  const { manifest } = report;
  const counts = Object.entries(manifest.database.rowCounts);
  const rows = counts.reduce((sum, [, count]) => sum + count, 0);
  const shown = ["orders", "order_lines", "catalog_products", "users", "media_items"]
    .filter((table) => table in manifest.database.rowCounts)
    .map((table) => `${table} ${manifest.database.rowCounts[table]}`)
    .join(", ");
  const migrated =
    report.migrationsAfter > report.migrationsBefore
      ? `; migrated forward from ${report.migrationsBefore} to ${report.migrationsAfter} migrations`
      : "";
  return [
    `Restored ${file} (taken ${manifest.createdAt} by Vitrina ${manifest.app.version}):`,
    `  database (${manifest.database.kind}): ${counts.length} tables, ${rows} rows (${shown})${migrated}`,
    `  media: ${manifest.media.length} files`,
    ...(report.replaced.length > 0
      ? [
          `  what it replaced is kept in ${report.replaced.join(" and ")}; delete it once you are sure`,
        ]
      : []),
  ].join("\n");
}

// `npm run restore -- FILE`
if (import.meta.main) {
  const config = readConfig();
  const file = process.argv[2];
  if (!file) {
    console.error("Usage: npm run restore -- <archive> (an archive `npm run backup` wrote)");
    process.exit(2);
  }
  try {
    if (config.databaseUrl) checkDatabaseUrl(config.databaseUrl);
    const report = await restoreBackup(file, config);
    // nothing cached from the replaced data may outlive it (Redis outlives the process)
    const cache = await createCache(config);
    await cache.clear();
    await cache.close();
    console.log(describeRestore(file, report));
  } catch (error) {
    console.error(
      describeStartupError(error, config, "restore the backup") ??
        `Restore refused: ${error instanceof Error ? error.message : String(error)}`,
    );
    process.exit(1);
  }
}
