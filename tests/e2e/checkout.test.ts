import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { and, eq } from "drizzle-orm";
import { catalogProducts } from "../../server/db/schema.ts";
import { ownSite } from "./own-site.ts";
import { demoAccounts } from "./seed-data.ts";

// issue 17 checkout journeys on a site of their own (fresh stock, orders and numbers).
const site = ownSite();
const shopper = demoAccounts.find((account) => account.username === "kupac")!;
const editor = demoAccounts.find((account) => account.username === "urednica")!;

async function productId(sku: string): Promise<number> {
  const { db } = site().database;
  const [row] = await db
    .select({ id: catalogProducts.id })
    .from(catalogProducts)
    .where(and(eq(catalogProducts.sku, sku)));
  if (!row) throw new Error(`no product ${sku}`);
  return row.id;
}

/** Puts a product in a new cart over the API and gives the browser its cookies (spec 3). */
async function addToCart(
  context: BrowserContext,
  input: { sku: string; qty: number; language?: string; accessToken?: string },
) {
  const { origin } = site();
  const response = await context.request.post(`${origin}/api/v2/cart/addItem`, {
    data: { productId: await productId(input.sku), qty: input.qty },
    headers: {
      language: input.language ?? "hrv",
      ...(input.accessToken && { accessToken: input.accessToken }),
    },
  });
  expect(response.status()).toBe(200);
  const cart = (await response.json()) as { data: { id: string; protectCode: string } };
  await context.addCookies([
    { name: "cartId", value: cart.data.id, url: origin },
    { name: "protectCode", value: cart.data.protectCode, url: origin },
  ]);
}

const field = (page: Page, name: string) => page.locator(`[name="${name}"]`);

async function fillDelivery(page: Page, email: string) {
  await field(page, "delivery.firstName").fill("Ana");
  await field(page, "delivery.lastName").fill("Horvat");
  await field(page, "delivery.contactEmail").fill(email);
  await field(page, "delivery.contactPhone").fill("+385 91 123 4567");
  await field(page, "delivery.street").fill("Ilica");
  await field(page, "delivery.houseNumber").fill("10");
  await field(page, "delivery.zipCode").fill("10000");
  await field(page, "delivery.city").fill("Zagreb");
  await field(page, "delivery.country").selectOption("HR");
}

async function hasNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
}

test("a guest on a phone pays by bank transfer, picks up at a branch and sees the HUB-3 barcode", async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  await addToCart(context, { sku: "VADICEP", qty: 2 });
  await page.goto(`${site().origin}/naplata`);
  await expect(page.getByRole("heading", { level: 1, name: "Naplata" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Koraci naplate" })).toContainText("Adresa");
  await hasNoSidewaysScroll(page);

  // spec 5 in the browser: the form's schema before anything is sent
  await page.getByRole("button", { name: "Dalje" }).click();
  await expect(page.getByText("Unos ovog polja je obavezan").first()).toBeVisible();
  await fillDelivery(page, "gost.checkout@example.com");
  await field(page, "delivery.firstName").fill("Ana1");
  await page.getByRole("button", { name: "Dalje" }).click();
  await expect(page.getByText("Unos sadrži posebne znakove! Koristite samo slova.")).toBeVisible();
  await field(page, "delivery.firstName").fill("Ana");
  await page.getByRole("button", { name: "Dalje" }).click();
  await expect(page.getByText("Za nastavak prihvatite obavezne privole")).toBeVisible();
  await page.getByLabel(/Pristajem na obradu svojih podataka/).check();
  await page.getByRole("button", { name: "Dalje" }).click();

  // shipping: the pickup method shows its branches; a branch is required
  await expect(page.getByRole("heading", { name: "Način dostave" })).toBeVisible();
  await page.getByRole("radio", { name: /Osobno preuzimanje/ }).check();
  await page.getByRole("button", { name: "Dalje" }).click();
  await expect(page.getByText("Odaberite mjesto preuzimanja.")).toBeVisible();
  await page.getByRole("radio", { name: /Vinoteka Vitrina, Split/ }).check();
  await page.getByRole("button", { name: "Dalje" }).click();

  await expect(page.getByRole("heading", { name: "Način plaćanja" })).toBeVisible();
  await expect(page.locator("#card-wallet")).toBeHidden();
  await page.getByRole("radio", { name: /Uplata na račun/ }).check();
  await page.getByLabel(/prihvaćam opće uvjete prodaje/).check();
  await hasNoSidewaysScroll(page);
  await page.getByRole("button", { name: "Naruči" }).click();

  await expect(page.getByRole("heading", { name: "Hvala na narudžbi" })).toBeVisible();
  const number = new URL(page.url()).searchParams.get("orderSlug") ?? "";
  expect(number).toMatch(/^[0-9]{4}-[0-9]{6}$/);
  await expect(page.getByText(`Broj Vaše narudžbe je ${number}.`)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Podaci za plaćanje" })).toBeVisible();
  await expect(page.getByText(/^HR[0-9]{19}$/)).toBeVisible();
  const barcode = page.getByRole("img", { name: `HUB-3 barkod za plaćanje narudžbe ${number}` });
  await expect(barcode).toBeVisible();
  expect(await barcode.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(
    200,
  );
  await hasNoSidewaysScroll(page);
  // spec 4: the order ends the cart session
  const cookies = await context.cookies();
  expect(cookies.find((cookie) => cookie.name === "cartId")).toBeUndefined();
  await context.close();
});
