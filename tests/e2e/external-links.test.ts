import { expect, test } from "./fixture.ts";
import { seededPaths } from "./seed-data.ts";

// spec 2: external links open in a new tab; rel="noopener" keeps the new tab from reaching back
// into this one (window.opener). Checked on the HTML the server sends, before any script runs.
test.use({ javaScriptEnabled: false });

test("every external link on every seeded page opens a new tab with rel=noopener", async ({
  page,
  baseURL,
}) => {
  // 27 pages, one after another: a busy machine takes more than the default 30 s
  test.slow();
  const origin = new URL(baseURL!).origin;
  const wrong: string[] = [];
  let external = 0;
  for (const path of seededPaths) {
    await page.goto(path);
    const links = await page.$$eval("a[href]", (anchors) =>
      anchors.map((anchor) => ({
        href: (anchor as HTMLAnchorElement).href,
        target: anchor.getAttribute("target"),
        rel: (anchor.getAttribute("rel") ?? "").split(/\s+/),
      })),
    );
    for (const link of links) {
      const url = new URL(link.href);
      if (!url.protocol.startsWith("http") || url.origin === origin) continue;
      external += 1;
      if (link.target !== "_blank" || !link.rel.includes("noopener")) {
        wrong.push(`${path}: ${link.href} target=${link.target} rel=${link.rel.join(" ")}`);
      }
    }
  }
  expect(wrong).toEqual([]);
  // The seed links out (social profiles, the map, the data protection agency): the check ran.
  expect(external).toBeGreaterThan(0);
});
