import type { FastifyInstance } from "fastify";
import type { Services } from "../../platform/services.ts";
import { sweepCarts } from "./operations/sweep-carts.ts";

/** How often the server deletes carts nobody can come back to. */
export const sweepIntervalMs = 60 * 60 * 1000;

/**
 * The cart sweep of this server process (operations/sweep-carts.ts), once after start and then
 * hourly. Carts are made by anyone (spec 4: the first add), so their rows must not pile up.
 * Instances sharing a database may sweep at once: a delete of what is due is harmless twice.
 */
export function installCartSweeper(app: FastifyInstance, services: Services): void {
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<unknown> | undefined;
  const tick = () => {
    if (inFlight) return;
    inFlight = sweepCarts(services.db, new Date())
      .then((count) => {
        if (count > 0) services.log.info({ count }, "carts swept");
      })
      .catch((error: unknown) => services.log.error({ err: error }, "cart sweep failed"))
      .finally(() => {
        inFlight = undefined;
      });
  };
  app.addHook("onReady", async () => {
    tick();
    timer = setInterval(tick, sweepIntervalMs);
    timer.unref();
  });
  app.addHook("onClose", async () => {
    clearInterval(timer);
    await inFlight;
  });
}
