import type { Page } from "@playwright/test";
import { expect } from "./fixture.ts";

/** Nothing on the page is wider than its viewport: no sideways scrolling (375 px, spec 1). */
export async function expectNoSideScroll(page: Page): Promise<void> {
  const { scrollWidth, width } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    width: window.innerWidth,
  }));
  expect(scrollWidth, `${page.url()} scrolls sideways`).toBeLessThanOrEqual(width);
}
