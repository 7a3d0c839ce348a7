import { afterEach, describe, expect, it } from "vitest";
import { type CoalescedJob, startCoalescedJob } from "./coalesced-job.ts";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let job: CoalescedJob | undefined;
afterEach(() => job?.stop());

describe("a coalesced job (the outbox's renderer and worker, the change events' reader)", () => {
  it("runs once for a burst of wakes within its delay", async () => {
    let runs = 0;
    job = startCoalescedJob({
      run: async () => {
        runs += 1;
      },
      pollMs: 60_000,
      wakeDelayMs: 30,
      onError: () => undefined,
    });
    for (let index = 0; index < 10; index += 1) job.wake();
    expect(runs).toBe(0);
    await sleep(80);
    expect(runs).toBe(1);
  });

  it("never runs twice at once: a wake during a run makes one more run after it", async () => {
    let active = 0;
    let most = 0;
    let runs = 0;
    job = startCoalescedJob({
      run: async () => {
        active += 1;
        most = Math.max(most, active);
        runs += 1;
        await sleep(20);
        active -= 1;
      },
      pollMs: 60_000,
      onError: () => undefined,
    });
    const first = job.runOnce();
    job.wake();
    job.wake();
    await first;
    expect({ runs, most }).toEqual({ runs: 2, most: 1 });
  });

  it("runs again while a run answers that it stopped at its batch's end", async () => {
    const left = [50, 50, 3];
    job = startCoalescedJob({
      run: async () => (left.shift() ?? 0) === 50,
      pollMs: 60_000,
      onError: () => undefined,
    });
    await job.runOnce();
    expect(left).toEqual([]);
  });

  it("tells a failed run to onError and runs again when woken", async () => {
    const errors: unknown[] = [];
    let runs = 0;
    job = startCoalescedJob({
      run: async () => {
        runs += 1;
        if (runs === 1) throw new Error("the database went away");
      },
      pollMs: 60_000,
      onError: (error) => errors.push(error),
    });
    await job.runOnce();
    await job.runOnce();
    expect(runs).toBe(2);
    expect(errors).toEqual([new Error("the database went away")]);
  });
});
