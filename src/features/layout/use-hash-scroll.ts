import { useEffect } from "react";
import { useLocation } from "react-router";
import { scrollToHash } from "./scroll-to-hash.ts";

/** Scrolls to the URL hash with the header offset, on load and after each navigation. */
export function useHashScroll(): void {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (!hash) return undefined;
    // after React Router's own scroll restoration for this navigation
    const frame = requestAnimationFrame(() =>
      scrollToHash(hash, key === "default" ? "auto" : "smooth"),
    );
    return () => cancelAnimationFrame(frame);
  }, [hash, key]);
}
