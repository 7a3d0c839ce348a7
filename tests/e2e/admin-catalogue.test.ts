import type { Page } from "@playwright/test";
import { expect, test } from "./fixture.ts";
import { ownSite } from "./own-site.ts";
import { demoAccounts } from "./seed-data.ts";

// issue 8: back-office users keep the catalogue in the admin area (a list and a form generated
// from the save request's schema); a site of its own, so the product it adds lists nowhere else.
const editor = demoAccounts.find((account) => account.role === "back-office")!;
const site = ownSite();

async function logIn(page: Page) {
  await page.getByLabel("Adresa e-pošte").fill(editor.email);
  await page.getByLabel("Lozinka").fill(editor.password);
  await page.getByRole("button", { name: "Prijava" }).click();
}

const field = (page: Page, path: string) => page.locator(`#admin-product_${path}`);
/** A field of the SEO group (the address and the short description: decision 058). */
const seoField = (page: Page, path: string) => page.locator(`#admin-product-seo_${path}`);
const tab = (page: Page, name: string) => page.getByRole("tab", { name, exact: true });

/** Signs in at the product list and opens the form of the product a search finds. */
async function openProduct(page: Page, search: string, name: string) {
  await page.goto(`${site().origin}/admin/products`);
  await logIn(page);
  await page.getByLabel("Traži po nazivu").fill(search);
  await page.getByRole("button", { name: "Pretraži" }).click();
  await page.locator(".admin-entries a", { hasText: name }).click();
}

