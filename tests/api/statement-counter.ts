import { PGlite } from "@electric-sql/pglite";
import pg from "pg";

// Counts the SQL statements a server in this process sends (issue 17: statements per order),
// on either driver: node-postgres' Client.query (pools run every query through a client) and
// PGlite's query, with a transaction's BEGIN and COMMIT (PGlite sends them past its query).

let count = 0;
let isInstalled = false;

type Query = (...args: unknown[]) => unknown;

function install(): void {
  if (isInstalled) return;
  isInstalled = true;
  const clientProto = pg.Client.prototype as unknown as { query: Query };
  const pgQuery = clientProto.query;
  clientProto.query = function (this: unknown, ...args: unknown[]) {
    count += 1;
    return pgQuery.apply(this, args);
  };
  const liteProto = PGlite.prototype as unknown as { query: Query; transaction: Query };
  const liteQuery = liteProto.query;
  liteProto.query = function (this: unknown, ...args: unknown[]) {
    count += 1;
    return liteQuery.apply(this, args);
  };
  const liteTransaction = liteProto.transaction;
  liteProto.transaction = function (this: unknown, callback: unknown) {
    count += 2; // BEGIN and COMMIT (or ROLLBACK)
    return liteTransaction.call(this, async (tx: { query: Query }) => {
      const txQuery = tx.query.bind(tx);
      tx.query = (...args: unknown[]) => {
        count += 1;
        return txQuery(...args);
      };
      return (callback as (tx: unknown) => unknown)(tx);
    });
  };
}

/** The statements sent while `run` ran (nothing else may use the database meanwhile). */
export async function countStatements<T>(
  run: () => Promise<T>,
): Promise<{ result: T; statements: number }> {
  install();
  const before = count;
  const result = await run();
  return { result, statements: count - before };
}
