import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/client.ts";
import type { BackupSource } from "../../db/backup/backup.ts";
import { serveControl } from "../../platform/control-socket.ts";
import { registerOperation } from "../../platform/http/register-operation.ts";
import type { Services } from "../../platform/services.ts";
import { backupStatus } from "./operations/backup-status.ts";
import { dailyBackup, runBackup, summarise } from "./operations/run-backup.ts";

/** How often the server asks whether the daily backup is due (the first time a minute after start). */
export const dailyCheckMs = 60 * 60 * 1000;
const firstCheckMs = 60 * 1000;

/** The backups' state for /admin (back office only, as every /api/v1/admin operation). */
export function backupRoutes(api: FastifyInstance, services: Services): void {
  registerOperation(api, services, "getBackupStatus", () =>
    backupStatus(services.db, services.config.backupKeep),
  );
}

/**
 * Backups in the server process (issue 24, decision 060): the daily backup (claimed by one
 * instance, the newest BACKUP_KEEP archives kept) and, for PGlite on disk, the data directory's
 * control socket through which `npm run backup` asks this process, the only one that may open
 * the database, for a backup.
 */
export function installBackups(app: FastifyInstance, services: Services, database: Database): void {
  const { config } = services;
  const source: BackupSource = {
    database,
    databaseUrl: config.databaseUrl,
    mediaDir: config.mediaDir,
    backupDir: config.backupDir,
  };
  let inFlight: Promise<unknown> | undefined;
  const once = <T>(work: () => Promise<T>): Promise<T> => {
    const run = (inFlight ?? Promise.resolve()).catch(() => undefined).then(work);
    inFlight = run.finally(() => {
      if (inFlight === run) inFlight = undefined;
    });
    return run;
  };
  const daily = async () => {
    const result = await dailyBackup(services.db, source, config.backupKeep);
    if (result)
      services.log.info(
        { file: result.file, size: result.size, ms: result.ms, removed: result.removed },
        "daily backup written",
      );
  };

  const timers: NodeJS.Timeout[] = [];
  let stopControl: (() => Promise<void>) | undefined;
  app.addHook("onReady", async () => {
    if (config.backupKeep > 0) {
      const tick = () =>
        void once(daily).catch((error: unknown) =>
          services.log.error({ err: error }, "daily backup failed"),
        );
      timers.push(setTimeout(tick, firstCheckMs).unref(), setInterval(tick, dailyCheckMs).unref());
    }
    if (database.dumpDataDir && config.dataDir !== ":memory:") {
      stopControl = await serveControl(config.dataDir, {
        backup: () => once(async () => summarise(await runBackup(services.db, source, "command"))),
      }).catch((error: unknown) => {
        // a data directory whose path is too long for a socket: the daily backup still runs
        services.log.warn({ err: error }, "npm run backup cannot reach this server");
        return undefined;
      });
    }
  });
  app.addHook("onClose", async () => {
    for (const timer of timers) clearTimeout(timer);
    await stopControl?.();
    await inFlight?.catch(() => undefined);
  });
}
