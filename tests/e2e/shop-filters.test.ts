import type { Page } from "@playwright/test";
import { expect, test } from "./fixture.ts";

// spec 4 "Filters": any change sets page to 1; the URL query is replaced, not pushed; adding or
// removing discount=true refetches. The demo shop's wines: 19, 12 a page.
test.use({ viewport: { width: 1280, height: 900 } });

const total = (page: Page) => page.locator(".catalog-toolbar__total");
const cards = (page: Page) => page.locator(".product-grid > li");
const grapeFilter = (page: Page, name: string) =>
  page
    .getByRole("group", { name: "Sorta grožđa" })
    .locator("label", { hasText: name })
    .getByRole("checkbox");
const onSale = (page: Page) => page.getByRole("checkbox", { name: "Samo sniženo" });
const pageLink = (page: Page, name: string) =>
  page.getByRole("navigation", { name: "Stranice" }).getByRole("link", { name });
/** The loader data request of the list (React Router's single fetch: `<path>.data?<search>`). */
const isListData = (url: string, isWanted: (search: string) => boolean) =>
  new URL(url).pathname.endsWith("/shop/vina.data") && isWanted(new URL(url).search);

test("changing a filter on page 2 lists page 1 of the filtered products", async ({ page }) => {
  await page.goto("/shop/vina");
  await pageLink(page, "Stranica 2").click();
  await expect(page).toHaveURL(/page=2/);
  await expect(cards(page)).toHaveCount(7);
  await grapeFilter(page, "Plavac mali").check();
  await expect(page).toHaveURL(/grapeVariety=\d+/);
  // page 2 of 4 products would be empty
  await expect(page).not.toHaveURL(/page=/);
  await expect(total(page)).toHaveText("4 proizvoda");
  await expect(cards(page)).toHaveCount(4);
});

test("a filter change replaces the history entry instead of adding one", async ({ page }) => {
  await page.goto("/shop/vina");
  await expect(cards(page)).toHaveCount(12);
  const entries = await page.evaluate(() => history.length);
  await grapeFilter(page, "Plavac mali").check();
  await expect(page).toHaveURL(/grapeVariety=\d+/);
  await expect(total(page)).toHaveText("4 proizvoda");
  await grapeFilter(page, "Teran").check();
  await expect(total(page)).toHaveText("7 proizvoda");
  expect(await page.evaluate(() => history.length)).toBe(entries);
});

test("back and forward restore the checked filters and the list", async ({ page }) => {
  await page.goto("/shop/vina");
  // a pushed entry (pagination is a link) that the filter change then replaces
  await pageLink(page, "Stranica 2").click();
  await expect(page).toHaveURL(/page=2/);
  await grapeFilter(page, "Plavac mali").check();
  await onSale(page).check();
  await expect(page).toHaveURL(/grapeVariety=\d+.*discount=true/);
  const filtered = await total(page).textContent();
  const filteredNames = await page.locator(".product-card__name").allTextContents();
  expect(filtered).not.toBe("19 proizvoda");

  await page.goBack();
  await expect(page).not.toHaveURL(/grapeVariety|discount|page=/);
  await expect(total(page)).toHaveText("19 proizvoda");
  await expect(cards(page)).toHaveCount(12);
  await expect(grapeFilter(page, "Plavac mali")).not.toBeChecked();
  await expect(onSale(page)).not.toBeChecked();

  await page.goForward();
  await expect(page).toHaveURL(/grapeVariety=\d+.*discount=true/);
  await expect(total(page)).toHaveText(filtered ?? "");
  await expect(grapeFilter(page, "Plavac mali")).toBeChecked();
  await expect(onSale(page)).toBeChecked();
  await expect(page.locator(".product-card__name")).toHaveText(filteredNames);
});

test("adding and removing discount=true fetches the list again", async ({ page }) => {
  await page.goto("/shop/vina");
  await expect(total(page)).toHaveText("19 proizvoda");
  const onSaleData = page.waitForResponse((response) =>
    isListData(response.url(), (search) => search.includes("discount=true")),
  );
  await onSale(page).check();
  await expect(page).toHaveURL(/discount=true/);
  expect((await onSaleData).ok()).toBe(true);
  await expect(total(page)).not.toHaveText("19 proizvoda");
  // every listed wine is on sale: each card shows its discount badge
  const onSaleCount = await cards(page).count();
  expect(onSaleCount).toBeGreaterThan(0);
  await expect(page.locator(".product-grid .discount-badge")).toHaveCount(onSaleCount);

  const allData = page.waitForResponse((response) =>
    isListData(response.url(), (search) => !search.includes("discount")),
  );
  await onSale(page).uncheck();
  await expect(page).not.toHaveURL(/discount/);
  expect((await allData).ok()).toBe(true);
  await expect(total(page)).toHaveText("19 proizvoda");
  await expect(cards(page)).toHaveCount(12);
});

// issue 23: on a phone the filter panel is a disclosure; ticking filters in it keeps it open,
// with the focus on the ticked box, while the list updates behind it.
test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("the filter panel stays open and keeps the focus while filters are ticked", async ({
    page,
  }) => {
    await page.goto("/shop/vina");
    const panel = page.locator("details.filters__panel");
    const toggle = panel.locator("summary");
    await expect(panel).not.toHaveAttribute("open");
    await expect(total(page)).toHaveText("19 proizvoda");
    await toggle.click();
    await expect(panel).toHaveAttribute("open");

    const plavac = grapeFilter(page, "Plavac mali");
    await plavac.check();
    await expect(page).toHaveURL(/grapeVariety=\d+/);
    await expect(total(page)).toHaveText("4 proizvoda");
    await expect(cards(page)).toHaveCount(4);
    await expect(panel).toHaveAttribute("open");
    await expect(plavac).toBeChecked();
    await expect(plavac).toBeFocused();
    await expect(toggle.locator(".filters__active")).toHaveText("1");

    // the keyboard ticks the next one; the panel and the focus stay
    const teran = grapeFilter(page, "Teran");
    await teran.focus();
    await page.keyboard.press("Space");
    await expect(total(page)).toHaveText("7 proizvoda");
    await expect(panel).toHaveAttribute("open");
    await expect(teran).toBeFocused();
    await expect(teran).toBeChecked();
    await expect(plavac).toBeChecked();

    // the shopper closes it; the list keeps both filters
    await toggle.click();
    await expect(panel).not.toHaveAttribute("open");
    await expect(cards(page)).toHaveCount(7);
    await expect(page).toHaveURL(/grapeVariety=\d+%2C\d+|grapeVariety=\d+,\d+/);
  });
});
