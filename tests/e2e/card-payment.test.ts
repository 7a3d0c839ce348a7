import { expect, test } from "./fixture.ts";
import { eq } from "drizzle-orm";
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { orders } from "../../server/db/schema-shop.ts";
import { sandboxCards } from "../../server/modules/payments/wspay/sandbox-routes.ts";
import { logInAsEditor } from "./builder-helpers.ts";
import { checkoutJourneys, fillDelivery, hasNoSidewaysScroll } from "./checkout-journeys.ts";
import { ownSite } from "./own-site.ts";

// issue 20, decision 045: a guest pays by card through the sandbox gateway on the same server
// (WSPay's form protocol): the payment step submits the hosted form, the gateway's page takes
// the card, tells the shop (its signed notification pays the order) and sends the shopper back.
const site = ownSite();

const { addToCart, signedInShopper } = checkoutJourneys(site);

/** A shopper (a guest, or signed in with `accessToken`) through the checkout to the card's gateway. */
async function guestAtPayment(context: BrowserContext, page: Page, accessToken?: string) {
  await addToCart(context, { sku: "VADICEP", qty: 1, accessToken });
  await page.goto(`${site().origin}/naplata`);
  await fillDelivery(page, "ana.kartica@example.com");
  await page.getByLabel(/Pristajem na obradu svojih podataka/).check();
  await page.getByRole("button", { name: "Dalje" }).click();
  await page.getByRole("radio", { name: /Dostava na adresu/ }).check();
  await page.getByRole("button", { name: "Dalje" }).click();
  await page.getByRole("radio", { name: /Kartica/ }).check();
  await page.getByLabel(/prihvaćam opće uvjete prodaje/).check();
  await page.getByRole("button", { name: "Naruči" }).click();
  // the hosted form goes to the gateway's page, which names the order
  await expect(page.getByRole("heading", { name: "Testna naplata karticom" })).toBeVisible();
  return (await page.locator("dd").nth(1).textContent()) ?? "";
}

/** A guest in a browser `width` px wide on the gateway's page: the page and the order's number. */
async function guestOnGateway(browser: Browser, width: number) {
  const context = await browser.newContext({
    viewport: { width, height: width < 600 ? 812 : 900 },
  });
  const page = await context.newPage();
  const number = await guestAtPayment(context, page);
  return { context, page, number };
}

const paymentStatusOf = async (number: string) =>
  (await site().database.db.select().from(orders).where(eq(orders.number, number)))[0]
    ?.paymentStatus;

test("a guest on a phone pays by card on the sandbox's page and lands on the success page", async ({
  browser,
}) => {
  const { context, page, number } = await guestOnGateway(browser, 375);
  expect(number).toMatch(/^\d{4}-\d{6}$/);
  expect(await paymentStatusOf(number)).toBe("awaiting");
  await hasNoSidewaysScroll(page);
  await page.getByLabel("Broj kartice").fill("4111 1111 1111 1111");
  await page.getByRole("button", { name: /^Plati/ }).click();
  await expect(page.getByRole("heading", { name: "Hvala na narudžbi" })).toBeVisible();
  await expect(page.getByText("Plaćanje karticom je primljeno.")).toBeVisible();
  expect(new URL(page.url()).searchParams.get("orderSlug")).toBe(number);
  expect(await paymentStatusOf(number)).toBe("paid");
  // the cart session ended with the order
  await page.goto(`${site().origin}/kosarica`);
  await expect(page.getByText("Vaša košarica je prazna")).toBeVisible();
  await context.close();
});

