/**
 * A background job that runs on wake and on a timer, one run at a time: the outbox's renderer
 * and worker, the reader of other instances' change events.
 */
export type CoalescedJob = {
  /** Run now (something was queued, or told) instead of at the next tick. */
  wake: () => void;
  /** Runs the job until it has nothing left; resolves when done (tests and wake use it). */
  runOnce: () => Promise<void>;
  stop: () => Promise<void>;
};

/**
 * Runs `run` every `pollMs` and whenever woken. A wake during a run asks for one more run after
 * it (never two at once), as does a run answering true (it stopped at its batch's end); errors
 * go to `onError` and the job keeps its timer.
 */
export function startCoalescedJob(input: {
  run: () => Promise<boolean | void>;
  pollMs: number;
  /** How long a wake waits for more wakes to join it (0: none): one run for a burst of them. */
  wakeDelayMs?: number;
  onError: (error: unknown) => void;
}): CoalescedJob {
  let running: Promise<void> | undefined;
  let again = false;
  let isStopped = false;
  let waking: NodeJS.Timeout | undefined;

  function runOnce(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        const hasMore = await input.run().catch((error: unknown) => {
          input.onError(error);
          return false;
        });
        if (hasMore === true) again = true;
      } while (again && !isStopped);
    })().finally(() => {
      running = undefined;
    });
    return running;
  }

  const timer = setInterval(() => void runOnce(), input.pollMs);
  timer.unref();
  const wakeDelayMs = input.wakeDelayMs ?? 0;
  return {
    wake: () => {
      if (wakeDelayMs === 0) return void runOnce();
      waking ??= setTimeout(() => {
        waking = undefined;
        void runOnce();
      }, wakeDelayMs);
    },
    runOnce,
    stop: async () => {
      isStopped = true;
      clearInterval(timer);
      clearTimeout(waking);
      await running;
    },
  };
}
