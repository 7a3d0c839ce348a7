import { expect, test } from "./fixture.ts";
import { and, eq } from "drizzle-orm";
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { outbox } from "../../server/db/schema.ts";
import { orders } from "../../server/db/schema-shop.ts";
import { checkoutJourneys, fillDelivery, hasNoSidewaysScroll } from "./checkout-journeys.ts";
import { ownSite } from "./own-site.ts";

// issue 20, decision 045: a guest pays with the card wallet through its local emulator: the
// payment step draws the wallet's buttons (its script from the emulator), the buyer approves in
// the wallet's dialog, and order/pgSuccess has the shop capture the payment.
const site = ownSite();

const { addToCart, signedInShopper } = checkoutJourneys(site);

/** A guest in a browser `width` px wide, through the checkout to the wallet's buttons. */
async function guestAtWallet(browser: Browser, width: number, sku = "VADICEP") {
  const context = await browser.newContext({
    viewport: { width, height: width < 600 ? 812 : 900 },
  });
  const page = await context.newPage();
  return { context, page, ...(await checkoutToWallet(context, page, { sku })) };
}

/** Through the checkout to the wallet's buttons: the order's number and the amount asked. */
async function checkoutToWallet(
  context: BrowserContext,
  page: Page,
  cart: { sku: string; accessToken?: string },
) {
  await addToCart(context, { ...cart, qty: 1 });
  await page.goto(`${site().origin}/naplata`);
  await fillDelivery(page, "iva.novcanik@example.com");
  await page.getByLabel(/Pristajem na obradu svojih podataka/).check();
  await page.getByRole("button", { name: "Dalje" }).click();
  await page.getByRole("radio", { name: /Dostava na adresu/ }).check();
  await page.getByRole("button", { name: "Dalje" }).click();
  await page.getByRole("radio", { name: /PayPal/ }).check();
  await page.getByLabel(/prihvaćam opće uvjete prodaje/).check();
  await page.getByRole("button", { name: "Naruči" }).click();
  await expect(page.getByRole("heading", { name: "Plaćanje PayPalom" })).toBeVisible();
  const intro = (await page.getByText(/^Narudžba \d{4}-\d{6}/).textContent()) ?? "";
  const number = /(\d{4}-\d{6})/.exec(intro)?.[1] ?? "";
  const amount = /(?:Platite|naplaćuje) (.+?) (?:gumbom|sada)/.exec(intro)?.[1] ?? "";
  return { number, amount, intro };
}

const paymentStatusOf = async (number: string) =>
  (await site().database.db.select().from(orders).where(eq(orders.number, number)))[0]
    ?.paymentStatus;

/** The text of an order's confirmation mail, its spaces plain (empty until it is rendered). */
async function confirmationOf(number: string): Promise<string> {
  const [mail] = await site()
    .database.db.select({ text: outbox.text })
    .from(outbox)
    .innerJoin(orders, eq(orders.id, outbox.orderId))
    .where(and(eq(orders.number, number), eq(outbox.template, "orderConfirmation")));
  return (mail?.text ?? "").replace(/\s/g, " ");
}

/** The wallet's button, then its dialog's answer. */
async function answerWallet(
  page: Page,
  answer: "Odobri plaćanje" | "Odobri pretplatu" | "Odustani",
) {
  await page.getByRole("button", { name: /PayPal/ }).click();
  const dialog = page.getByRole("dialog", { name: "Plaćanje novčanikom (testno okruženje)" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(/\d+,\d\d/);
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: test.info().outputPath(`wallet-dialog-${width}.png`) });
  await dialog.getByRole("button", { name: answer }).click();
}

test("a guest on a phone approves the wallet's payment and lands on the success page", async ({
  browser,
}) => {
  const { context, page, number, amount } = await guestAtWallet(browser, 375);
  expect(number).toMatch(/^\d{4}-\d{6}$/);
  expect(await paymentStatusOf(number)).toBe("awaiting");
  await expect(page.getByRole("button", { name: /PayPal/ })).toBeVisible();
  await hasNoSidewaysScroll(page);
  await page.screenshot({ path: test.info().outputPath("wallet-375.png"), fullPage: true });
  await answerWallet(page, "Odobri plaćanje");
  await expect(page.getByRole("heading", { name: "Hvala na narudžbi" })).toBeVisible();
  await expect(page.getByText("Plaćanje PayPalom je primljeno.")).toBeVisible();
  expect(new URL(page.url()).searchParams.get("orderSlug")).toBe(number);
  expect(await paymentStatusOf(number)).toBe("paid");
  // the confirmation mail names the same order, method and amount the page did
  await expect.poll(() => confirmationOf(number)).toContain(number);
  const mail = await confirmationOf(number);
  expect(mail).toContain("PayPal");
  expect(mail).toContain(amount.replace(/\s/g, " "));
  await context.close();
});

test("a cancel in the wallet's dialog goes to the failure page, where the wallet pays the same order", async ({
  browser,
}) => {
  const { context, page, number } = await guestAtWallet(browser, 1440);
  await answerWallet(page, "Odustani");
  await expect(page.getByRole("heading", { name: "Plaćanje nije uspjelo" })).toBeVisible();
  await expect(page.getByText(`Narudžba ${number} čeka plaćanje.`)).toBeVisible();
  await page.getByRole("button", { name: "Plati ponovno" }).click();
  await expect(page.getByRole("heading", { name: "Plaćanje PayPalom" })).toBeVisible();
  await answerWallet(page, "Odobri plaćanje");
  await expect(page.getByText("Plaćanje PayPalom je primljeno.")).toBeVisible();
  expect(await paymentStatusOf(number)).toBe("paid");
  await context.close();
});

test("a guest subscribes to the wine club by the wallet's monthly plan (decision 046)", async ({
  browser,
}) => {
  const { context, page, number, amount, intro } = await guestAtWallet(browser, 375, "VINSKI-KLUB");
  expect(intro).toContain("je pretplata");
  // the box (39 €) and the courier (5.90 €) each month
  expect(amount.replace(/\s/g, " ")).toBe("44,90 €");
  await hasNoSidewaysScroll(page);
  await answerWallet(page, "Odobri pretplatu");
  await expect(page.getByText("Plaćanje PayPalom je primljeno.")).toBeVisible();
  expect(await paymentStatusOf(number)).toBe("paid");
  await context.close();
});

test("a signed-in shopper pays a wallet order later from the profile", async ({ browser }) => {
  const { context, page, accessToken } = await signedInShopper(browser, 1440);
  const { number } = await checkoutToWallet(context, page, { sku: "VADICEP", accessToken });
  // away from the checkout before paying; later, the order in the profile offers the wallet
  await page.goto(`${site().origin}/profil/narudzba/${number}`);
  await expect(page.getByText("· čeka plaćanje")).toBeVisible();
  await page.getByRole("button", { name: "Plati sada" }).click();
  await expect(page.getByRole("heading", { name: "Plaćanje PayPalom" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Odaberi drugi način plaćanja" })).toHaveCount(0);
  await answerWallet(page, "Odobri plaćanje");
  await expect(page.getByText("· plaćeno")).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(`/profil/narudzba/${number}`);
  expect(await paymentStatusOf(number)).toBe("paid");
  await expect(page.getByRole("button", { name: "Plati sada" })).toHaveCount(0);
  await context.close();
});
