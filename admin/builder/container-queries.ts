/** The canvas frame is the container its page's stylesheets answer to (builder.css). */
export const canvasContainer = "vb-canvas";

/** Whether a media condition tests the width only ("(min-width: 700px) and (max-width: …)"). */
export function isWidthCondition(condition: string): boolean {
  if (/^\s*(?:only\s+|not\s+)?(?:screen|print|all)\b/.test(condition)) return false;
  const features = [...condition.matchAll(/\(\s*([a-z-]+)\s*[:<>=]/g)].map((match) => match[1]);
  return features.length > 0 && features.every((name) => /^(?:min-|max-)?width$/.test(name ?? ""));
}

/**
 * A declaration's lengths in the window's width (`6vw`, `100svw`) in the container's instead
 * (`6cqw`): in the canvas that is the frame's, the viewport's width the page is drawn at.
 */
export function inContainerWidth(declarations: string): string {
  return declarations.replace(/(\d)[sld]?vw\b/g, "$1cqw");
}

/**
 * The site's stylesheets switch layouts by the window's width (`@media (max-width: 1023.98px)`)
 * and size spacing and type by it (`clamp(1rem, 4vw, 2rem)`); the canvas previews 375, 768 and
 * 1440 px inside one window. While the builder runs (it hides the page it opened over), every
 * width media rule becomes the same container rule on the canvas frame, and every `vw` length a
 * `cqw` one, so the page lays out as it would in a window of the frame's width. Custom
 * properties turn too: `--gutter: clamp(1rem, 4cqw, 2rem)` on :root is resolved where it is
 * used, in the frame. Returns how many rules it turned.
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
 * `--gap: clamp(2rem, 5vw, 4rem)`), after each render of the canvas.
 */
export function answerCanvasWidthInline(root: Element) {
  for (const element of root.querySelectorAll<HTMLElement>('[style*="vw"]')) {
    const declarations = element.style.cssText;
    const inContainer = inContainerWidth(declarations);
    if (inContainer !== declarations) element.style.cssText = inContainer;
  }
}

function turnWidthUnits(rules: CSSRuleList): number {
  let turned = 0;
  for (const rule of rules) {
    if (rule instanceof CSSStyleRule) {
      const declarations = rule.style.cssText;
      const inContainer = inContainerWidth(declarations);
      if (inContainer !== declarations) {
        rule.style.cssText = inContainer;
        turned += 1;
      }
    }
    if ("cssRules" in rule) turned += turnWidthUnits(rule.cssRules as CSSRuleList);
  }
  return turned;
}