test("a product made in the admin is in the shop; the API's refusal is shown", async ({ page }) => {
  const { origin } = site();
  await page.goto(`${origin}/admin/products`);
  await logIn(page);
  await expect(page.getByRole("heading", { name: "Proizvodi", level: 1 })).toBeVisible();
  // search and the list
  await page.getByLabel("Traži po nazivu").fill("bio kupaza");
  await page.getByRole("button", { name: "Pretraži" }).click();
  await expect(page).toHaveURL(/search=bio\+kupaza/);
  await expect(page.locator(".admin-entries li").first()).toContainText("Bio kupaža");

  await page.getByRole("link", { name: "Dodaj novo" }).click();
  await expect(page.getByRole("heading", { name: "Novi zapis" })).toBeVisible();
  const sku = `E2E-${Date.now()}`;
  const slug = `e2e-pregaca-${Date.now()}`;
  await field(page, "sku").fill(sku);
  await field(page, "format").selectOption({ label: "Jednostavan" });
  // the form is in groups (tabs, issue 23): each field is filled in its own
  await tab(page, "Prijevodi").click();
  await field(page, "translations_hrv_name").fill("Lanena pregača iz administracije");
  // the generated validator answers with the spec 5 message before anything is sent
  await tab(page, "SEO").click();
  await seoField(page, "translations_hrv_slug").fill("Loša adresa");
  await tab(page, "Cijene i zalihe").click();
  await field(page, "basicPrice").fill("20");
  await field(page, "retailPrice").fill("25");
  await field(page, "finalPrice").fill("19.5");
  await page.getByRole("button", { name: "Spremi" }).click();
  await expect(page.locator(".admin-entry-form")).toContainText("Unos nije u ispravnom obliku");
  // the save opened the group of the field in error, its tab marked
  await expect(page.getByRole("tab", { name: "SEO (ima pogrešaka)" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await seoField(page, "translations_hrv_slug").fill(slug);
  await page.getByRole("button", { name: "Spremi" }).click();
  await expect(page).toHaveURL(/edit=\d+&saved=1/);
  await expect(page.locator(".admin-entry-form")).not.toContainText("Unos nije u ispravnom obliku");
  await expect(page.getByText("Spremljeno.")).toBeVisible();
  await expect(
    page.getByRole("heading", { name: "Uređivanje: Lanena pregača iz administracije" }),
  ).toBeVisible();

  // categories are chosen by name (with their path), and stay chosen after the save
  // subcategories too, named with their parents
  await expect(page.getByRole("checkbox", { name: "Vina › Crna vina", exact: true })).toBeVisible();
  await page.getByRole("checkbox", { name: "Iz konobe", exact: true }).check();
  await field(page, "mainCategoryId").selectOption({ label: "Iz konobe" });
  // the VAT class too, by its name and rate
  const reduced = "Snižena stopa PDV-a (13 %)";
  await tab(page, "Cijene i zalihe").click();
  await field(page, "taxClass").selectOption({ label: reduced });
  await page.getByRole("button", { name: "Spremi" }).click();
  await expect(page.getByText("Spremljeno.")).toBeVisible();
  await tab(page, "Osnovno").click();
  await expect(page.getByRole("checkbox", { name: "Iz konobe", exact: true })).toBeChecked();
  await expect(field(page, "mainCategoryId").locator("option:checked")).toHaveText("Iz konobe");
  await expect(field(page, "taxClass").locator("option:checked")).toHaveText(reduced);
  await tab(page, "Atributi i varijante").click();

  // a list field's buttons say what they do (drawn with the builder's glyphs)
  const crossSell = page
    .locator("fieldset")
    .filter({ has: page.getByText("Povezani proizvodi (id)", { exact: true }) })
    .last();
  await expect(crossSell.getByRole("spinbutton")).toHaveCount(0);
  await crossSell.getByRole("button", { name: "Dodaj", exact: true }).click();
  await expect(crossSell.getByRole("spinbutton")).toHaveCount(1);
  await expect(crossSell.getByRole("button", { name: "Ukloni" }).locator("svg")).toBeVisible();

  // the shop shows it at once (the write dropped the cached pages)
  const shop = await page.context().newPage();
  await shop.goto(`${origin}/product/${slug}`);
  await expect(
    shop.getByRole("heading", { name: "Lanena pregača iz administracije", level: 1 }),
  ).toBeVisible();
  await shop.close();

  // a product that does not exist: the API's 400 and its spec 8 message
  await crossSell.getByRole("spinbutton").fill("999999");
  await page.getByRole("button", { name: "Spremi" }).click();
  await expect(page.locator(".admin-notice--error")).toHaveText(
    "Radnja nije uspjela: Povezani proizvod, kategorija, oznaka ili atribut ne postoji",
  );
});

test("categories and attributes have their lists and forms", async ({ page }) => {
  const { origin } = site();
  await page.goto(`${origin}/admin/product-categories`);
  await logIn(page);
  const nav = page.getByRole("navigation", { name: "Izbornik administracije" });
  await expect(page.getByRole("heading", { name: "Kategorije proizvoda", level: 1 })).toBeVisible();
  // every level of the tree is listed, a subcategory by its path
  await expect(page.locator(".admin-entries")).toContainText("Vina › Crna vina");
  await page.locator(".admin-entries a").first().click();
  await expect(page.getByRole("heading", { name: /^Uređivanje: / })).toBeVisible();
  await expect(page.locator("#admin-productCategory_translations_hrv_name")).not.toHaveValue("");
  await page.getByRole("button", { name: "Spremi" }).click();
  await expect(page.getByText("Spremljeno.")).toBeVisible();

  await nav.getByRole("link", { name: "Atributi" }).click();
  await expect(page.getByRole("heading", { name: "Atributi", level: 1 })).toBeVisible();
  await page.getByLabel("Traži po nazivu").fill("grozda");
  await page.getByRole("button", { name: "Pretraži" }).click();
  await page.locator(".admin-entries a").first().click();
  await expect(page.locator("#admin-attribute_attributeCode")).not.toHaveValue("");
  await page.getByRole("button", { name: "Spremi" }).click();
  await expect(page.getByText("Spremljeno.")).toBeVisible();
});

test("an archived product stays in the admin's list, marked, and comes back to the shop", async ({
  page,
}) => {
  const { origin } = site();
  await openProduct(page, "Buža", "Buža");
  await field(page, "isArchived").check();
  await page.getByRole("button", { name: "Spremi" }).click();
  await expect(page.getByText("Spremljeno.")).toBeVisible();
  const shop = await page.context().newPage();
  expect((await shop.goto(`${origin}/product/buza`))?.status()).toBe(404);

  await page.getByRole("link", { name: "Natrag na popis" }).click();
  await page.getByLabel("Stanje").selectOption({ label: "Arhivirani" });
  await page.getByRole("button", { name: "Pretraži" }).click();
  await expect(page).toHaveURL(/status=archived/);
  const row = page.locator(".admin-entries li", { hasText: "Buža" });
  await expect(row.locator(".admin-badge")).toHaveText("Arhiviran");
  await expect(page.locator(".admin-entries li")).toHaveCount(1);

  // opened from the archived list, un-archived: the shop has it again
  await row.getByRole("link").click();
  await field(page, "isArchived").uncheck();
  await page.getByRole("button", { name: "Spremi" }).click();
  await expect(page.getByText("Spremljeno.")).toBeVisible();
  expect((await shop.goto(`${origin}/product/buza`))?.status()).toBe(200);
  await shop.close();
  await page.getByRole("link", { name: "Natrag na popis" }).click();
  await page.getByLabel("Stanje").selectOption({ label: "Arhivirani" });
  await page.getByRole("button", { name: "Pretraži" }).click();
  await expect(page.getByText("Ništa nije pronađeno.")).toBeVisible();
});

test("a product saved elsewhere since the form opened is not overwritten: the 409 is shown", async ({
  page,
}) => {
  const { origin } = site();
  await openProduct(page, "bio kupaza", "Bio kupaža");
  await expect(page.getByRole("heading", { name: /^Uređivanje: / })).toBeVisible();
  await tab(page, "SEO").click();
  await seoField(page, "translations_hrv_shortDescription").fill("Izmjena iz starog obrasca");

  // meanwhile another editor saves the product (issue 18: the form holds the version it loaded)
  const id = new URL(page.url()).searchParams.get("edit");
  const login = await page.request.post(`${origin}/api/v1/login`, {
    data: { username: editor.email, password: editor.password },
  });
  const { accessToken } = ((await login.json()) as { data: { tokens: { accessToken: string } } })
    .data.tokens;
  const edit = await page.request.get(`${origin}/api/v1/product/edit/${id}`, {
    headers: { accessToken },
  });
  const product = ((await edit.json()) as { data: Record<string, unknown> }).data;
  const saved = await page.request.patch(`${origin}/api/v1/product/update/${id}`, {
    headers: { accessToken },
    data: { ...product, categoryPriority: 7 },
  });
  expect(saved.status()).toBe(200);

  await page.getByRole("button", { name: "Spremi" }).click();
  await expect(page.locator(".admin-notice--error")).toHaveText(
    "Radnja nije uspjela: Netko je u međuvremenu spremio ovaj proizvod; otvorite ga ponovno i ponovite svoje izmjene",
  );
  // opened again it shows the other save, and saves
  await page.goto(page.url());
  await expect(field(page, "categoryPriority")).toHaveValue("7");
  await tab(page, "SEO").click();
  await seoField(page, "translations_hrv_shortDescription").fill("Izmjena iz novog obrasca");
  await page.getByRole("button", { name: "Spremi" }).click();
  await expect(page.getByText("Spremljeno.")).toBeVisible();
});
