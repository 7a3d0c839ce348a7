import type { Page } from "@playwright/test";
import { expect, test } from "./fixture.ts";
import { demoAccounts } from "./seed-data.ts";

// issue 9: the header leads a guest to the login page and a signed-in shopper to the profile,
// in the desktop utility bar (1440 px) and in the mobile menu (375 px).
const shopper = demoAccounts.find((account) => account.role === "shopper")!;

async function signIn(page: Page) {
  await page.goto("/prijava");
  await expect(page.getByRole("heading", { name: "Prijava" })).toBeVisible();
  await page.getByLabel("Adresa e-pošte").fill(shopper.email);
  await page.getByLabel("Lozinka", { exact: true }).fill(shopper.password);
  await page.getByRole("button", { name: "Prijava", exact: true }).click();
  await expect(page).toHaveURL("/");
}

test.describe("at 1440 px", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("the utility bar links a guest to login and a shopper to the profile", async ({ page }) => {
    await page.goto("/");
    const banner = page.getByRole("banner");
    await expect(banner.getByRole("link", { name: "Prijava" })).toHaveAttribute("href", "/prijava");
    await page.goto("/en");
    await expect(banner.getByRole("link", { name: "Log in" })).toHaveAttribute("href", "/en/login");
    await signIn(page);
    const profile = banner.getByRole("link", { name: "Moj profil" });
    await expect(profile).toHaveAttribute("href", "/profil");
    await page.screenshot({ path: test.info().outputPath("header-1440.png") });
    await profile.click();
    await expect(page).toHaveURL("/profil");
  });
});

test.describe("at 375 px", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the mobile menu holds the account link", async ({ page }) => {
    await page.goto("/");
    await page.locator("button.hamburger").click();
    const panel = page.locator("#mobile-menu");
    await expect(panel.getByRole("link", { name: "Prijava" })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath("header-375-guest.png") });
    await signIn(page);
    await page.locator("button.hamburger").click();
    await expect(panel.getByRole("link", { name: "Moj profil" })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath("header-375.png") });
  });
});
