import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixture.ts";
import { eq } from "drizzle-orm";
import { catalogProducts } from "../../server/db/schema.ts";
import { shopCoupons, shopDeliveryMethods, shopTaxClasses } from "../../server/db/schema-shop.ts";
import { demoSite, insertOrder } from "../api/shop-orders.ts";
import { ownSite } from "./own-site.ts";
import { demoAccounts } from "./seed-data.ts";

// issue 17 /admin: the editor moves an order along its states, changes a delivery price in the
// shop settings (money typed in euros, kept in cents) and deletes settings after a confirmation. A site of its own, with an order
// written into its database (the checkout places them on the shop's own site).
const editor = demoAccounts.find((account) => account.role === "back-office")!;
const number = "2026-900001";
const site = ownSite({}, async (database) => {
  const { db } = database;
  const [product] = await db.select({ id: catalogProducts.id }).from(catalogProducts).limit(1);
  await insertOrder(db, {
    siteId: (await demoSite(db)).id,
    number,
    email: "marija.kupac@example.com",
    firstName: "Marija",
    lastName: "Kovačević",
    paymentKind: "bankTransfer",
    lines: [{ productId: product?.id ?? 1, qty: 2, unitPrice: 1450 }],
  });
});

async function logIn(page: Page) {
  await page.getByLabel("Adresa e-pošte").fill(editor.email);
  await page.getByLabel("Lozinka").fill(editor.password);
  await page.getByRole("button", { name: "Prijava" }).click();
}