test("a declined card sends the shopper to the failure page, where another card pays the same order", async ({
  browser,
}) => {
  const { context, page, number } = await guestOnGateway(browser, 1440);
  await page.getByLabel("Broj kartice").fill(sandboxCards.declines);
  await page.getByRole("button", { name: /^Plati/ }).click();
  await expect(page).toHaveURL(/\/checkout\/failure\?orderSlug=/);
  // spec 2: the failure page's translated title (checkoutFailureTitle)
  await expect(page.getByRole("heading", { name: "Plaćanje nije uspjelo" })).toBeVisible();
  await expect(page.getByText(`Narudžba ${number} čeka plaćanje.`)).toBeVisible();
  expect(await paymentStatusOf(number)).toBe("awaiting");
  // pay again: the gateway's page for the same order
  await page.getByRole("button", { name: "Plati ponovno" }).click();
  await expect(page.getByRole("heading", { name: "Testna naplata karticom" })).toBeVisible();
  await expect(page.locator("dd").nth(1)).toHaveText(number);
  await page.getByLabel("Broj kartice").fill(sandboxCards.approves);
  await page.getByRole("button", { name: /^Plati/ }).click();
  await expect(page.getByText("Plaćanje karticom je primljeno.")).toBeVisible();
  expect(await paymentStatusOf(number)).toBe("paid");

  // the back office reads what the gateway said and the shopper brought back, one row each
  const { origin, database } = site();
  const [order] = await database.db.select().from(orders).where(eq(orders.number, number));
  await logInAsEditor(page, origin);
  await page.goto(`${origin}/admin/orders?order=${order?.id}`);
  const messages = page.getByRole("table").filter({ hasText: "Obavijest banke" });
  await expect(messages.getByRole("row")).toHaveCount(7);
  await expect(messages.getByRole("row").nth(2)).toContainText("Odbijeno");
  await expect(messages.getByRole("row").nth(5)).toContainText(
    "Prihvaćeno · Čeka potvrdu kartičnog plaćanja → Plaćeno",
  );

  // a part of it goes back to the card through the gateway, confirmed first
  const amount = page.getByLabel("Iznos povrata (EUR)");
  await expect(amount).toHaveValue((Number(order?.totalCents) / 100).toFixed(2));
  await amount.fill("5,50");
  page.once("dialog", (dialog) => {
    expect(dialog.message()).toContain(`Vratiti 5,50 EUR kupcu za narudžbu ${number}?`);
    void dialog.accept();
  });
  await page.getByRole("button", { name: "Vrati novac" }).click();
  await expect(page.getByRole("status")).toHaveText("Povrat novca je izvršen.");
  await expect(page.getByRole("listitem").filter({ hasText: "Povrat novca: 5,50" })).toHaveCount(1);
  await expect(messages.getByRole("row")).toHaveCount(8);
  await expect(messages.getByRole("row").nth(7)).toContainText("Povrat");
  const [refunded] = await database.db.select().from(orders).where(eq(orders.number, number));
  expect(refunded).toMatchObject({ paymentStatus: "paid", refundedCents: 550 });
  // the form now offers the rest
  await expect(amount).toHaveValue(((Number(order?.totalCents) - 550) / 100).toFixed(2));
  await page.screenshot({ path: test.info().outputPath("refund-1440.png"), fullPage: true });
  // the order's page, its refund form too, fits a phone
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(page.getByLabel("Iznos povrata (EUR)")).toBeVisible();
  await hasNoSidewaysScroll(page);
  await page.screenshot({ path: test.info().outputPath("refund-375.png"), fullPage: true });
  await context.close();
});

test("a cancel on the gateway's page, then another method: the order is given up and the cart comes back", async ({
  browser,
}) => {
  const { context, page, number } = await guestOnGateway(browser, 375);
  await page.getByRole("button", { name: "Odustani" }).click();
  await expect(page.getByRole("heading", { name: "Plaćanje nije uspjelo" })).toBeVisible();
  await hasNoSidewaysScroll(page);
  await page.getByRole("button", { name: "Odaberi drugi način plaćanja" }).click();
  // the checkout's payment step, with the same cart
  await expect(page.getByRole("heading", { name: "Način plaćanja" })).toBeVisible();
  expect(await paymentStatusOf(number)).toBe("failed");
  await page.getByRole("radio", { name: /Plaćanje pouzećem/ }).check();
  await page.getByLabel(/prihvaćam opće uvjete prodaje/).check();
  await page.getByRole("button", { name: "Naruči" }).click();
  await expect(page.getByRole("heading", { name: "Hvala na narudžbi" })).toBeVisible();
  const placed = new URL(page.url()).searchParams.get("orderSlug") ?? "";
  expect(placed).not.toBe(number);
  expect(await paymentStatusOf(placed)).toBe("unpaid");
  await context.close();
});

test("an approval whose notification is lost: the shop asks the gateway when the shopper is back", async ({
  page,
  context,
}) => {
  const number = await guestAtPayment(context, page);
  await page.getByLabel("Broj kartice").fill(sandboxCards.lostNotification);
  await page.getByRole("button", { name: /^Plati/ }).click();
  await expect(page.getByText("Plaćanje karticom je primljeno.")).toBeVisible();
  expect(await paymentStatusOf(number)).toBe("paid");
});

test("a signed-in shopper who gave up on the gateway's page pays from the order in the profile", async ({
  browser,
}) => {
  const { context, page, accessToken } = await signedInShopper(browser, 375);
  const number = await guestAtPayment(context, page, accessToken);
  await page.getByRole("button", { name: "Odustani" }).click();
  await expect(page.getByRole("heading", { name: "Plaćanje nije uspjelo" })).toBeVisible();

  // later, from the profile: the order says it waits for its card payment, and offers to pay
  await page.goto(`${site().origin}/profil/narudzba/${number}`);
  await expect(page.getByText("· čeka plaćanje")).toBeVisible();
  await hasNoSidewaysScroll(page);
  await page.getByRole("button", { name: "Plati sada" }).click();
  await expect(page.getByRole("heading", { name: "Testna naplata karticom" })).toBeVisible();
  await expect(page.locator("dd").nth(1)).toHaveText(number);
  await page.getByLabel("Broj kartice").fill(sandboxCards.approves);
  await page.getByRole("button", { name: /^Plati/ }).click();
  await expect(page.getByRole("heading", { name: "Hvala na narudžbi" })).toBeVisible();
  expect(await paymentStatusOf(number)).toBe("paid");
  await page.goto(`${site().origin}/profil/narudzba/${number}`);
  await expect(page.getByText("· plaćeno")).toBeVisible();
  await expect(page.getByRole("button", { name: "Plati sada" })).toHaveCount(0);
  await context.close();
});
