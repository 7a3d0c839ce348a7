import type { Page } from "@playwright/test";
import { expect, test } from "./fixture.ts";
import { ownSite } from "./own-site.ts";

// issue 17, the whole purchase as a guest sees it, at 375 and 1440 px: a configurable product
// with its variant and a custom option from its page, a bundle through the customization modal,
// coupon WELCOME10 on the cart page, the checkout's address, a pickup branch and bank
// transfer, then the success page with the order number and the HUB-3 barcode. A site of its
// own: its orders and stock are nobody else's.
const site = ownSite();

const field = (page: Page, name: string) => page.locator(`[name="${name}"]`);
const cartModal = (page: Page) => page.locator("#cart-modal");

async function noSidewaysScroll(page: Page) {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(client);
}

for (const [width, height] of [
  [375, 812],
  [1440, 900],
] as const) {
  test(`a guest buys a configurable product with an engraving and a bundle, with a coupon, pickup and bank transfer, at ${width} px`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width, height } });
    const page = await context.newPage();
    const origin = site().origin;

    // the configurable apron: a colour (its variant) and the engraving (a custom option)
    await page.goto(`${origin}/product/pregaca-konoba`);
    await page.getByRole("link", { name: "Maslinasta" }).click();
    await expect(page).toHaveURL(/colour=/);
    await page.getByLabel("Gravura").fill("Ana");
    await page.getByRole("button", { name: "Dodaj u košaricu" }).click();
    await expect(cartModal(page)).toBeVisible();
    await page.keyboard.press("Escape");

    // a bundle with a configurable part, chosen in the bundle customization modal
    await page.goto(`${origin}/shop`);
    await page.getByRole("button", { name: "Košara: dodaj Paket Konoba" }).click();
    const bundle = page.locator("#bundle-modal");
    await bundle.getByLabel("Boja").selectOption({ label: "Tinta" });
    await bundle.getByLabel("Gravura").fill("Marko");
    await bundle.getByRole("button", { name: "Dodaj u košaricu" }).click();
    await expect(cartModal(page)).toBeVisible();
    await cartModal(page).getByRole("link", { name: "Idi u košaricu" }).click();

    // the cart: both lines, the engraving kept, WELCOME10 applied
    const cart = page.locator(".cart-page");
    await expect(cart.locator(".cart-line")).toHaveCount(2);
    await expect(cart).toContainText("„Ana“");
    await page.getByLabel("Kôd kupona").fill("WELCOME10");
    await page.getByRole("button", { name: "Primjeni kupon" }).click();
    await expect(page.getByText("Kupon WELCOME10 je primijenjen")).toBeVisible();
    await noSidewaysScroll(page);
    await page.getByRole("link", { name: "Nastavi na naplatu" }).click();

    // address, then the pickup branch, then bank transfer
    await expect(page.getByRole("heading", { level: 1, name: "Naplata" })).toBeVisible();
    await field(page, "delivery.firstName").fill("Ana");
    await field(page, "delivery.lastName").fill("Kovač");
    await field(page, "delivery.contactEmail").fill(`gost.${width}@example.com`);
    await field(page, "delivery.contactPhone").fill("+385 91 555 0101");
    await field(page, "delivery.street").fill("Marmontova");
    await field(page, "delivery.houseNumber").fill("3");
    await field(page, "delivery.zipCode").fill("21000");
    await field(page, "delivery.city").fill("Split");
    await page.getByLabel(/Pristajem na obradu svojih podataka/).check();
    await noSidewaysScroll(page);
    await page.getByRole("button", { name: "Dalje" }).click();
    await page.getByRole("radio", { name: /Osobno preuzimanje/ }).check();
    await page.getByRole("radio", { name: /Vinoteka Vitrina, Split/ }).check();
    await page.getByRole("button", { name: "Dalje" }).click();
    await page.getByRole("radio", { name: /Uplata na račun/ }).check();
    await page.getByLabel(/prihvaćam opće uvjete prodaje/).check();
    // the summary holds the coupon the cart page applied
    await expect(page.locator(".checkout-summary")).toContainText("WELCOME10");
    await page.getByRole("button", { name: "Naruči" }).click();

    // the number and the payment slip's barcode
    await expect(page.getByRole("heading", { name: "Hvala na narudžbi" })).toBeVisible();
    const number = new URL(page.url()).searchParams.get("orderSlug") ?? "";
    expect(number).toMatch(/^[0-9]{4}-[0-9]{6}$/);
    const barcode = page.getByRole("img", {
      name: `HUB-3 barkod za plaćanje narudžbe ${number}`,
    });
    await expect(barcode).toBeVisible();
    await noSidewaysScroll(page);
    await page.screenshot({ path: test.info().outputPath(`success-${width}.png`), fullPage: true });
    await context.close();
  });
}
