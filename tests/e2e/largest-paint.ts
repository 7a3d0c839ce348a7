import type { APIRequestContext, Page } from "@playwright/test";

/** What the browser made of a page's largest contentful paint (issue 19). */
export type LargestPaint = {
  /** The LCP element's class, and the attributes of it that decide how it loads. */
  className: string;
  loading: string | null;
  decoding: string | null;
  width: string | null;
  height: string | null;
  /** The file the picture shows, and the priority Chromium fetched it with ("High"). */
  currentSrc: string;
  priority: string | undefined;
  /** The image requests of the page, in order: one candidate of a picture, not two. */
  imageRequests: string[];
  /** Each script of the page and the priority Chromium first gave it. */
  scripts: { path: string; priority: string }[];
  /** The image preloads of the server's HTML (the entry removes them before hydration). */
  preloads: { type: string | null; fetchPriority: string | null; srcset: string[] }[];
};

export type ImagePreload = LargestPaint["preloads"][number];

/** The image preloads in the <head> of the server's HTML of `path`, each srcset as its URLs. */
export async function imagePreloads(
  request: APIRequestContext,
  path: string,
): Promise<ImagePreload[]> {
  const html = await (await request.get(path)).text();
  return [...html.matchAll(/<link rel="preload" as="image"[^>]*>/g)].map(([link]) => ({
    type: /\btype="([^"]*)"/.exec(link)?.[1] ?? null,
    fetchPriority: /\bfetchPriority="([^"]*)"/i.exec(link)?.[1] ?? null,
    srcset: (/\bimageSrcSet="([^"]*)"/i.exec(link)?.[1] ?? "")
      .split(",")
      .map((candidate) => candidate.trim().split(" ")[0]!)
      .filter(Boolean),
  }));
}

/**
 * Loads `path` and reports its LCP element, the request that fetched its picture (Chromium's
 * initial priority, through the DevTools protocol) and the image preloads the server's HTML
 * announces in <head>.
 */
export async function largestPaint(
  page: Page,
  request: APIRequestContext,
  path: string,
): Promise<LargestPaint> {
  const preloads = await imagePreloads(request, path);
  const cdp = await page.context().newCDPSession(page);
  const priorities = new Map<string, string>();
  const imageRequests: string[] = [];
  const scripts: LargestPaint["scripts"] = [];
  cdp.on("Network.requestWillBeSent", ({ request: sent, type }) => {
    if (!priorities.has(sent.url)) priorities.set(sent.url, sent.initialPriority);
    if (type === "Image") imageRequests.push(new URL(sent.url).pathname);
    if (type === "Script")
      scripts.push({ path: new URL(sent.url).pathname, priority: sent.initialPriority });
  });
  await cdp.send("Network.enable");
  await page.goto(path);
  await page.waitForLoadState("load");
  const paint = await page.evaluate(
    () =>
      new Promise<Omit<LargestPaint, "priority" | "imageRequests" | "scripts" | "preloads">>(
        (resolve) => {
          new PerformanceObserver((list) => {
            const entry = list.getEntries().at(-1) as PerformanceEntry & {
              element: Element | null;
            };
            const img = entry.element as HTMLImageElement;
            resolve({
              className: img.className,
              loading: img.getAttribute("loading"),
              decoding: img.getAttribute("decoding"),
              width: img.getAttribute("width"),
              height: img.getAttribute("height"),
              // a text's paint has none
              currentSrc: img.currentSrc ?? "",
            });
          }).observe({ type: "largest-contentful-paint", buffered: true });
        },
      ),
  );
  await cdp.detach();
  return {
    ...paint,
    currentSrc: paint.currentSrc && new URL(paint.currentSrc).pathname,
    priority: priorities.get(paint.currentSrc),
    imageRequests,
    scripts,
    preloads,
  };
}
