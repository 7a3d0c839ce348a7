/** The canvas frame is the container its page's stylesheets answer to (builder.css). */
export const canvasContainer = "vb-canvas";

/** Whether a media condition tests the width only ("(min-width: 700px) and (max-width: …)"). */
export function isWidthCondition(condition: string): boolean {
  if (/^\s*(?:only\s+|not\s+)?(?:screen|print|all)\b/.test(condition)) return false;
  const features = [...condition.matchAll(/\(\s*([a-z-]+)\s*[:<>=]/g)].map((match) => match[1]);
  return features.length > 0 && features.every((name) => /^(?:min-|max-)?width$/.test(name ?? ""));
}

/**
 * The custom property the canvas frame sets to a hundredth of its device's window height
 * (canvas.tsx, viewport.ts): the canvas's `1vh`.
 */
export const canvasViewportHeight = "--vb-vh";

/**
 * A length in the window's height (`74vh`, `-0.5svh`), not the fallback a turned one carries
 * (`var(--vb-vh, 1vh)`), so a declaration turned once is left as it is.
 */
const heightLength = new RegExp(
  String.raw`(?<![\w.-]|${canvasViewportHeight},\s*)(-?(?:\d+\.?\d*|\.\d+))([sld]?vh)\b`,
  "g",
);

/**
 * A declaration's lengths in the window's size in the canvas frame's: the width's (`6vw`,
 * `100svw`) in the container's (`6cqw`), the frame's width, the viewport's the page is drawn at;
 * the height's (`74vh`) in the device's window height the frame gives as a custom property
 * (`calc(74 * var(--vb-vh, 1vh))`). Outside the frame the property is not set and a `vh` stays
 * the window's.
 */
export function inCanvasViewport(declarations: string): string {
  return declarations
    .replace(/(\d)[sld]?vw\b/g, "$1cqw")
    .replace(heightLength, `calc($1 * var(${canvasViewportHeight}, 1$2))`);
}

/**
 * The site's stylesheets switch layouts by the window's width (`@media (max-width: 1023.98px)`)
 * and size spacing and type by it (`clamp(1rem, 4vw, 2rem)`), and a hero's height by the
 * window's height (`74vh`); the canvas previews 375, 768 and 1440 px devices inside one window.
 * While the builder runs (it hides the page it opened over), every width media rule becomes the
 * same container rule on the canvas frame, every `vw` length a `cqw` one and every `vh` length
 * one of the device's height (inCanvasViewport), so the page lays out as it would in the
 * device's window. Custom properties turn too: `--gutter: clamp(1rem, 4cqw, 2rem)` on :root is
 * resolved where it is used, in the frame (a `var()` in one, though, is resolved where it is
 * declared: a `vh` in a custom property declared outside the frame stays the window's).
 * Returns how many rules it turned.
 */
export function answerCanvasWidth(sheets: Iterable<CSSStyleSheet>): number {
  let turned = 0;
  for (const sheet of sheets) {
    let rules: CSSRuleList;
    try {
      rules = sheet.cssRules;
    } catch {
      continue; // another origin's sheet: not ours to read
    }
    for (let index = rules.length - 1; index >= 0; index -= 1) {
      const rule = rules[index];
      if (!(rule instanceof CSSMediaRule)) continue;
      const condition = rule.conditionText;
      if (!isWidthCondition(condition)) continue;
      const inner = Array.from(rule.cssRules, (child) => child.cssText).join("\n");
      sheet.deleteRule(index);
      sheet.insertRule(`@container ${canvasContainer} ${condition} {\n${inner}\n}`, index);
      turned += 1;
    }
    turned += turnWidthUnits(sheet.cssRules);
  }
  return turned;
}

/**
 * The same for the inline styles of the page drawn under `root` (an element's CSS variables:
 * `--gap: clamp(2rem, 5vw, 4rem)`, `--hero-height: clamp(420px, 74vh, 780px)`), after each
 * render of the canvas.
 */
export function answerCanvasWidthInline(root: Element) {
  for (const element of root.querySelectorAll<HTMLElement>('[style*="vw"], [style*="vh"]')) {
    const declarations = element.style.cssText;
    const inContainer = inCanvasViewport(declarations);
    if (inContainer !== declarations) element.style.cssText = inContainer;
  }
}

function turnWidthUnits(rules: CSSRuleList): number {
  let turned = 0;
  for (const rule of rules) {
    if (rule instanceof CSSStyleRule) {
      const declarations = rule.style.cssText;
      const inContainer = inCanvasViewport(declarations);
      if (inContainer !== declarations) {
        rule.style.cssText = inContainer;
        turned += 1;
      }
    }
    if ("cssRules" in rule) turned += turnWidthUnits(rule.cssRules as CSSRuleList);
  }
  return turned;
}
