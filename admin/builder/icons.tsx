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
  drag: "M9 6h.01M15 6h.01M9 12h.01M15 12h.01M9 18h.01M15 18h.01",
} as const;

export type IconName = keyof typeof paths;

export function Icon({ name }: { name: IconName }) {
  return (
    <svg
      className="vb-icon"
      viewBox="0 0 24 24"
      width="16"
      height="16"
      fill="none"
      stroke="currentColor"
      strokeWidth={name === "drag" ? 3 : 2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={paths[name]} />
    </svg>
  );
}
