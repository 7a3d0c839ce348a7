/** The builder's small line icons (no icon font: every glyph renders the same everywhere). */
const paths = {
  up: "M12 19V5M5 12l7-7 7 7",
  down: "M12 5v14M19 12l-7 7-7-7",
  duplicate: "M8 8h11v11H8zM5 16V5h11",
  copy: "M9 9h10v10H9zM5 15V5h10",
  paste: "M9 4h6v3H9zM7 6H5v15h14V6h-2M9 13h6M9 17h4",
  remove: "M5 7h14M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3",
  undo: "M9 14L4 9l5-5M4 9h11a5 5 0 010 10h-4",
  redo: "M15 14l5-5-5-5M20 9H9a5 5 0 000 10h4",
  newPage: "M14 3H6v18h12V7zM14 3v4h4M12 11v6M9 14h6",
  // a sheet with a pen: 'Nova objava' (issue 22)
  newPost: "M4 4h10v16H4zM7 8h4M7 12h4M20 6l-6 10-1 3 2-2 6-10z",
  add: "M12 5v14M5 12h14",
  clear: "M6 6l12 12M18 6L6 18",
  drag: "M9 6h.01M15 6h.01M9 12h.01M15 12h.01M9 18h.01M15 18h.01",
  sections: "M4 4h16v5H4zM4 11h16v5H4zM4 18h16",
  languages:
    "M12 3a9 9 0 100 18 9 9 0 000-18zM3 12h18M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9M12 3C9.5 5.5 8.5 8.5 8.5 12s1 6.5 3.5 9",
} as const;

/** A glyph per element type for the palette (a type without one shows its initial). */
export const elementPaths: Readonly<Record<string, string>> = {
  button: "M3 8h18v8H3zM8 12h8",
  "call-to-action": "M5 12h14M13 6l6 6-6 6",
  "category-list": "M3 7h7l2 2h9v10H3z",
  columns: "M4 5h7v14H4zM13 5h7v14h-7z",
  "cross-sell": "M4 7h7v7H4zM13 10h7v7h-7zM11 10.5h2M7.5 14v3.5h5.5",
  // the events element (issue 22): a calendar page
  events: "M4 6h16v14H4zM4 10h16M8 3v5M16 3v5M8 14h3M13 14h3M8 17h3",
  "feature-list": "M5 6h.01M5 12h.01M5 18h.01M9 6h11M9 12h11M9 18h11",
  "featured-products": "M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1-5.4-2.9-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z",
  gallery: "M3 5h8v6H3zM13 5h8v6h-8zM3 13h8v6H3zM13 13h8v6h-8z",
  heading: "M6 4v16M18 4v16M6 12h12",
  hero: "M3 4h18v12H3zM7 20h10",
  image: "M4 5h16v14H4zM4 16l5-5 4 4 3-3 4 4M15 9h.01",
  master: "M12 3l9 9-9 9-9-9zM12 8l4 4-4 4-4-4z",
  map: "M12 21s-6-5.5-6-11a6 6 0 0112 0c0 5.5-6 11-6 11zM12 10h.01",
  // the form element (issue 21): a sheet with two fields and a button
  form: "M4 3h16v18H4zM7 7h10M7 11h10M7 16h5",
  newsletter: "M3 6h18v12H3zM3 6l9 7 9-7",
  "opening-hours": "M12 21a9 9 0 100-18 9 9 0 000 18zM12 7v5l3 3",
  "page-list": "M5 3h10l4 4v14H5zM9 9h6M9 13h6M9 17h4",
  "post-list": "M4 4h7v7H4zM13 5h7M13 9h5M4 14h7v7H4zM13 15h7M13 19h5",
  "product-list": "M6 7h12l-1 13H7zM9 7a3 3 0 016 0",
  quote: "M7 7h4v4c0 3-2 5-4 6M15 7h4v4c0 3-2 5-4 6",
  "rich-text": "M4 6h16M4 10h16M4 14h16M4 18h10",
  spacer: "M12 4v16M8 8l4-4 4 4M8 16l4 4 4-4",
  video: "M4 6h12v12H4zM16 10l5-3v10l-5-3",
};

export type IconName = keyof typeof paths;

function Svg({ d, strokeWidth = 2 }: { d: string; strokeWidth?: number }) {
  return (
    <svg
      className="vb-icon"
      viewBox="0 0 24 24"
      width="16"
      height="16"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={d} />
    </svg>
  );
}

export function Icon({ name }: { name: IconName }) {
  return <Svg d={paths[name]} strokeWidth={name === "drag" ? 3 : 2} />;
}

/** The palette's glyph of an element type, or the initial of its label. */
export function ElementIcon({ type, label }: { type: string; label: string }) {
  const d = elementPaths[type];
  return d ? <Svg d={d} /> : <>{label.slice(0, 1)}</>;
}
