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
/** The heart of the shop's first card (its name follows its state, so it is found by place). */
const firstHeart = (page: Page) => firstCard(page).locator(".wishlist-toggle__button");

test("a guest signs in from the heart, keeps a product, sees it on the profile, removes it; logout hides the wishlist", async ({
  page,
}) => {
  await page.goto("/shop/vina");
  const name = (await firstCard(page).locator(".product-card__name").textContent())?.trim() ?? "";
  expect(name).not.toBe("");
  const heart = firstHeart(page);
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
  // issue 23: one remove action per product, the card's own heart (no second button of the
  // same name beside it)
  const remove = wishlist.getByRole("button", { name: `Ukloni s liste želja: ${name}` });
  await expect(remove).toHaveCount(1);
  await expect(remove).toHaveAttribute("aria-pressed", "true");
  await remove.click();
  await expect(page.getByText("Proizvod je uklonjen s liste želja")).toBeVisible();
  await expect(wishlist.getByText("Na listi želja još nema proizvoda.")).toBeVisible();

  // again from the product page (the heart there has a visible text)
  await page.goto("/shop/vina");
  await firstCard(page).getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  const pageHeart = page.locator(".wishlist-toggle--text .wishlist-toggle__button");
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

// issue 23: the heart's text and name follow its state, at a phone's and a desktop's width
for (const width of [375, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("the heart says 'Dodaj' before and 'Ukloni' after adding, on the card and the product page", async ({
      page,
    }) => {
      await page.goto("/prijava?redirectTo=%2Fshop%2Fvina");
      await logIn(page);
      await expect(page).toHaveURL("/shop/vina");
      const card = firstCard(page);
      const name = (await card.locator(".product-card__name").textContent())?.trim() ?? "";
      const heart = firstHeart(page);
      await expect(heart).toHaveAttribute("aria-pressed", "false");
      await expect(heart).toHaveAccessibleName(`Dodaj na listu želja: ${name}`);
      await expect(heart).toHaveAttribute("title", "Dodaj na listu želja");
      await heart.click();
      await expect(heart).toHaveAttribute("aria-pressed", "true");
      await expect(heart).toHaveAccessibleName(`Ukloni s liste želja: ${name}`);
      await expect(heart).toHaveAttribute("title", "Ukloni s liste želja");
      await expect(page.getByText("Proizvod je dodan na listu želja")).toBeVisible();
      // the server draws the same state (a fresh load, no state asked for in the browser)
      await page.reload();
      await expect(heart).toHaveAccessibleName(`Ukloni s liste želja: ${name}`);

      // the product page's heart shows its text: it is on the list, so it offers to remove it
      await card.getByRole("link", { name }).click();
      await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
      const pageHeart = page.locator(".wishlist-toggle--text .wishlist-toggle__button");
      await expect(pageHeart).toBeVisible();
      await expect(pageHeart).toHaveText("Ukloni s liste želja");
      await expect(pageHeart).toHaveAccessibleName("Ukloni s liste želja");
      await expect(pageHeart).toHaveAttribute("aria-pressed", "true");
      await pageHeart.click();
      await expect(page.getByText("Proizvod je uklonjen s liste želja")).toBeVisible();
      await expect(pageHeart).toHaveText("Dodaj na listu želja");
      await expect(pageHeart).toHaveAttribute("aria-pressed", "false");
      await page.reload();
      await expect(pageHeart).toHaveText("Dodaj na listu želja");
      // the keyboard adds it again, and the text follows; then off again (clean-up)
      await pageHeart.focus();
      await page.keyboard.press("Enter");
      await expect(pageHeart).toHaveText("Ukloni s liste želja");
      await expect(pageHeart).toHaveAttribute("aria-pressed", "true");
      await expect(page.getByText("Proizvod je dodan na listu želja")).toBeVisible();
      await pageHeart.click();
      await expect(pageHeart).toHaveText("Dodaj na listu želja");
      await expect(page.getByText("Proizvod je uklonjen s liste želja")).toBeVisible();
    });
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the heart is a plain form post that comes back to the page", async ({ page }) => {
    await page.goto("/prijava?redirectTo=%2Fshop%2Fvina");
    await logIn(page);
    await expect(page).toHaveURL("/shop/vina");
    const name = (await firstCard(page).locator(".product-card__name").textContent())?.trim() ?? "";
    const heart = firstHeart(page);
    await expect(heart).toHaveAttribute("aria-pressed", "false");
    await expect(heart).toHaveAccessibleName(`Dodaj na listu želja: ${name}`);
    await heart.click();
    await expect(page).toHaveURL("/shop/vina");
    await expect(heart).toHaveAttribute("aria-pressed", "true");
    await expect(heart).toHaveAccessibleName(`Ukloni s liste želja: ${name}`);
    // the shop's filter form around the cards was not submitted with it
    await heart.click();
    await expect(page).toHaveURL("/shop/vina");
    await expect(heart).toHaveAttribute("aria-pressed", "false");
  });
});
