import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/client.ts";
import type { Cache } from "./cache.ts";
import type { ChangeEvents } from "./change-events.ts";
import type { Config } from "./config.ts";
import type { CoalescedJob } from "./coalesced-job.ts";

/** What every operation may use; built once per process in server/app.ts. */
export type Services = {
  db: Db;
  config: Config;
  cache: Cache;
  /** After a write: what it changed, applied here and told to every other instance. */
  changes: ChangeEvents;
  log: FastifyBaseLogger;
  /**
   * The outbox, woken after a mail is queued: an order's mails are rendered (outbox-renderer.ts),
   * then the worker delivers with SMTP_URL; without it mails stay in the outbox.
   */
  mail: Pick<CoalescedJob, "wake" | "runOnce">;
};
