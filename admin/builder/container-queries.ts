/** The canvas frame is the container its page's stylesheets answer to (builder.css). */
export const canvasContainer = "vb-canvas";

/** Whether a media condition tests the width only ("(min-width: 700px) and (max-width: …)"). */
export function isWidthCondition(condition: string): boolean {
  if (/^\s*(?:only\s+|not\s+)?(?:screen|print|all)\b/.test(condition)) return false;
  const features = [...condition.matchAll(/\(\s*([a-z-]+)\s*[:<>=]/g)].map((match) => match[1]);
  return features.length > 0 && features.every((name) => /^(?:min-|max-)?width$/.test(name ?? ""));
}

/**
 * The site's stylesheets switch layouts by the window's width (`@media (max-width: 1023.98px)`);
 * the canvas previews 375, 768 and 1440 px inside one window. While the builder runs, every
 * width media rule becomes the same container rule on the canvas frame, so the page lays out as
 * it would in a window of the frame's width. Rules without a width condition stay as they are.
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
  }
  return turned;
}
