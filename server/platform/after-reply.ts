import type { FastifyBaseLogger } from "fastify";
import type { Services } from "./services.ts";

/** Work a call does once its answer is on its way; the app waits for it when it closes. */
export type AfterReply = {
  /** Runs `job` after the current answer went out; its failure is logged, never answered. */
  run: (what: string, job: () => Promise<unknown>) => void;
  /** Resolves when every job run so far has ended (close, tests). */
  idle: () => Promise<void>;
};

/**
 * Jobs started after the handler has answered (setImmediate runs after the reply's write), so
 * what they cost never shows in the answer's time: a mail asked for by address alone answers in
 * the same time whether the address has an account or not (issue 18).
 */
function afterReply(log: FastifyBaseLogger): AfterReply {
  const running = new Set<Promise<unknown>>();
  return {
    run(what, job) {
      const done = new Promise<void>((resolve) => {
        setImmediate(() => {
          job()
            .catch((error: unknown) => log.error({ err: error }, `${what} (after the reply)`))
            .finally(resolve);
        });
      });
      running.add(done);
      void done.then(() => running.delete(done));
    },
    async idle() {
      while (running.size > 0) await Promise.all(running);
    },
  };
}

// One queue per app (its services), so whoever holds the services can wait for it (close, tests).
const queues = new WeakMap<Services, AfterReply>();

/** The after-reply jobs of an app. */
export function afterReplyOf(services: Services): AfterReply {
  let queue = queues.get(services);
  if (!queue) {
    queue = afterReply(services.log);
    queues.set(services, queue);
  }
  return queue;
}
