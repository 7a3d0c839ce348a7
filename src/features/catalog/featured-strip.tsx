import { type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "#src/lib/use-translation.ts";

type Ends = { isAtStart: boolean; isAtEnd: boolean };

const arrows = [
  { direction: -1, label: "stripPrevious", isOff: (ends: Ends) => ends.isAtStart },
  { direction: 1, label: "stripNext", isOff: (ends: Ends) => ends.isAtEnd },
] as const;

/**
 * The featured strip's cards (spec 2; issue 23): a row that scrolls sideways by whole cards. The
 * cards are sized so the strip's width holds a whole number of them (featured-strip.css), each
 * snaps to the start, and the arrows move by one strip's width, so no card is ever cut at the
 * edges. An arrow is disabled at its end; before hydration both are (the row still scrolls).
 */
export function FeaturedStripItems({ children }: { children: ReactNode }) {
  const { t } = useTranslation("catalog");
  const list = useRef<HTMLUListElement>(null);
  const [ends, setEnds] = useState<Ends>({ isAtStart: true, isAtEnd: true });

  const measure = useCallback(() => {
    const element = list.current;
    if (!element) return;
    // a pixel of slack: scroll positions are fractional on zoomed or high-density screens
    setEnds({
      isAtStart: element.scrollLeft <= 1,
      isAtEnd: element.scrollLeft + element.clientWidth >= element.scrollWidth - 1,
    });
  }, []);

  useEffect(() => {
    const element = list.current;
    if (!element) return;
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [measure]);

  const move = (direction: -1 | 1) => {
    const element = list.current;
    if (!element) return;
    const gap = Number.parseFloat(getComputedStyle(element).columnGap) || 0;
    const isReduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    element.scrollBy({
      left: direction * (element.clientWidth + gap),
      behavior: isReduced ? "auto" : "smooth",
    });
  };

  return (
    <div className="featured-strip__frame">
      <ul ref={list} className="featured-strip__items" onScroll={measure}>
        {children}
      </ul>
      <div className="featured-strip__arrows">
        {arrows.map(({ direction, label, isOff }) => (
          <button
            key={direction}
            type="button"
            className="featured-strip__arrow"
            aria-label={t(label)}
            title={t(label)}
            disabled={isOff(ends)}
            onClick={() => move(direction)}
          >
            <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path
                d={direction < 0 ? "M15 5l-7 7 7 7" : "M9 5l7 7-7 7"}
                fill="none"
                stroke="currentColor"
                strokeWidth="2.25"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          </button>
        ))}
      </div>
    </div>
  );
}
