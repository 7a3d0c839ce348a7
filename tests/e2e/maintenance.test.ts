import { expect, test } from "./fixture.ts";
import { maintenancePort } from "../../playwright.config.ts";

const maintenance = `http://127.0.0.1:${maintenancePort}`;

test("in maintenance mode visitors see only the maintenance text (503)", async ({ page }) => {
  const response = await page.goto(`${maintenance}/`);
  expect(response?.status()).toBe(503);
  await expect(page.getByText("Održavanje u toku, biti ćemo s Vama uskoro!")).toBeVisible();
  await expect(page.locator("header.site-header")).toHaveCount(0);
  await expect(page.locator("footer")).toHaveCount(0);
  const other = await page.request.get(`${maintenance}/o-nama`);
  expect(other.status()).toBe(503);
});
