import type { CSSProperties } from "react";

type Value = string | number | undefined | null;

/**
 * CSS custom properties for a desktop value and its optional mobile override: `--x` and
 * `--x-m`. Stylesheets read `var(--x-m, var(--x))` below 1024 px (spec 9 breakpoint).
 */
export function responsiveVars(vars: Record<string, readonly [desktop: Value, mobile?: Value]>) {
  const style: Record<string, string | number> = {};
  for (const [name, [desktop, mobile]] of Object.entries(vars)) {
    if (desktop !== undefined && desktop !== null) style[`--${name}`] = desktop;
    if (mobile !== undefined && mobile !== null) style[`--${name}-m`] = mobile;
  }
  return style as CSSProperties;
}
