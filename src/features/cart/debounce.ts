/** spec 9: a quantity change waits 500 ms before it is sent. */
export const quantityDebounceMs = 500;

/**
 * spec 4: a quantity change is sent after `delay` ms of quiet; a newer change cancels the pending
 * one (only the last task runs), and `cancel` drops it (a line being deleted).
 */
export function createDebouncer(delay = quantityDebounceMs) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    schedule(task: () => void) {
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(() => {
        timer = undefined;
        task();
      }, delay);
    },
    cancel() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    },
    isPending: () => timer !== undefined,
  };
}
