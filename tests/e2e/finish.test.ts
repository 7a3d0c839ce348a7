import type { Page } from "@playwright/test";
import { expect, test } from "./fixture.ts";
import { pages } from "./seed-data.ts";

// Issue 6 section 6: what a new user saw at 1440 and 375 px, each checked in the browser.

/** Blocks whose text flows as one: a run is looked for inside each, never across two. */
const leafBlocks = ["p", "td", "th", "h1", "h2", "h3", "h4", "figcaption", "address"];
const textBlocks = leafBlocks.map((tag) => `main ${tag}`).join(", ");
// menu lines are list items of rich text (a dish in <strong>, then its price)
const menuLines = "main li";

/** Text runs on the page matching `pattern` that a line break splits (their rects' tops differ). */
async function brokenRuns(page: Page, selector: string, pattern: RegExp): Promise<string[]> {
  return page.evaluate(
    ({ selector, source, flags }) => {
      const broken: string[] = [];
      for (const root of Array.from(document.querySelectorAll(selector))) {
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        const texts: Text[] = [];
        while (walker.nextNode()) texts.push(walker.currentNode as Text);
        // a run may span several text nodes (spans): match on the joined text
        const joined = texts.map((node) => node.data).join("");
        for (const match of joined.matchAll(new RegExp(source, flags))) {
          const range = document.createRange();
          let offset = 0;
          for (const node of texts) {
            const end = offset + node.data.length;
            if (match.index >= offset && match.index < end)
              range.setStart(node, match.index - offset);
            const last = match.index + match[0].length;
            if (last > offset && last <= end) range.setEnd(node, last - offset);
            offset = end;
          }
          const tops = new Set(
            Array.from(range.getClientRects())
              .filter((rect) => rect.width > 0)
              .map((rect) => Math.round(rect.top)),
          );
          if (tops.size > 1) broken.push(match[0]);
        }
      }
      return broken;
    },
    { selector, source: pattern.source, flags: pattern.flags },
  );
}

for (const width of [1440, 375]) {
  test.describe(`a site that looks finished at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("every home card shows a picture, none leaves a hole", async ({ page }) => {
      await page.goto("/");
      const cards = page.locator(".page-list .page-card");
      await expect(cards).toHaveCount(3);
      for (const card of await cards.all()) await card.scrollIntoViewIfNeeded();
      // lazy pictures: wait until each has arrived
      await expect
        .poll(() =>
          cards.evaluateAll((list) =>
            list.every((card) => {
              const image = card.querySelector("img");
              return image !== null && image.complete && image.naturalWidth > 0;
            }),
          ),
        )
        .toBe(true);
      const pictures = await cards.evaluateAll((list) =>
        list.map((card) => {
          const image = card.querySelector("img");
          return {
            loaded: image ? image.complete && image.naturalWidth > 0 : false,
            height: image ? Math.round(image.getBoundingClientRect().height) : 0,
          };
        }),
      );
      for (const picture of pictures) expect(picture.loaded).toBe(true);
      expect(new Set(pictures.map((picture) => picture.height)).size).toBe(1);
      await page.locator(".page-list").screenshot({ path: `test-results/cards-${width}.png` });
    });

    test("prices have two decimals and never wrap before '€'", async ({ page }) => {
      await page.goto(`/${pages.menu.hr.slug}`);
      const text = await page.locator("main").innerText();
      expect(text).toContain("16,00\u00a0€");
      expect(text).not.toMatch(/\d €/);
      expect(await brokenRuns(page, menuLines, /\d+(?:[.,]\d+)*\s€/gu)).toEqual([]);
      await page.screenshot({ path: `test-results/menu-${width}.png`, fullPage: true });
    });

    test("contact cards keep phone numbers and e-mail addresses whole", async ({ page }) => {
      await page.goto(`/${pages.contact.hr.slug}`);
      const phones = /\+\d{3}(?: \d{2,4}){3}/gu;
      const emails = /[\w.-]+@[\w-]+(?:\.[\w-]+)+/gu;
      const times = /\d{1,2}:\d{2} – \d{1,2}:\d{2}/gu;
      expect(await page.locator("main").innerText()).toMatch(phones);
      expect(await brokenRuns(page, textBlocks, phones)).toEqual([]);
      expect(await brokenRuns(page, textBlocks, emails)).toEqual([]);
      expect(await brokenRuns(page, textBlocks, times)).toEqual([]);
      await page.screenshot({ path: `test-results/contact-${width}.png`, fullPage: true });
    });
  });
}

test("on phones the feature cards take one column", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 900 });
  await page.goto("/");
  const boxes = await page
    .locator(".feature-list")
    .first()
    .locator(".feature-list__item")
    .evaluateAll((items) => items.map((item) => item.getBoundingClientRect()));
  expect(boxes.length).toBeGreaterThan(1);
  expect(new Set(boxes.map((box) => Math.round(box.left))).size).toBe(1);
  for (const box of boxes) expect(box.width).toBeGreaterThan(300);
});

test("on /en/ the main menu still marks its active item", async ({ page }) => {
  for (const path of ["/en", "/en/"]) {
    await page.goto(path);
    await expect(
      page.locator('.site-header a[aria-current="page"][href="/en"]').first(),
    ).toBeAttached();
  }
});

test("switching language keeps the reader's place (#anchor)", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/${pages.hall.hr.slug}#vjencanja`);
  await page.waitForLoadState("networkidle");
  await page.locator(".lang-switch a[hreflang=en]").first().click();
  await expect(page).toHaveURL(new RegExp(`/en/${pages.hall.en.slug}#weddings$`));
  await expect(page.locator("#weddings")).toBeInViewport();
});

test("pictures arrive in modern formats at web sizes, no placeholder left", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  for (const path of ["/", `/${pages.gallery.hr.slug}`, `/${pages.accommodation.hr.slug}`]) {
    await page.goto(path);
    const images = await page.locator("main img").evaluateAll((list) =>
      list.map((image) => ({
        src: image.getAttribute("src") ?? "",
        inPicture: image.parentElement?.tagName === "PICTURE",
        sources: Array.from(image.parentElement?.querySelectorAll("source") ?? []).map(
          (source) => source.type,
        ),
        hasSize: image.hasAttribute("width") && image.hasAttribute("height"),
      })),
    );
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) {
      expect(image.src, path).not.toMatch(/\.svg$/);
      expect(image.inPicture, image.src).toBe(true);
      expect(image.sources, image.src).toEqual(["image/avif", "image/webp"]);
      expect(image.hasSize, image.src).toBe(true);
    }
  }
  // a phone takes a phone-sized AVIF, not the largest JPEG
  await page.goto("/");
  const hero = page.locator(".hero img").first();
  await expect
    .poll(() => hero.evaluate((image) => (image as HTMLImageElement).currentSrc))
    .toMatch(/sea-(480|960)\.avif$/);
  await page.screenshot({ path: "test-results/home-375.png" });
});
