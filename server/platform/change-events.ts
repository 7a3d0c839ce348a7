import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Database, Db } from "../db/client.ts";
import { type CoalescedJob, startCoalescedJob } from "./coalesced-job.ts";
import { rowsOf } from "../db/rows-of.ts";
import { changeEvents } from "../db/schema.ts";
import type { Cache } from "./cache.ts";
import type { CatalogChange, Change, StoredChange } from "./change.ts";

/** The NOTIFY channel of change_events (an identifier: no quoting needed). */
const channel = "vitrina_changes";
// A row whose id was taken before another's but committed after it is found by its age.
const lateWindow = sql`interval '10 seconds'`;
const seenForMs = 60_000;
const keptFor = sql`interval '1 hour'`;

export type ChangeEvents = {
  /**
   * After a write: applies its change on this instance at once (cache, catalogue listeners) and
   * records it in PostgreSQL, where every other instance reads it within the poll interval, at
   * once while its LISTEN connection holds.
   */
  publish: (change: Change) => Promise<void>;
  /**
   * Calls listener with every catalogue change, this instance's own and the others', and waits
   * for it before the change's cache entries are dropped (the in-memory catalogue indexes are
   * patched first, so no list is cached again from the old ones).
   */
  onCatalogChange: (listener: (change: CatalogChange) => void | Promise<void>) => void;
  /** Starts reading the other instances' changes (server/app.ts). */
  start: (listen: Database["listen"]) => Promise<void>;
  close: () => Promise<void>;
};

type Row = { id: number; origin: string; change: StoredChange };

/**
 * Change events through the database every instance shares (docs/decisions/033): a write
 * inserts a row into change_events and NOTIFYs; every instance LISTENs, reads the rows it has not
 * seen, and polls as well, so a lost LISTEN connection delays a change by one poll at most. On
 * PGlite (one process holds the data directory) the same code path finds only its own rows.
 */
export function createChangeEvents(options: {
  db: Db;
  cache: Cache;
  /** Told once when reading fails (until a read succeeds again) and when a listener throws. */
  onError: (error: unknown) => void;
  pollMs?: number;
}): ChangeEvents {
  const { db, cache } = options;
  const origin = randomUUID();
  const listeners: ((change: CatalogChange) => void | Promise<void>)[] = [];
  const seen = new Map<number, number>();
  let lastId = 0;
  let isFailing = false;
  let prunedAt = 0;
  let unlisten: (() => Promise<void>) | undefined;
  let reader: CoalescedJob | undefined;

  const tellListeners = async (change: CatalogChange | undefined): Promise<void> => {
    if (!change) return;
    for (const listener of listeners) {
      try {
        await listener(change);
      } catch (error) {
        options.onError(error);
      }
    }
  };

  async function apply(change: StoredChange): Promise<void> {
    await tellListeners(change.catalog);
    // the writer moved the shared cache (Redis) itself; else each instance drops its own
    if (change.isShared) cache.invalidateLocal(change.tags);
    else await cache.invalidate(change.tags);
  }

  async function readNew(isApplied: boolean): Promise<void> {
    const rows = await rowsOf<Row>(
      db,
      sql`select ${changeEvents.id} as id, ${changeEvents.origin} as origin,
          ${changeEvents.change} as change
        from ${changeEvents}
        where ${changeEvents.id} > ${lastId} or ${changeEvents.createdAt} > now() - ${lateWindow}
        order by ${changeEvents.id}`,
    );
    const now = Date.now();
    for (const row of rows) {
      const id = Number(row.id);
      if (seen.has(id)) continue;
      seen.set(id, now);
      lastId = Math.max(lastId, id);
      if (isApplied && row.origin !== origin) await apply(row.change);
    }
    for (const [id, at] of seen) if (at < now - seenForMs) seen.delete(id);
  }

  /** A read of what is new, told once when reads fail (until one succeeds again). */
  async function readOnce(): Promise<void> {
    try {
      await readNew(true);
      isFailing = false;
    } catch (error) {
      if (!isFailing) options.onError(error);
      isFailing = true;
    }
  }

  return {
    async publish(change: Change): Promise<void> {
      await tellListeners(change.catalog);
      const isShared = await cache.invalidate(change.tags);
      const stored: StoredChange = { ...change, isShared };
      await db.execute(
        sql`with added as (
            insert into ${changeEvents} (origin, change)
            values (${origin}, ${JSON.stringify(stored)}::jsonb) returning id)
          select pg_notify(${channel}, id::text) from added`,
      );
      if (Date.now() - prunedAt > 60_000) {
        prunedAt = Date.now();
        await db.execute(
          sql`delete from ${changeEvents} where ${changeEvents.createdAt} < now() - ${keptFor}`,
        );
      }
    },
    onCatalogChange(listener) {
      listeners.push(listener);
    },
    async start(listen) {
      await readNew(false); // what was written before this instance started is in the database
      // one read at a time: a notification during a read makes one more after it
      const job = startCoalescedJob({
        run: readOnce,
        pollMs: options.pollMs ?? 500,
        onError: options.onError,
      });
      reader = job;
      unlisten = await listen(channel, job.wake);
    },
    async close() {
      await unlisten?.();
      await reader?.stop();
    },
  };
}
