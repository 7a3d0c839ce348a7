import type { ElementNode } from "#generated/types.ts";
import { mapTree } from "#common/walk-tree.ts";

/** The preview widths of the canvas (issue 7): phone, tablet, desktop. */
export const viewportWidths = { mobile: 375, tablet: 768, desktop: 1440 } as const;
export type Viewport = keyof typeof viewportWidths;

/**
 * Each device's window height: what `vh` (and `svh`, `lvh`, `dvh`) in the page's CSS answer in
 * the canvas (container-queries.ts), as they answer the visitor's window on the site.
 */
export const viewportHeights: Readonly<Record<Viewport, number>> = {
  mobile: 812,
  tablet: 1024,
  desktop: 900,
};

/** spec 9 breakpoint: mobile values apply below 1024 px. */
const mobileBelow = 1024;

/**
 * The tree as the viewport shows it: below 1024 px the mobile overrides are the props (the
 * site does that by CSS; the canvas frame is narrower than the window, so it is done here).
 */
export function previewNodes(nodes: ElementNode[], viewport: Viewport): ElementNode[] {
  if (viewportWidths[viewport] >= mobileBelow) return nodes;
  return mapTree(nodes, (node) =>
    node.mobileProps
      ? { ...node, props: { ...node.props, ...node.mobileProps }, mobileProps: {} }
      : node,
  );
}
