import type { FastifyBaseLogger, FastifyInstance } from "fastify";

/** How long requests in flight may take to finish after SIGTERM/SIGINT before the process quits. */
export const shutdownGraceMs = 10_000;

/** Signals this soon after the first are its echo: npm forwards the terminal's Ctrl-C to its child. */
const echoMs = 1_000;

/**
 * On SIGTERM or SIGINT runs close (stop accepting, let requests in flight finish, close the
 * database and its lock) and exits 0; exits 1 when close fails, takes longer than
 * shutdownGraceMs, or another signal arrives later (a second Ctrl-C means "now").
 */
export function closeOnSignals(close: () => Promise<void>, log: FastifyBaseLogger): void {
  let closingSince: number | undefined;
  const onSignal = (signal: NodeJS.Signals) => {
    if (closingSince !== undefined) {
      if (Date.now() - closingSince < echoMs) return;
      log.warn(`${signal} again: stopping without waiting`);
      process.exit(1);
    }
    closingSince = Date.now();
    log.info(`${signal}: finishing requests in flight, then stopping`);
    setTimeout(() => {
      log.error(`requests still open after ${shutdownGraceMs} ms: stopping anyway`);
      process.exit(1);
    }, shutdownGraceMs).unref();
    close().then(
      () => {
        log.info("Vitrina stopped");
        process.exit(0);
      },
      (error: unknown) => {
        log.error({ err: error }, "closing failed");
        process.exit(1);
      },
    );
  };
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    // The process is ours to stop: with --dev, React Router's child Vite compiler installs a
    // SIGTERM listener that exits (143) before the database is closed and the lock released.
    process.removeAllListeners(signal);
    process.on(signal, onSignal);
  }
}

/**
 * Closes the app: stops accepting, lets requests in flight finish. Fastify closes the keep-alive
 * connections that are idle when close starts, but a connection whose request was in flight
 * stays open after its answer until the keep-alive timeout (72 s) and holds close up; so idle
 * connections are closed again until the server is closed.
 */
export async function closeApp(app: FastifyInstance): Promise<void> {
  const reaper = setInterval(() => app.server.closeIdleConnections(), 100);
  try {
    await app.close();
  } finally {
    clearInterval(reaper);
  }
}
