import { expect, test } from "./fixture.ts";
import { maintenancePort } from "../../playwright.config.ts";

const maintenance = `http://127.0.0.1:${maintenancePort}`;

for (const width of [1440, 375]) {
  test(`the maintenance screen wears the brand and says how to reach the business (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    const response = await page.goto(`${maintenance}/`);
    expect(response?.status()).toBe(503);
    // crawlers and browsers learn that the outage is temporary
    expect(Number(response?.headers()["retry-after"])).toBeGreaterThan(0);
    await expect(page.locator("html")).toHaveAttribute("data-theme", "vitrina");
    const logo = page.locator("main img.maintenance__logo");
    await expect(logo).toBeVisible();
    expect(
      await logo.evaluate((image) => (image as HTMLImageElement).naturalWidth),
    ).toBeGreaterThan(0);
    await expect(page.getByText("Konoba Vitrina")).toBeVisible();
    await expect(page.getByRole("link", { name: "info@konoba-vitrina.example" })).toHaveAttribute(
      "href",
      "mailto:info@konoba-vitrina.example",
    );
    // not a bare dark screen: the page wears the site's light background
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe("rgb(251, 247, 241)");
    await page.screenshot({ path: `test-results/maintenance-${width}.png` });
  });
}
