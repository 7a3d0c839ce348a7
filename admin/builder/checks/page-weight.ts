/** What a visitor downloads for the page, gzip-compressed bytes (issue 7's editor checks). */
export type PageWeight = { html: number; javascript: number; scripts: number };

/** Bytes after gzip, as the server sends them to a browser that accepts gzip. */
export async function gzipSize(body: string | Uint8Array<ArrayBuffer>): Promise<number> {
  const compressed = new Blob([body]).stream().pipeThrough(new CompressionStream("gzip"));
  return (await new Response(compressed).arrayBuffer()).byteLength;
}

/**
 * The JavaScript files a page names: its module scripts, module preloads and the imports of its
 * inline boot script (React Router lists every chunk of the route this way).
 */
export function scriptUrls(html: string): string[] {
  const found = new Set<string>();
  const patterns = [
    /<script\b[^>]*\bsrc="([^"]+)"/g,
    /<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g,
    /<link\b[^>]*\bhref="([^"]+)"[^>]*\brel="modulepreload"/g,
    /\bimport\b[^"';]*["'](\/[^"']+\.js)["']/g,
  ];
  for (const pattern of patterns)
    for (const match of html.matchAll(pattern)) found.add(match[1]!.replaceAll("&amp;", "&"));
  return [...found];
}

/**
 * The canvas's page without the builder's marks: what the site's renderer draws. The canvas
 * marks the page's own elements (decision 056): their marks come off, its hints go.
 */
export function pageMarkup(frame: Element): string {
  const page = frame.querySelector(".vb-canvas__page") ?? frame;
  const copy = page.cloneNode(true) as Element;
  for (const chrome of copy.querySelectorAll(".vb-list__empty, .vb-canvas__empty")) chrome.remove();
  for (const marked of copy.querySelectorAll(".vb-node, [data-vb-list]")) unmark(marked);
  return copy.innerHTML;
}

/** The attributes the canvas sets on the page's elements (canvas.tsx). */
const canvasAttributes = [
  "data-node-id",
  "data-drop-id",
  "data-drop",
  "data-selected",
  "data-dragging",
  "data-container",
  "data-invalid",
  "data-hover",
  "data-vb-list",
];

function unmark(element: Element) {
  for (const name of canvasAttributes) element.removeAttribute(name);
  element.classList.remove("vb-node");
  if (element.classList.length === 0) element.removeAttribute("class");
}

/**
 * The published page's HTML with the draft's content in place of the published content: what a
 * visitor will get once the draft is published. A layout section has no page content of its own
 * and is measured as published.
 */
export function withDraftContent(publishedHtml: string, draftMarkup: string): string {
  const document = new DOMParser().parseFromString(publishedHtml, "text/html");
  const content = document.querySelector("article.page-content");
  if (!content) return publishedHtml;
  const hiddenTitle = content.querySelector(":scope > h1.visually-hidden");
  content.innerHTML = draftMarkup;
  if (hiddenTitle && !content.querySelector("h1")) content.prepend(hiddenTitle);
  return `<!DOCTYPE html>${document.documentElement.outerHTML}`;
}

const scriptSizes = new Map<string, Promise<number>>();

/** A script's gzip size, fetched once per editor session (the files are content-hashed). */
function scriptSize(url: string): Promise<number> {
  let size = scriptSizes.get(url);
  if (!size) {
    size = fetch(url, { credentials: "omit" })
      .then((response) => response.text())
      .then((body) => gzipSize(body));
    size.catch(() => scriptSizes.delete(url));
    scriptSizes.set(url, size);
  }
  return size;
}

/**
 * Fetches the page as an anonymous visitor (no cookies: the shopper's HTML and scripts, not the
 * editor's) and measures it with the draft's content.
 */
export async function measurePageWeight(path: string, frame: Element): Promise<PageWeight> {
  const response = await fetch(path, { credentials: "omit", cache: "no-store" });
  if (!response.ok) throw new Error(`page weight: ${path} answered ${response.status}`);
  const published = await response.text();
  const urls = scriptUrls(published);
  const [html, ...scripts] = await Promise.all([
    gzipSize(withDraftContent(published, pageMarkup(frame))),
    ...urls.map((url) => scriptSize(url)),
  ]);
  return { html, javascript: scripts.reduce((a, b) => a + b, 0), scripts: urls.length };
}
