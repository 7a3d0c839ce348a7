import type { Page } from "@playwright/test";
import { expect, test } from "./fixture.ts";

// issue 8, spec 3 currency settings: a shopper chooses another currency in the header and sees
// converted prices (two decimals and the symbol, spec 9) on the category and product pages,
// remembered in the currency cookie, and switches back to the main currency.

const amountOf = (text: string | null): number =>
  Number((text ?? "").replace(/[^\d,]/g, "").replace(",", "."));
const firstPrice = (page: Page) => page.locator(".product-grid .prices__final").first();
const productPrice = (page: Page) => page.locator(".product-page__info .prices__final");
const currencyCookie = async (page: Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name === "currency");

test.describe("at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("chooses dollars from the keyboard, sees them on the shop and a product, and goes back", async ({
    page,
  }) => {
    await page.goto("/shop/vina");
    await expect(firstPrice(page)).toHaveText(/^\d+,\d{2}\u00a0€$/u);
    const euro = amountOf(await firstPrice(page).textContent());
    const names = await page.locator(".product-grid .product-card__name").allTextContents();

    const banner = page.getByRole("banner");
    const summary = banner.locator(".currency-switch--desktop summary");
    await expect(summary).toHaveText(/^EUR/u);
    await summary.focus();
    await page.keyboard.press("Enter");
    const usd = banner.getByRole("button", { name: /^USD/u });
    await expect(usd).toBeVisible();
    await page.screenshot({ path: test.info().outputPath("currency-1280.png") });
    await expect(banner.getByRole("button", { name: /^EUR/u })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await page.keyboard.press("Tab"); // EUR
    await page.keyboard.press("Tab"); // USD
    await expect(usd).toBeFocused();
    await page.keyboard.press("Enter");

    await expect(page).toHaveURL("/shop/vina");
    await expect(firstPrice(page)).toHaveText(/^\d+,\d{2}\u00a0\$$/u);
    // the same list, converted at the seed's rate (1.08 USD a euro), two decimals
    expect(await page.locator(".product-grid .product-card__name").allTextContents()).toEqual(
      names,
    );
    expect(amountOf(await firstPrice(page).textContent())).toBe(Math.round(euro * 108) / 100);
    await expect(page.locator(".product-grid .prices").filter({ hasText: "€" })).toHaveCount(0);
    expect((await currencyCookie(page))?.expires).toBeGreaterThan(Date.now() / 1000 + 29 * 86400);
    await expect(summary).toHaveText(/^USD/u);

    // a product page reached by a client-side link, then a configurable one by URL
    await page.locator(".product-grid .product-card__link").first().click();
    await expect(page).toHaveURL(/\/product\//u);
    await expect(productPrice(page)).toHaveText(/^\d+,\d{2}\u00a0\$$/u);
    expect(amountOf(await productPrice(page).textContent())).toBe(Math.round(euro * 108) / 100);
    await page.goto("/product/majica-vitrina");
    await expect(productPrice(page)).toHaveText(/\$$/u);

    // back to the main currency: euro prices again, the cookie forgotten
    await summary.click();
    await banner.getByRole("button", { name: /^EUR/u }).click();
    await expect(page).toHaveURL("/product/majica-vitrina");
    await expect(productPrice(page)).toHaveText(/€$/u);
    expect(await currencyCookie(page)).toBeUndefined();
    await page.goto("/shop/vina");
    await expect(firstPrice(page)).toHaveText(/€$/u);
    expect(amountOf(await firstPrice(page).textContent())).toBe(euro);
  });
});

test.describe("at 375 px without JavaScript", () => {
  test.use({ viewport: { width: 375, height: 740 }, javaScriptEnabled: false });

  test("the choice sits in the header bar, uncramped, and works as a plain form", async ({
    page,
  }) => {
    await page.goto("/shop/vina");
    const bar = page.locator(".site-header__bar");
    const summary = bar.locator(".currency-switch--mobile summary");
    await expect(summary).toBeVisible();
    await expect(page.locator(".currency-switch--desktop")).toBeHidden();
    // a 44 px target that overlaps neither the search icon nor the hamburger, no side scrolling
    const boxOf = async (selector: string) => {
      const box = await page.locator(selector).boundingBox();
      if (!box) throw new Error(`${selector} has no box`);
      return box;
    };
    const brand = await boxOf(".site-header__mobile-brand");
    const search = await boxOf(".header-search-link");
    const choice = await boxOf(".currency-switch--mobile summary");
    const hamburger = await boxOf(".hamburger");
    expect(choice.width).toBeGreaterThanOrEqual(44);
    expect(choice.height).toBeGreaterThanOrEqual(44);
    expect(brand.x + brand.width).toBeLessThanOrEqual(search.x);
    expect(search.x + search.width).toBeLessThanOrEqual(choice.x);
    expect(choice.x + choice.width).toBeLessThanOrEqual(hamburger.x);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );

    await summary.click();
    const gbp = bar.getByRole("button", { name: /^GBP/u });
    const menuBox = await page.locator(".currency-switch--mobile form").boundingBox();
    expect((menuBox?.x ?? -1) >= 0 && (menuBox?.x ?? 0) + (menuBox?.width ?? 0) <= 375).toBe(true);
    await page.screenshot({ path: test.info().outputPath("currency-375.png") });
    await gbp.click();
    await expect(page).toHaveURL("/shop/vina");
    await expect(firstPrice(page)).toHaveText(/^\d+,\d{2}\u00a0£$/u);
    await page.goto("/product/dingac-plavac-mali-2019");
    await expect(productPrice(page)).toHaveText(/£$/u);

    await page.locator(".currency-switch--mobile summary").click();
    await page.locator(".site-header__bar").getByRole("button", { name: /^EUR/u }).click();
    await expect(productPrice(page)).toHaveText(/€$/u);
  });
});
