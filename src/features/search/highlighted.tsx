import { highlightSegments } from "#common/highlight.ts";

/** A text with the words that match the search marked (spec 2: highlighted matches). */
export function Highlighted({ text, search }: { text: string; search: string }) {
  return (
    <>
      {highlightSegments(text, search).map((segment, index) =>
        segment.isMatch ? (
          <mark key={index} className="search-mark">
            {segment.text}
          </mark>
        ) : (
          segment.text
        ),
      )}
    </>
  );
}
