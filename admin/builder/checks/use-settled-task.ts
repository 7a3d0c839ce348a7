import { useEffect, useRef, useState } from "react";

export type TaskState<T> =
  { state: "running" } | { state: "failed" } | { state: "ready"; value: T };

/**
 * Runs `task` once `key` has stopped changing for `delay` ms (after the canvas has drawn the
 * change, and not on every keystroke); an answer for an older key is dropped.
 */
export function useSettledTask<T>(
  key: unknown,
  delay: number,
  task: () => Promise<T> | undefined,
): TaskState<T> {
  const [result, setResult] = useState<TaskState<T>>({ state: "running" });
  const latest = useRef(task);
  useEffect(() => {
    latest.current = task;
  });
  useEffect(() => {
    let isCurrent = true;
    const timer = setTimeout(() => {
      const running = latest.current();
      if (!running) return;
      setResult({ state: "running" });
      running.then(
        (value) => isCurrent && setResult({ state: "ready", value }),
        () => isCurrent && setResult({ state: "failed" }),
      );
    }, delay);
    return () => {
      isCurrent = false;
      clearTimeout(timer);
    };
  }, [key, delay]);
  return result;
}
