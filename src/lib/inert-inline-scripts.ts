import { options } from "preact";

/** A script the browser would run: no src, and no type or a JavaScript one. */
const isInlineCode = (props: Record<string, unknown>): boolean =>
  props.src === undefined &&
  (props.type === undefined ||
    props.type === "module" ||
    (typeof props.type === "string" && /javascript/i.test(props.type)));

/**
 * React never runs an inline <script> it renders in the browser (only the server's HTML runs
 * them); Preact (decision 027) creates a live one. The page's CSP allows the server's inline
 * scripts by their hashes (decision 038), so a script rendered again after a navigation (React
 * Router's ScrollRestoration when the document's layout is drawn anew, as the maintenance view
 * after a login) was refused with a console error. Inline code the browser renders gets a type
 * that never runs, as with React; the server's own scripts have run by then.
 */
export function keepInlineScriptsInert(): void {
  const previous = options.vnode?.bind(options);
  options.vnode = (vnode) => {
    if (vnode.type === "script") {
      const props = vnode.props as Record<string, unknown>;
      if (isInlineCode(props)) props.type = "text/plain";
    }
    previous?.(vnode);
  };
}
