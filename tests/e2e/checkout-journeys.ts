import type { Browser, BrowserContext, Page } from "@playwright/test";
import { and, eq } from "drizzle-orm";
import { catalogProducts } from "../../server/db/schema.ts";
import { expect } from "./fixture.ts";
import type { OwnSite } from "./own-site.ts";
import { demoAccounts } from "./seed-data.ts";

// What the checkout's browser journeys share (checkout.test.ts, card-payment.test.ts).

/** The seeded shopper account (username kupac). */
export const shopper = demoAccounts.find((account) => account.username === "kupac")!;

/**
 * The journeys' steps on a site of the test's own: a product by SKU, put in a new cart; the
 * seeded shopper signed in.
 */
export function checkoutJourneys(site: () => OwnSite) {
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

  /** The seeded shopper signed in through the login page, in a browser `width` px wide. */
  async function signedInShopper(browser: Browser, width: number) {
    const context = await browser.newContext({
      viewport: { width, height: width < 600 ? 812 : 900 },
    });
    const page = await context.newPage();
    await page.goto(`${site().origin}/prijava`);
    await page.getByLabel("Adresa e-pošte").fill(shopper.email);
    await page.getByLabel("Lozinka", { exact: true }).fill(shopper.password);
    await page.getByRole("button", { name: "Prijava", exact: true }).click();
    await expect(page).toHaveURL(`${site().origin}/`);
    const accessToken = (await context.cookies()).find((c) => c.name === "accessToken")?.value;
    return { context, page, accessToken };
  }

  return { productId, addToCart, signedInShopper };
}

export const field = (page: Page, name: string) => page.locator(`[name="${name}"]`);

/** The checkout's delivery address, filled as a shopper types it. */
export async function fillDelivery(page: Page, email: string) {
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

/** Nothing on the page is wider than the screen. */
export async function hasNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
}
