import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, startServer } from "./server-process.ts";

afterEach(cleanup);

const databaseUrl = process.env.DATABASE_URL;

// Needs a PostgreSQL to terminate connections of (CI: DATABASE_URL=… npm run test:server).
describe.skipIf(!databaseUrl)(
  "a lost PostgreSQL connection (issue 6; skipped unless DATABASE_URL names a PostgreSQL database)",
  () => {
    it("is logged, the process stays up and the next request reconnects", async () => {
      // the server's connections carry this name, so only they are terminated
      const applicationName = `vitrina-test-${randomUUID()}`;
      const server = await startServer({
        env: { DATABASE_URL: databaseUrl, PGAPPNAME: applicationName },
      });
      // several connections at once, idle in the pool afterwards
      const warmUp = await Promise.all(
        Array.from({ length: 4 }, () => fetch(`${server.url}/api/v1/health`)),
      );
      expect(warmUp.map((response) => response.status)).toEqual([200, 200, 200, 200]);

      const admin = new pg.Client({ connectionString: databaseUrl });
      await admin.connect();
      let terminated: number;
      try {
        const { rows } = await admin.query<{ terminated: boolean }>(
          "select pg_terminate_backend(pid) as terminated from pg_stat_activity where application_name = $1",
          [applicationName],
        );
        terminated = rows.filter((row) => row.terminated).length;
      } finally {
        await admin.end();
      }
      expect(terminated).toBeGreaterThan(0);

      // each lost connection is reported once: as lost while idle in the pool, or as the error
      // of a background job's query that had it (the outbox renderer's, the change events'
      // reader's); until then the pool may still hand it out
      const lost =
        /PostgreSQL connection lost|"msg":"(?:outbox renderer|change events|mail worker)"/g;
      await server.waitFor((output) => (output.match(lost) ?? []).length >= terminated, 15_000);
      expect(server.child.exitCode).toBeNull();
      const after = await fetch(`${server.url}/api/v1/health`);
      expect(after.status, server.output()).toBe(200);
      expect(server.child.exitCode).toBeNull();
    });
  },
);
