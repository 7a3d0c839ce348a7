// The server bench/sitemap.ts measures, in a process of its own so that its RSS is the server's
// alone: the API with the demo seed and BENCH_PRODUCTS generated products; prints its URL.
import { seedLargeCatalog } from "#server/db/seed/catalog/seed-large.ts";
import { startBenchApi } from "./api-server.ts";

const products = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const server = await startBenchApi(async (database) => {
  await seedLargeCatalog(database.db, products);
});
console.log(`ready ${server.url}`);
process.on("SIGTERM", () => {
  void server.app
    .close()
    .then(() => server.database.close())
    .then(() => process.exit(0));
});
