import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createDebouncer, quantityDebounceMs } from "./debounce.ts";

describe("createDebouncer (spec 4, 9: quantity changes debounced 500 ms)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("waits 500 ms before sending", () => {
    const send = vi.fn<(value: number) => void>();
    const debouncer = createDebouncer();
    debouncer.schedule(() => {
      send(2);
    });
    vi.advanceTimersByTime(quantityDebounceMs - 1);
    expect(send).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(send).toHaveBeenCalledExactlyOnceWith(2);
    expect(quantityDebounceMs).toBe(500);
  });

  it("a newer change cancels the pending one: only the last value is sent", () => {
    const send = vi.fn<(value: number) => void>();
    const debouncer = createDebouncer();
    debouncer.schedule(() => {
      send(2);
    });
    vi.advanceTimersByTime(400);
    debouncer.schedule(() => {
      send(3);
    });
    vi.advanceTimersByTime(400);
    expect(send).not.toHaveBeenCalled();
    debouncer.schedule(() => {
      send(5);
    });
    vi.advanceTimersByTime(500);
    expect(send).toHaveBeenCalledExactlyOnceWith(5);
  });

  it("cancel drops the pending change (a line being deleted)", () => {
    const send = vi.fn<(value: number) => void>();
    const debouncer = createDebouncer();
    debouncer.schedule(() => {
      send(4);
    });
    expect(debouncer.isPending()).toBe(true);
    debouncer.cancel();
    expect(debouncer.isPending()).toBe(false);
    vi.advanceTimersByTime(1000);
    expect(send).not.toHaveBeenCalled();
  });
});
