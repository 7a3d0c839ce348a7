import type { Page } from "@playwright/test";
import { expect, test } from "./fixture.ts";
import { ownSite } from "./own-site.ts";
import { demoAccounts } from "./seed-data.ts";

// spec 2 (non-production builds show a version badge with the changelog) and spec 4 version
// check (the releases modal opens when the latest release differs from the one last seen);
// issue 7: releases and changelog from the project's own CHANGELOG.md, in the admin area.
const editor = demoAccounts.find((account) => account.role === "back-office")!;

async function openAdmin(page: Page, origin: string) {
  await page.goto(`${origin}/admin`);
  await page.getByLabel("Adresa e-pošte").fill(editor.email);
  await page.getByLabel("Lozinka").fill(editor.password);
  await page.getByRole("button", { name: "Prijava" }).click();
  await expect(page.getByRole("heading", { name: "Stranice", level: 1 })).toBeVisible();
}

test("a production build shows no version badge", async ({ page, baseURL }) => {
  await openAdmin(page, baseURL!);
  await expect(page.getByRole("button", { name: /^v\d+\.\d+\.\d+ · / })).toHaveCount(0);
  await expect(page.getByRole("dialog", { name: "Izdanja i promjene" })).toHaveCount(0);
  // nor does the site's editor bar
  await page.goto(`${baseURL!}/`);
  const bar = page.getByRole("navigation", { name: "Urednička traka" });
  await expect(bar.getByRole("link", { name: "Administracija" })).toBeVisible();
  await expect(bar.getByRole("link", { name: /^v\d+\.\d+\.\d+ · / })).toHaveCount(0);
});

test.describe("a staging build", () => {
  const site = ownSite({ RELEASE_STAGE: "staging" });

  test("shows the version badge; the releases modal opens once for a new release and from the badge", async ({
    page,
  }) => {
    await openAdmin(page, site().origin);
    const dialog = page.getByRole("dialog", { name: "Izdanja i promjene" });
    // never seen a release in this browser: the modal opens by itself, with the changelog
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("heading", { level: 3 }).first()).toHaveText(/\(unreleased\)/);
    await expect(dialog.getByRole("heading", { name: "Features", level: 4 }).first()).toBeVisible();
    await expect(dialog.getByRole("listitem").first()).not.toBeEmpty();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    // seen: it stays shut, and the badge opens it
    await page.reload();
    const badge = page.getByRole("button", { name: /^v\d+\.\d+\.\d+ · staging$/ });
    await expect(badge).toBeVisible();
    await expect(dialog).toBeHidden();
    await badge.click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Zatvori" }).click();
    await expect(dialog).toBeHidden();
    await expect(badge).toBeFocused();
  });

  test("the releases modal links to this build's documentation", async ({ page }) => {
    await openAdmin(page, site().origin);
    const dialog = page.getByRole("dialog", { name: "Izdanja i promjene" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("link", { name: "Dokumentacija" }).click();
    await expect(page).toHaveURL(/\/admin\/docs$/);
    await expect(page.getByRole("heading", { name: "Dokumentacija", level: 1 })).toBeVisible();
    // the project's own README.md, served by the build itself (works offline)
    await expect(page.getByRole("heading", { name: "Vitrina", level: 2 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Configuration", level: 3 })).toBeVisible();
    await expect(page.getByText("RELEASE_STAGE").first()).toBeVisible();
  });

  test("the site's editor bar shows the badge to back-office users; it opens the releases modal", async ({
    page,
    browser,
  }) => {
    await openAdmin(page, site().origin);
    await page.keyboard.press("Escape"); // the modal the admin area opened by itself
    await page.goto(`${site().origin}/`);
    const bar = page.getByRole("navigation", { name: "Urednička traka" });
    const badge = bar.getByRole("link", { name: /^v\d+\.\d+\.\d+ · staging$/ });
    await expect(badge).toBeVisible();
    const dialog = page.getByRole("dialog", { name: "Izdanja i promjene" });
    await expect(dialog).toHaveCount(0);
    await badge.click();
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(`${site().origin}/`); // opened on the page, not in the admin area
    await expect(dialog.getByRole("heading", { level: 3 }).first()).toHaveText(/\(unreleased\)/);
    await expect(dialog.getByRole("link", { name: "Dokumentacija" })).toHaveAttribute(
      "href",
      "/admin/docs",
    );
    await dialog.getByRole("button", { name: "Zatvori" }).click();
    await expect(dialog).toBeHidden();
    await badge.click();
    await expect(dialog).toBeVisible();

    // a visitor gets no badge, and no admin code
    const visitor = await browser.newPage();
    const scripts: string[] = [];
    visitor.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await visitor.goto(`${site().origin}/`);
    await expect(visitor.locator("[data-version-badge]")).toHaveCount(0);
    expect(scripts.some((url) => /\/assets\/admin-[\w-]+\.js$/.test(url))).toBe(false);
    await visitor.close();
  });
});
