import type { Page } from "@playwright/test";
import { expect, test } from "./fixture.ts";
import { demoAccounts } from "./seed-data.ts";

// spec 2, 4: the wishlist heart on the shop's cards and the product page, the wishlist on the
// profile, and logout clearing it from the pages. The demo shopper; the test leaves the
// wishlist as it found it (empty).
const shopper = demoAccounts.find((account) => account.role === "shopper")!;

test.use({ viewport: { width: 1280, height: 900 } });

async function logIn(page: Page) {
  await expect(page.getByRole("heading", { name: "Prijava" })).toBeVisible();
  await page.getByLabel("Adresa e-pošte").fill(shopper.email);
  await page.getByLabel("Lozinka", { exact: true }).fill(shopper.password);
  await page.getByRole("button", { name: "Prijava", exact: true }).click();
}

const firstCard = (page: Page) => page.locator(".product-grid .product-card").first();
const heartOf = (page: Page, name: string) =>
  page.getByRole("button", { name: `Lista želja: ${name}` });

test("a guest signs in from the heart, keeps a product, sees it on the profile, removes it; logout hides the wishlist", async ({
  page,
}) => {
  await page.goto("/shop/vina");
  const name = (await firstCard(page).locator(".product-card__name").textContent())?.trim() ?? "";
  expect(name).not.toBe("");
  const heart = heartOf(page, name);
  await expect(heart).toHaveAttribute("aria-pressed", "false");

  // a guest goes to the login page and comes back to the shop (spec 5 safe internal path)
  await heart.click();
  await expect(page).toHaveURL(/\/prijava\?redirectTo=%2Fshop%2Fvina$/);
  await logIn(page);
  await expect(page).toHaveURL("/shop/vina");
  await expect(page.getByText("Uspješno ste se prijavili")).toBeVisible();

  // spec 4: the toggle adds, the toast says so, the list is fetched again
  await expect(heart).toHaveAttribute("aria-pressed", "false");
  await heart.click();
  await expect(page.getByText("Proizvod je dodan na listu želja")).toBeVisible();
  await expect(heart).toHaveAttribute("aria-pressed", "true");
  await page.reload();
  await expect(heart).toHaveAttribute("aria-pressed", "true");

  // spec 2: the profile shows the wishlist as product cards with remove
  await page.goto("/profil");
  const wishlist = page.getByRole("region", { name: "Lista želja" });
  await expect(wishlist.getByRole("link", { name })).toBeVisible();
  await wishlist.getByRole("button", { name: `Ukloni s liste želja: ${name}` }).click();
  await expect(page.getByText("Proizvod je uklonjen s liste želja")).toBeVisible();
  await expect(wishlist.getByText("Na listi želja još nema proizvoda.")).toBeVisible();

  // again from the product page (the heart there has a visible text)
  await page.goto("/shop/vina");
  await firstCard(page).getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  const pageHeart = page.getByRole("button", { name: "Dodaj na listu želja" });
  await expect(pageHeart).toHaveAttribute("aria-pressed", "false");
  await pageHeart.click();
  await expect(page.getByText("Proizvod je dodan na listu želja")).toBeVisible();
  await expect(pageHeart).toHaveAttribute("aria-pressed", "true");
  const productUrl = page.url();

  // spec 2: logout toasts, clears the wishlist and goes to /
  await page.goto("/profil");
  await expect(
    page.getByRole("region", { name: "Lista želja" }).getByRole("link", { name }),
  ).toBeVisible();
  await page.getByRole("button", { name: "Odjava" }).click();
  await expect(page).toHaveURL("/");
  await expect(page.getByText("Uspješno ste se odjavili")).toBeVisible();
  await page.goto(productUrl);
  await expect(pageHeart).toHaveAttribute("aria-pressed", "false");
  await page.goto("/profil");
  await expect(page).toHaveURL(/\/prijava\?redirectTo=%2Fprofil$/);

  // the wishlist was kept for the account: signed in again, it is back; take it off (clean-up)
  await logIn(page);
  await expect(page).toHaveURL("/profil");
  const kept = page.getByRole("region", { name: "Lista želja" });
  await expect(kept.getByRole("link", { name })).toBeVisible();
  await kept.getByRole("button", { name: `Ukloni s liste želja: ${name}` }).click();
  await expect(kept.getByText("Na listi želja još nema proizvoda.")).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the heart is a plain form post that comes back to the page", async ({ page }) => {
    await page.goto("/prijava?redirectTo=%2Fshop%2Fvina");
    await logIn(page);
    await expect(page).toHaveURL("/shop/vina");
    const name = (await firstCard(page).locator(".product-card__name").textContent())?.trim() ?? "";
    const heart = heartOf(page, name);
    await expect(heart).toHaveAttribute("aria-pressed", "false");
    await heart.click();
    await expect(page).toHaveURL("/shop/vina");
    await expect(heart).toHaveAttribute("aria-pressed", "true");
    // the shop's filter form around the cards was not submitted with it
    await heart.click();
    await expect(page).toHaveURL("/shop/vina");
    await expect(heart).toHaveAttribute("aria-pressed", "false");
  });
});
