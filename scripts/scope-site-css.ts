import type { AtRule, Plugin, Rule } from "postcss";

/**
 * spec 2 sets the body's class to the route's slug, so a page whose slug is a block's class name
 * (an English page "gallery", a menu item "hamburger") gave its body that block's styles: the
 * whole page became the gallery's grid. Every rule of the site's component stylesheets is
 * therefore scoped below the body with `:where(body) `, which adds no specificity and never
 * matches the body itself. Theme tokens and base styles (src/themes) address html and body on
 * purpose and stay as they are; so do selectors that start at html, body or :root.
 */
export const scopedFolders = ["/src/renderer/", "/src/features/", "/src/ui/"];

const scope = ":where(body) ";
const rootSelector = /^(?:html|body|:root)(?![\w-])/;

function isKeyframe(rule: Rule): boolean {
  const parent = rule.parent;
  return parent?.type === "atrule" && /keyframes$/i.test((parent as AtRule).name);
}

/** The selector scoped below the body, unless it starts at html, body or :root. */
export function scopeSelector(selector: string): string {
  const trimmed = selector.trim();
  if (rootSelector.test(trimmed) || trimmed.startsWith(scope)) return trimmed;
  return `${scope}${trimmed}`;
}

/** The PostCSS plugin of vite.config.ts (`files`: which stylesheets it scopes). */
export function scopeSiteCss(files: (path: string) => boolean): Plugin {
  return {
    postcssPlugin: "vitrina-scope-site-css",
    Rule(rule) {
      const file = rule.source?.input.file;
      if (!file || !files(file.replaceAll("\\", "/"))) return;
      // only top-level rules (also inside @media and @supports); nested rules follow their parent
      if (rule.parent?.type === "rule" || isKeyframe(rule)) return;
      rule.selectors = rule.selectors.map(scopeSelector);
    },
  };
}

/** Whether a stylesheet is one of the site's component stylesheets. */
export function isSiteComponentCss(path: string): boolean {
  return scopedFolders.some((folder) => path.includes(folder));
}
