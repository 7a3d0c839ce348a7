import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase } from "#server/db/client.ts";
import { rowsOf } from "#server/db/rows-of.ts";

const databaseUrl = process.env.DATABASE_URL;

// decision 040; PGlite runs in the process and parses nothing over a wire
describe.skipIf(!databaseUrl)(
  "statements on PostgreSQL (skipped unless DATABASE_URL names a PostgreSQL database)",
  () => {
    it("are prepared once per connection and named after their text, long ones not", async () => {
      const database = await openDatabase({ databaseUrl, dataDir: ":memory:" });
      try {
        const named = await database.db.transaction(async (tx) => {
          const ask = (value: number) => rowsOf(tx, sql`select ${value}::int + 1 as "next"`);
          expect(await ask(1)).toEqual([{ next: 2 }]);
          expect(await ask(41)).toEqual([{ next: 42 }]);
          const long = `select $1::int as "one" -- ${"x".repeat(5000)}`;
          await rowsOf(tx, sql.raw(long.replace("$1", "1")));
          return rowsOf<{ name: string; statement: string }>(
            tx,
            sql`select name, statement from pg_prepared_statements order by prepare_time`,
          );
        });
        const asked = named.filter((row) => row.statement.includes(`+ 1 as "next"`));
        expect(asked).toHaveLength(1);
        expect(asked[0]?.name).toMatch(/^v[\w-]{20}$/);
        expect(named.some((row) => row.statement.includes("xxxx"))).toBe(false);
      } finally {
        await database.close();
      }
    });
  },
);
