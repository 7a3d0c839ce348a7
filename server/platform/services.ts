import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/client.ts";
import type { Cache } from "./cache.ts";
import type { ChangeEvents } from "./change-events.ts";
import type { Config } from "./config.ts";
import type { MailWorker } from "./mail/mail-worker.ts";

/** What every operation may use; built once per process in server/app.ts. */
export type Services = {
  db: Db;
  config: Config;
  cache: Cache;
  /** After a write: what it changed, applied here and told to every other instance. */
  changes: ChangeEvents;
  log: FastifyBaseLogger;
  /** The outbox worker: woken after a mail is queued; without SMTP_URL mails stay queued. */
  mail: Pick<MailWorker, "wake">;
};
