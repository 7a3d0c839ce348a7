import type { FastifyInstance } from "fastify";
import type { Services } from "../../platform/services.ts";
import { publishDue } from "./operations/schedule.ts";

/** How often the server looks for due scheduled publishes. */
export const schedulerIntervalMs = 30_000;

/**
 * The scheduled-publish loop of this server process: every interval it publishes what is due
 * (operations/schedule.ts). Schedules live in the database, so they survive restarts and a
 * schedule missed while the server was down is published on the first tick after start.
 */
export function installPublishScheduler(
  app: FastifyInstance,
  services: Services,
  { intervalMs = schedulerIntervalMs, now = () => new Date() } = {},
): void {
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<unknown> | undefined;
  const tick = () => {
    if (inFlight) return; // the last tick is still publishing
    inFlight = publishDue(services, now())
      .catch((error: unknown) => services.log.error({ err: error }, "scheduled publishing failed"))
      .finally(() => {
        inFlight = undefined;
      });
  };
  app.addHook("onReady", async () => {
    tick();
    timer = setInterval(tick, intervalMs);
    timer.unref();
  });
  app.addHook("onClose", async () => {
    clearInterval(timer);
    await inFlight;
  });
}
