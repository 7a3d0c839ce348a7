// `npm run seed:catalog -- --products 100000`: a large catalogue for benchmarks (issue 8), in
// the configured database (DATABASE_URL, else the PGlite under DATA_DIR), after the demo seed.
import { readConfig } from "../platform/config.ts";
import { openDatabase } from "./client.ts";
import { seedLargeCatalog } from "./seed/catalog/seed-large.ts";
import { seedIfEmpty } from "./seed/seed.ts";

const flag = process.argv.indexOf("--products");
const count = flag >= 0 ? Number(process.argv[flag + 1]) : 100_000;
if (!Number.isInteger(count) || count < 1 || count > 1_000_000) {
  console.error("--products takes a whole number from 1 to 1,000,000");
  process.exit(1);
}
const database = await openDatabase(readConfig());
try {
  const started = performance.now();
  await database.migrate();
  await seedIfEmpty(database.db);
  const written = await seedLargeCatalog(database.db, count);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`${written} products added to the ${database.kind} catalogue in ${seconds} s`);
} finally {
  await database.close();
}
