import type { Page } from "@playwright/test";
import { expect, test } from "./fixture.ts";
import { expectNoSideScroll } from "./layout.ts";
import { demoAccounts } from "./seed-data.ts";

// issue 9: the header leads a guest to the login page and a signed-in shopper to the profile,
// in the desktop utility bar (1440 px) and in the mobile menu (375 px). Issue 23: the logo as
// drawn sits at the header's centre between the menu halves, and the profile's panels are
// balanced in two columns at 1440 px and one at 375 px.
const shopper = demoAccounts.find((account) => account.role === "shopper")!;

type Span = { left: number; right: number };

/** Where the logo's painted pixels begin and end across the page (not its image box). */
const paintedSpan = (page: Page, selector: string): Promise<Span> =>
  page.locator(selector).evaluate(async (image: HTMLImageElement) => {
    await image.decode();
    const box = image.getBoundingClientRect();
    const canvas = document.createElement("canvas");
    canvas.width = Math.round(box.width);
    canvas.height = Math.round(box.height);
    const context = canvas.getContext("2d")!;
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    let left = canvas.width;
    let right = 0;
    for (let y = 0; y < canvas.height; y++)
      for (let x = 0; x < canvas.width; x++)
        if ((data[(y * canvas.width + x) * 4 + 3] ?? 0) > 0) {
          left = Math.min(left, x);
          right = Math.max(right, x + 1);
        }
    return { left: box.left + left, right: box.left + right };
  });

const boxOf = async (page: Page, selector: string) =>
  (await page.locator(selector).first().boundingBox())!;

/** The profile's panels, each with its box. */
const panelBoxes = (page: Page) =>
  page
    .locator(".account-profile__grid > .account-panel")
    .evaluateAll((panels) =>
      panels.map((panel) => panel.getBoundingClientRect().toJSON() as DOMRect),
    );

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

  test("the logo as drawn sits at the header's centre, as far from each menu half", async ({
    page,
  }) => {
    await page.goto("/");
    const logo = await paintedSpan(page, ".nav-desktop__brand img");
    const header = await boxOf(page, ".site-header");
    expect(Math.abs((logo.left + logo.right) / 2 - (header.x + header.width / 2))).toBeLessThan(2);
    const left = await boxOf(page, ".nav-desktop__half--left > li:last-child");
    const right = await boxOf(page, ".nav-desktop__half--right > li:first-child");
    expect(Math.abs(logo.left - (left.x + left.width) - (right.x - logo.right))).toBeLessThan(2);
  });

  test("the profile's panels fill two balanced columns", async ({ page }) => {
    await signIn(page);
    await page.goto("/profil");
    await expect(page.getByRole("heading", { name: "Osobni podaci" })).toBeVisible();
    const grid = await boxOf(page, ".account-profile__grid");
    // centred on the page
    expect(Math.abs(grid.x + grid.width / 2 - 720)).toBeLessThan(2);
    const panels = await panelBoxes(page);
    const half = panels.filter((panel) => panel.width < grid.width - 1);
    expect(half.length).toBeGreaterThanOrEqual(2);
    // every half-width panel has a partner beside it, as tall: no row with an empty half
    for (const panel of half) {
      const partner = half.find((other) => other !== panel && Math.abs(other.y - panel.y) < 1);
      expect(partner, `a panel at y=${panel.y} stands alone`).toBeDefined();
      expect(Math.abs(partner!.height - panel.height)).toBeLessThan(1);
    }
    await page.screenshot({ path: test.info().outputPath("profile-1440.png"), fullPage: true });
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

  test("the logo sits whole at the bar's start, clear of the buttons", async ({ page }) => {
    await page.goto("/");
    const logo = await boxOf(page, ".site-header__mobile-brand img");
    const bar = await boxOf(page, ".site-header__bar");
    const hamburger = await boxOf(page, "button.hamburger");
    expect(logo.x).toBeGreaterThanOrEqual(bar.x);
    expect(logo.x + logo.width).toBeLessThan(hamburger.x);
    expect(Math.abs(logo.y + logo.height / 2 - (bar.y + bar.height / 2))).toBeLessThan(2);
  });

  test("the profile's panels stand in one column, nothing wider than the screen", async ({
    page,
  }) => {
    await signIn(page);
    await page.goto("/profil");
    await expect(page.getByRole("heading", { name: "Osobni podaci" })).toBeVisible();
    const grid = await boxOf(page, ".account-profile__grid");
    for (const panel of await panelBoxes(page)) {
      expect(panel.x).toBeCloseTo(grid.x, 0);
      expect(panel.width).toBeCloseTo(grid.width, 0);
    }
    await expectNoSideScroll(page);
    await page.screenshot({ path: test.info().outputPath("profile-375.png"), fullPage: true });
  });
});
