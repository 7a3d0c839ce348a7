import { expect, test, type Page } from "@playwright/test";
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
});