/** Nothing sticks out of the page sideways: what is wide scrolls inside its own box. */
async function expectNoPageOverflow(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test("the editor moves an order along and changes a delivery price (1440 px)", async ({ page }) => {
  const { origin, database } = site();
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${origin}/admin/orders`);
  await logIn(page);
  await expect(page.getByRole("heading", { name: "Narudžbe", level: 1 })).toBeVisible();
  const nav = page.getByRole("navigation", { name: "Izbornik administracije" });
  await expect(nav.getByRole("link", { name: "Narudžbe" })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: "Postavke trgovine" })).toBeVisible();

  // the filters live in the URL; the order is found by its shopper's e-mail
  await page.getByLabel("Broj ili e-pošta").fill("marija.kupac");
  await page.getByRole("button", { name: "Pretraži" }).click();
  await expect(page).toHaveURL(/search=marija\.kupac/);
  const row = page.getByRole("row").filter({ hasText: number });
  await expect(row).toContainText("Marija Kovačević");
  await expect(row).toContainText("Nova");
  await expect(row).toContainText("29,00");
  await expect(page.getByRole("link", { name: "Izvezi CSV" })).toHaveAttribute(
    "href",
    /\/admin\/orders\/export\.csv\?.*search=marija\.kupac/,
  );

  await row.getByRole("link", { name: number }).click();
  await expect(page.getByRole("heading", { name: `Narudžba ${number}` })).toBeVisible();
  // issue 23: the address's country by its name, not its ISO code
  const billing = page
    .locator(".admin-order__columns section")
    .filter({ has: page.getByRole("heading", { name: "Adresa za račun" }) });
  await expect(billing).toContainText(", Hrvatska");
  await expect(billing).not.toContainText(", HR");
  // only the moves of the state machine are offered
  await expect(page.getByRole("button", { name: /Promijeni stanje u/ })).toHaveText([
    "Promijeni stanje u „U obradi”",
    "Promijeni stanje u „Otkazana”",
  ]);
  await page.getByRole("button", { name: "Promijeni stanje u „U obradi”" }).click();
  await expect(page.locator(".admin-notice")).toHaveText("Stanje je promijenjeno u „U obradi”.");
  await expect(page.locator(".admin-order__facts")).toContainText("U obradi");
  await expect(page.locator(".admin-order__history")).toContainText("Stanje: Nova → U obradi");
  await expect(page.getByRole("button", { name: /Promijeni stanje u/ })).toHaveText([
    "Promijeni stanje u „Poslana”",
    "Promijeni stanje u „Otkazana”",
  ]);
  await page.getByRole("button", { name: "Označi kao plaćeno" }).click();
  await expect(page.locator(".admin-notice")).toHaveText("Plaćanje je zabilježeno.");
  await expect(page.locator(".admin-order__history")).toContainText(
    "Plaćanje: Nije plaćeno → Plaćeno",
  );

  // the CSV of the list, as the link downloads it
  const download = await page.request.get(`${origin}/admin/orders/export.csv?search=marija`);
  expect(download.headers()["content-type"]).toBe("text/csv; charset=utf-8");
  expect(download.headers()["content-disposition"]).toMatch(/^attachment; filename="orders-/);
  expect(await download.text()).toContain(`${number},`);

  // shop settings: the courier's price, typed in euros with a comma
  await nav.getByRole("link", { name: "Postavke trgovine" }).click();
  await expect(page.getByRole("heading", { name: "Postavke trgovine", level: 1 })).toBeVisible();
  // the list writes amounts as Croatian writes money
  await expect(page.getByText("courier · 5,90\u00a0€")).toBeVisible();
  await page.getByRole("link", { name: "Dostava na adresu" }).click();
  const price = page.locator("#admin-shop-deliveryMethod_price");
  await expect(price).toHaveValue("5.90");
  await price.fill("-1");
  await page.getByRole("button", { name: "Spremi" }).click();
  await expect(page.locator(".admin-entry-form")).toContainText("Unos nije u ispravnom obliku");
  await price.fill("6,49");
  await page.getByRole("button", { name: "Spremi" }).click();
  await expect(page.getByText("Spremljeno.")).toBeVisible();
  await expect(price).toHaveValue("6.49");
  const [courier] = await database.db
    .select({ priceCents: shopDeliveryMethods.priceCents })
    .from(shopDeliveryMethods)
    .where(eq(shopDeliveryMethods.code, "courier"));
  expect(courier?.priceCents).toBe(649);
  await expectNoPageOverflow(page);
});

test("at 375 px the order and the settings can be reached whole", async ({ page }) => {
  const { origin } = site();
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`${origin}/admin/orders`);
  await logIn(page);
  await expect(page.getByRole("heading", { name: "Narudžbe", level: 1 })).toBeVisible();
  await expectNoPageOverflow(page);
  // a table wider than the phone scrolls in its own box: its last column can be scrolled to
  const total = page.getByRole("columnheader", { name: "Ukupno" });
  await total.scrollIntoViewIfNeeded();
  await expect(total).toBeInViewport();
  await page.getByRole("link", { name: number }).click();
  await expect(page.getByRole("heading", { name: `Narudžba ${number}` })).toBeVisible();
  await expectNoPageOverflow(page);
  await page.goto(`${origin}/admin/shop?tab=coupons`);
  await expect(page.getByRole("link", { name: "WELCOME10" })).toBeVisible();
  await expectNoPageOverflow(page);
  await page.getByRole("link", { name: "WELCOME10" }).click();
  await expect(page.locator("#admin-shop-coupon_code")).toHaveValue("WELCOME10");
  await expectNoPageOverflow(page);
});

test("a coupon is deleted after its confirmation, by keyboard; one orders used is refused", async ({
  page,
}) => {
  const { origin, database } = site();
  const codes = async () =>
    (await database.db.select({ code: shopCoupons.code }).from(shopCoupons)).map((row) => row.code);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${origin}/admin/shop?tab=coupons`);
  await logIn(page);
  // the seed's orders used WELCOME10: refused, said in the dialog, which stays open
  await page.getByRole("link", { name: "WELCOME10" }).click();
  const open = page.getByRole("button", { name: "Obriši" });
  await open.click();
  const welcome = page.getByRole("dialog", {
    name: "Obrisati „WELCOME10”? To se ne može poništiti.",
  });
  // Cancel first: Enter on an opened dialog deletes nothing
  await expect(welcome.getByRole("button", { name: "Odustani" })).toBeFocused();
  await welcome.getByRole("button", { name: "Obriši" }).click();
  await expect(welcome.getByRole("alert")).toContainText(
    "Kupon su koristile narudžbe (korištenja: ",
  );
  await expect(welcome.getByRole("alert")).toContainText("deaktivirajte ga");
  await page.keyboard.press("Escape");
  await expect(welcome).toBeHidden();
  await expect(open).toBeFocused();
  expect(await codes()).toContain("WELCOME10");

  // STARO20 (expired, never used) goes, with the keyboard alone
  await page.getByRole("link", { name: "Natrag na popis" }).click();
  await page.getByRole("link", { name: "STARO20" }).click();
  await expect(page.locator("#admin-shop-coupon_code")).toHaveValue("STARO20");
  await open.focus();
  await page.keyboard.press("Enter");
  const staro = page.getByRole("dialog", { name: "Obrisati „STARO20”? To se ne može poništiti." });
  await expect(staro).toContainText("Kupon nestaje iz otvorenih košarica.");
  const { violations } = await new AxeBuilder({ page })
    .include("#admin-shop-delete")
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  expect(violations.map((violation) => violation.id)).toEqual([]);
  await page.keyboard.press("Tab");
  await expect(staro.getByRole("button", { name: "Obriši" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.locator(".admin-notice")).toHaveText("„STARO20” je obrisan.");
  await expect(page).toHaveURL(/tab=coupons/);
  await expect(page.getByRole("link", { name: "WELCOME10" })).toBeVisible();
  await expect(page.getByRole("link", { name: "STARO20" })).toHaveCount(0);
  expect(await codes()).not.toContain("STARO20");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a VAT class is deleted through the dialog's form; one products use is refused", async ({
    page,
  }) => {
    const { origin, database } = site();
    await page.goto(`${origin}/admin/shop?tab=tax`);
    await logIn(page);
    await page.getByRole("link", { name: "Niža stopa PDV-a" }).click();
    await page.getByRole("button", { name: "Obriši" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Obriši" }).click();
    // a new page: the dialog is closed, the refusal is said above the screen
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(page.locator("main > .admin-notice--error")).toContainText(
      "Porezni razred još se koristi (proizvoda: ",
    );
    await page.getByRole("link", { name: "Natrag na popis" }).click();
    await page.getByRole("link", { name: "Snižena stopa PDV-a" }).click();
    await page.getByRole("button", { name: "Obriši" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Obriši" }).click();
    await expect(page.locator(".admin-notice")).toHaveText("„Snižena stopa PDV-a” je obrisan.");
    const classes = await database.db.select({ code: shopTaxClasses.code }).from(shopTaxClasses);
    expect(classes.map((row) => row.code).sort()).toEqual(["lower", "standard"]);
  });
});
