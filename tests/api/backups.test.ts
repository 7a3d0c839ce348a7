import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BackupStatus } from "#generated/types.ts";
import { backups } from "#server/db/schema-backups.ts";
import { claimDaily } from "#server/modules/backups/operations/run-backup.ts";
import { accessTokenOf, asEditor } from "./backoffice.ts";
import { call, errorOf, payload } from "./http.ts";
import { startTestServer, type TestServer } from "./server.ts";

// Issue 24 (decision 060): the backups' state is the back office's alone, and of several
// instances asking at once whether the daily backup is due, exactly one takes it.
describe("the backups' state", () => {
  it("answers the back office, and nobody else", async () => {
    expect(errorOf(await call("/api/v1/admin/backups")).status).toBe(401);
    const shopper = await accessTokenOf("shopper");
    expect(
      errorOf(await call("/api/v1/admin/backups", { headers: asEditor(shopper) })).status,
    ).toBe(403);
    const editor = await accessTokenOf("back-office");
    const status = payload<BackupStatus>(
      await call("/api/v1/admin/backups", { headers: asEditor(editor) }),
    );
    expect(typeof status.isOverdue).toBe("boolean");
    expect(status.keep).toBeGreaterThanOrEqual(0);
  });
});

describe("the daily backup's claim", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({}, { isFresh: false });
  }, 120_000);
  afterAll(async () => {
    await server.database.db.delete(backups);
    await server.close();
  });

  it("goes to one of twenty instances asking at once", async () => {
    await server.database.db.delete(backups);
    const now = new Date();
    const claims = await Promise.all(
      Array.from({ length: 20 }, () => claimDaily(server.services.db, now)),
    );
    expect(claims.filter((claim) => claim !== undefined)).toHaveLength(1);
    expect(await server.database.db.select().from(backups)).toHaveLength(1);
  });
});
