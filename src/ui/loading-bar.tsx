import { useEffect, useState, type CSSProperties } from "react";
import { useNavigation } from "react-router";
import { useTranslation } from "#src/lib/use-translation.ts";

// spec 4 + 9: appears after a 200 ms throttle, runs over 5000 ms nominal, 2 px high
export const loadingBarThrottleMs = 200;
export const loadingBarDurationMs = 5000;
const finishMs = 300;

/** The thin progress bar at the top of the page while a navigation loads. */
export function LoadingBar() {
  const { t } = useTranslation();
  const isBusy = useNavigation().state !== "idle";
  // shown once a navigation outlasts the throttle; hidden again after the finishing animation
  const [isShown, setShown] = useState(false);

  useEffect(() => {
    const timer = isBusy
      ? setTimeout(() => setShown(true), loadingBarThrottleMs)
      : isShown
        ? setTimeout(() => setShown(false), finishMs)
        : undefined;
    return () => clearTimeout(timer);
  }, [isBusy, isShown]);

  if (!isShown) return null;
  return (
    <div
      className="loading-bar"
      data-phase={isBusy ? "running" : "finishing"}
      role="progressbar"
      aria-label={t("loading")}
      style={{ "--loading-bar-duration": `${loadingBarDurationMs}ms` } as CSSProperties}
    />
  );
}
