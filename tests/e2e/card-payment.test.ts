import { expect, test } from "./fixture.ts";
import { and, eq } from "drizzle-orm";
import type { BrowserContext, Page } from "@playwright/test";
import { catalogProducts } from "../../server/db/schema.ts";
import { orders } from "../../server/db/schema-shop.ts";
import { sandboxCards } from "../../server/modules/payments/wspay/sandbox-routes.ts";
import { ownSite } from "./own-site.ts";

// issue 20, decision 045: a guest pays by card through the sandbox gateway on the same server
// (WSPay's form protocol): the payment step submits the hosted form, the gateway's page takes
// the card, tells the shop (its signed notification pays the order) and sends the shopper back.
const site = ownSite();

async function guestAtPayment(context: BrowserContext, page: Page) {
  const { origin, database } = site();
  const [product] = await database.db
    .select({ id: catalogProducts.id })
    .from(catalogProducts)
    .where(and(eq(catalogProducts.sku, "VADICEP")));
  const response = await context.request.post(`${origin}/api/v2/cart/addItem`, {
    data: { productId: product?.id, qty: 1 },
    headers: { language: "hrv" },
  });
  const cart = (await response.json()) as { data: { id: string; protectCode: string } };
  await context.addCookies([
    { name: "cartId", value: cart.data.id, url: origin },
    { name: "protectCode", value: cart.data.protectCode, url: origin },
  ]);
  await page.goto(`${origin}/naplata`);
  const field = (name: string) => page.locator(`[name="${name}"]`);
  await field("delivery.firstName").fill("Ana");
  await field("delivery.lastName").fill("Horvat");
  await field("delivery.contactEmail").fill("ana.kartica@example.com");
  await field("delivery.contactPhone").fill("+385 91 123 4567");
  await field("delivery.street").fill("Ilica");
  await field("delivery.houseNumber").fill("10");
  await field("delivery.zipCode").fill("10000");
  await field("delivery.city").fill("Zagreb");
  await field("delivery.country").selectOption("HR");
  await page.getByLabel(/Pristajem na obradu svojih podataka/).check();
  await page.getByRole("button", { name: "Dalje" }).click();
  await page.getByRole("radio", { name: /Dostava na adresu/ }).check();
  await page.getByRole("button", { name: "Dalje" }).click();
  await page.getByRole("radio", { name: /Kartica/ }).check();
  await page.getByLabel(/prihvaćam opće uvjete prodaje/).check();
  await page.getByRole("button", { name: "Naruči" }).click();
  // the hosted form goes to the gateway's page
  await expect(page.getByRole("heading", { name: "Testna naplata karticom" })).toBeVisible();
}

const paymentStatusOf = async (number: string) =>
  (await site().database.db.select().from(orders).where(eq(orders.number, number)))[0]
    ?.paymentStatus;

test("a guest on a phone pays by card on the sandbox's page and lands on the success page", async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  await guestAtPayment(context, page);
  const number = (await page.locator("dd").nth(1).textContent()) ?? "";
  expect(number).toMatch(/^\d{4}-\d{6}$/);
  expect(await paymentStatusOf(number)).toBe("awaiting");
  const widths = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
  await page.getByLabel("Broj kartice").fill("4111 1111 1111 1111");
  await page.getByRole("button", { name: /^Plati/ }).click();
  await expect(page.getByRole("heading", { name: "Hvala na narudžbi" })).toBeVisible();
  expect(new URL(page.url()).searchParams.get("orderSlug")).toBe(number);
  expect(await paymentStatusOf(number)).toBe("paid");
  // the cart session ended with the order
  await page.goto(`${site().origin}/kosarica`);
  await expect(page.getByText("Vaša košarica je prazna")).toBeVisible();
  await context.close();
});

test("a declined card sends the shopper to the failure page; the order keeps waiting", async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await guestAtPayment(context, page);
  const number = (await page.locator("dd").nth(1).textContent()) ?? "";
  await page.getByLabel("Broj kartice").fill(sandboxCards.declines);
  await page.getByRole("button", { name: /^Plati/ }).click();
  await expect(page).toHaveURL(/\/checkout\/failure\?orderSlug=/);
  // spec 2: the failure page's translated title (checkoutFailureTitle)
  await expect(page.getByRole("heading", { name: "Plaćanje nije uspjelo" })).toBeVisible();
  expect(await paymentStatusOf(number)).toBe("awaiting");
  await context.close();
});
