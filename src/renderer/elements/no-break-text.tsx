import { Fragment, type ReactNode } from "react";

// Runs of text a line must never split (spec 9 readability): phone numbers, e-mail and web
// addresses, times and their ranges ("12:00 – 23:00"), prices ("16,00 €").
const unbreakable =
  /(\+?\d[\d ()/-]{5,}\d|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\d{1,2}[:.]\d{2}\s?[–-]\s?\d{1,2}[:.]\d{2}|\d{1,2}:\d{2}|(?:€\s?)?\d+(?:[.,]\d+)*\s?€?(?=\s|$|[.,;)]))/gu;

/** Splits plain text into runs, wrapping the unbreakable ones (an exported helper for tests). */
export function splitUnbreakable(text: string): { text: string; isUnbreakable: boolean }[] {
  const runs: { text: string; isUnbreakable: boolean }[] = [];
  let last = 0;
  for (const match of text.matchAll(unbreakable)) {
    const value = match[0];
    // a lone short number ("4", "2026") needs no protection
    if (!/[\s:@/€()–-]/u.test(value)) continue;
    const start = match.index;
    if (start > last) runs.push({ text: text.slice(last, start), isUnbreakable: false });
    runs.push({ text: value, isUnbreakable: true });
    last = start + value.length;
  }
  if (last < text.length) runs.push({ text: text.slice(last), isUnbreakable: false });
  return runs;
}

/** Plain text whose phone numbers, addresses, times and prices stay on one line. */
export function NoBreakText({ text }: { text: string }): ReactNode {
  return splitUnbreakable(text).map((run, index) =>
    run.isUnbreakable ? (
      <span key={index} className="no-break">
        {run.text}
      </span>
    ) : (
      <Fragment key={index}>{run.text}</Fragment>
    ),
  );
}
