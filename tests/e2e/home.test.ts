import { expect, test } from "./fixture.ts";
import { firstHeading, mainMenu, pages, sectionCopy } from "./seed-data.ts";

test.describe("home page", () => {
  test("arrives as complete HTML before any JavaScript runs", async ({ request }) => {
    const response = await request.get("/");
    expect(response.status()).toBe(200);
    const html = await response.text();
    const home = pages.restaurant.hr;
    expect(html).toContain(`<html lang="hr"`);
    expect(html).toContain('data-theme="vitrina"');
    expect(html).toContain(firstHeading(home.document.elements));
    for (const item of mainMenu("hr")) expect(html).toContain(item.title);
    expect(html).toContain(sectionCopy.hr.columns[0]);
    expect(html).toContain(sectionCopy.hr.cookieButton);
    // page-list resolves its pages on the server: their titles are in the HTML already
    expect(html).toMatch(new RegExp(`page-card__link"[^>]*href="/${pages.hall.hr.slug}"`));
    expect(response.headers()["content-security-policy"]).toMatch(/script-src 'self' 'sha256-/);
  });

  test("shows the page with JavaScript disabled", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    const heading = firstHeading(pages.restaurant.hr.document.elements);
    await expect(page.getByRole("heading", { name: heading }).first()).toBeVisible();
    await expect(page.locator("body")).toHaveClass(/restoran/);
    await expect(page).toHaveTitle(new RegExp(pages.restaurant.hr.title));
    await context.close();
  });

  test("hydrates without console errors", async ({ page }) => {
    // the errors are the fixture's (fixture.ts); hydration parity: hydration.test.ts
    await page.goto("/");
    await page.waitForLoadState("networkidle");
  });
});
