import { expect, test } from "@playwright/test";
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
