import { expect, test } from "./fixture.ts";
import { mainMenu } from "./seed-data.ts";

test.use({ viewport: { width: 375, height: 740 } });

test("at 375 px the menu sits behind a hamburger with +/- toggles", async ({ page }) => {
  await page.goto("/");
  const hamburger = page.locator("button.hamburger");
  await expect(hamburger).toBeVisible();
  await expect(hamburger).toHaveAttribute("aria-expanded", "false");
  const panel = page.locator("#mobile-menu");
  await expect(panel).toBeHidden();

  await hamburger.click();
  await expect(hamburger).toHaveAttribute("aria-expanded", "true");
  await expect(panel).toBeVisible();

  const parent = mainMenu("hr").find((item) => (item.children?.length ?? 0) > 0)!;
  const child = panel.getByRole("link", { name: parent.children![0]!.title, exact: true });
  await expect(child).toBeHidden();
  const toggle = panel.getByRole("button", { name: new RegExp(parent.title) });
  await expect(toggle).toHaveText("+");
  await toggle.click();
  await expect(child).toBeVisible();
  await expect(toggle).toHaveText("−");

  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await expect(hamburger).toBeFocused();
});

// spec 2: the body's class is the page's slug; a slug that names a block ("gallery", the search
// screen's "search") once gave the body that block's grid or margins
test("a page whose slug names a block keeps the full-width layout", async ({ page }) => {
  for (const path of ["/en/gallery", "/pretraga?search=vino"]) {
    await page.goto(path);
    const body = await page.evaluate(() => {
      const style = getComputedStyle(document.body);
      return { className: document.body.className, display: style.display, margin: style.margin };
    });
    expect(body.className).toMatch(/\b(gallery|search)\b/);
    expect(body).toMatchObject({ display: "flex", margin: "0px" });
    const header = await page.locator("header.site-header").boundingBox();
    expect(header).toMatchObject({ x: 0, width: 375 });
  }
});
