import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixture.ts";

// Issue 23: the product page's buy box keeps one rhythm (price, stock, variant, actions), the
// featured strip scrolls by arrows and never cuts a card, and every demo product has a picture
// of its own.

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error("not rendered");
  return box;
}

for (const width of [375, 1440]) {
  test(`the buy box keeps one rhythm at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/product/pregaca-konoba");
    const info = page.locator(".product-page__info");
    // price, stock, variant, (the chosen variant's SKU), actions, description: in this order
    const blocks = info.locator(":scope > *");
    expect(
      await blocks.evaluateAll((elements: Element[]) =>
        elements.map((element) => element.className),
      ),
    ).toEqual([
      "product-page__head",
      "product-page__stock",
      "variant-choice",
      "product-page__sku",
      "product-page__actions",
      "product-page__description",
    ]);
    const boxes = await Promise.all((await blocks.all()).map(boxOf));
    const gaps = boxes.slice(1).map((box, index) => {
      const above = boxes[index]!;
      return Math.round(box.y - (above.y + above.height));
    });
    // nothing overlaps, the gaps are real and one size
    for (const gap of gaps) expect(gap).toBeGreaterThan(8);
    expect(Math.max(...gaps) - Math.min(...gaps)).toBeLessThanOrEqual(1);
    // the price leads: larger than the body text
    const priceSize = await info
      .locator(".prices__final")
      .evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize));
    expect(priceSize).toBeGreaterThanOrEqual(24);
    // the actions: quantity and the add-to-cart button on one baseline, the wishlist below them
    const quantity = await boxOf(info.locator(".quantity-field__input"));
    const submit = await boxOf(info.locator(".add-to-cart__submit"));
    expect(Math.abs(quantity.y + quantity.height - (submit.y + submit.height))).toBeLessThanOrEqual(
      2,
    );
    expect(submit.x).toBeGreaterThanOrEqual(quantity.x + quantity.width);
    const heart = await boxOf(info.locator(".wishlist-toggle__button"));
    expect(heart.y).toBeGreaterThanOrEqual(submit.y + submit.height);
    expect(Math.round(heart.x)).toBe(Math.round(quantity.x));
    // nothing spills out of the column
    const column = await boxOf(info);
    for (const box of [...boxes, quantity, submit, heart])
      expect(box.x + box.width).toBeLessThanOrEqual(column.x + column.width + 1);
  });
}

/** Cards that show at all are whole: none is cut at the strip's left or right edge. */
async function expectWholeCards(strip: Locator) {
  const list = strip.locator(".featured-strip__items");
  await expect
    .poll(() =>
      list.evaluate((element) => {
        const frame = element.getBoundingClientRect();
        return [...element.children]
          .map((child) => child.getBoundingClientRect())
          .filter((card) => card.right > frame.left + 1 && card.left < frame.right - 1)
          .every((card) => card.left >= frame.left - 1 && card.right <= frame.right + 1);
      }),
    )
    .toBe(true);
}

async function expectSettled(page: Page, strip: Locator) {
  // the smooth scroll ends on a snap point
  const list = strip.locator(".featured-strip__items");
  let last = -1;
  await expect
    .poll(async () => {
      const now = await list.evaluate((element) => element.scrollLeft);
      const isStill = now === last;
      last = now;
      await page.waitForTimeout(120);
      return isStill;
    })
    .toBe(true);
}

for (const width of [375, 768, 1440]) {
  test(`the featured strip shows whole cards and scrolls by its arrows at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/");
    const strip = page.locator(".product-list--strip");
    await strip.scrollIntoViewIfNeeded();
    const previous = strip.getByRole("button", { name: "Prethodni proizvodi" });
    const next = strip.getByRole("button", { name: "Sljedeći proizvodi" });
    await expect(previous).toBeDisabled();
    await expect(next).toBeEnabled();
    await expectWholeCards(strip);
    let clicks = 0;
    while (await next.isEnabled()) {
      await next.click();
      await expectSettled(page, strip);
      await expectWholeCards(strip);
      await expect(previous).toBeEnabled();
      clicks += 1;
      expect(clicks).toBeLessThan(8);
    }
    // at the end: the last card is whole and in the strip's box, 'next' is off
    const isLastWhole = await strip.locator(".featured-strip__items").evaluate((element) => {
      const frame = element.getBoundingClientRect();
      const last = element.lastElementChild?.getBoundingClientRect();
      return !!last && last.left >= frame.left - 1 && last.right <= frame.right + 1;
    });
    expect(isLastWhole).toBe(true);
    // the keyboard goes back: the focused arrow with Enter
    await previous.focus();
    while (await previous.isEnabled()) {
      await page.keyboard.press("Enter");
      await expectSettled(page, strip);
      await expectWholeCards(strip);
    }
    await expect(next).toBeEnabled();
  });
}

test("every demo product shows a picture of its own in the shop", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const pictures = new Map<string, string>();
  for (let number = 1; number <= 5; number += 1) {
    await page.goto(`/shop?limit=24&page=${number}`);
    const cards = page.locator(".catalog-list .product-card");
    const count = await cards.count();
    if (count === 0) break;
    for (let index = 0; index < count; index += 1) {
      const card = cards.nth(index);
      const name = (await card.locator(".product-card__name").textContent())?.trim() ?? "";
      const src = (await card.locator("img").getAttribute("src")) ?? "";
      pictures.set(name, src);
    }
  }
  expect(pictures.size).toBeGreaterThan(40);
  const sources = [...pictures.values()];
  const repeated = sources.filter((src, index) => sources.indexOf(src) !== index);
  expect(repeated).toEqual([]);
});
