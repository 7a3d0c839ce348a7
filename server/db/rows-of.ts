import type { SQL } from "drizzle-orm";
import type { Db } from "./client.ts";

type Rows<T> = { rows: T[] };

/**
 * The rows of a raw query, the same on node-postgres and PGlite (both answer `{rows}`). Counts
 * and bigints come back as strings from node-postgres: convert them with Number.
 */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as Rows<T>).rows;
}
