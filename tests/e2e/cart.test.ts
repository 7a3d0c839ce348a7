import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixture.ts";

// issue 17, spec 2, 4, 8, 9: the shopper's cart. Adding a simple product, a configurable
// product with its variant and a custom option, and a bundle through the bundle customization
// modal; the cart modal (addition behaviour 2, the seed's); the cart page: quantity (debounced),
// coupon WELCOME10 on and off, removing a line; on a phone and a desktop; and every cart form
// as a plain post without JavaScript. Each test has its own browser context, so its own cart.

const euros = (text: string | null): number =>
  Number((text ?? "").replace(/[^\d,]/g, "").replace(",", "."));

const cartModal = (page: Page) => page.locator("#cart-modal");
const lines = (scope: Page | Locator) => scope.locator(".cart-line");
/** A line by its product's name (in the modal: scope); `has` is relative to the line. */
const lineOf = (page: Page, name: string | RegExp, scope: Page | Locator = page) =>
  lines(scope).filter({ has: page.locator(".cart-line__name", { hasText: name }) });
const summaryRow = (page: Page, label: string | RegExp) =>
  page.locator(".cart-page .cart-summary__row").filter({ hasText: label });

async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

/** Adds the product of a product page (its form's main button) and waits for the cart modal. */
async function addFromProductPage(page: Page) {
  await page.getByRole("button", { name: "Dodaj u košaricu" }).click();
  await expect(cartModal(page)).toBeVisible();
}

async function closeModal(page: Page) {
  await page.keyboard.press("Escape");
  await expect(cartModal(page)).toBeHidden();
}

/**
 * spec 2, 4: a configurable's card has the same 'Košara' button; it cannot add, so it tells
 * why (the configurationNotSet info toast) and leads to the product page, where the toast stays.
 */
async function chooseVariantFromCard(page: Page) {
  await page
    .getByRole("button", { name: "Košara: odaberite varijantu proizvoda Pregača Konoba" })
    .first()
    .click();
  await expect(page).toHaveURL("/product/pregaca-konoba");
  await expect(
    page
      .getByRole("status")
      .filter({ hasText: "Odaberite varijantu proizvoda prije dodavanja u košaricu" }),
  ).toBeVisible();
  await expect(page.locator(".variant-choice").first()).toBeVisible();
}

test.describe("at 1440 px", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("adds a simple, a configurable with a variant and an engraving, and a bundle through its modal; edits the cart", async ({
    page,
  }) => {
    // spec 4: no cart before the first add
    await page.goto("/kosarica");
    await expect(page.getByRole("heading", { name: "Vaša košarica je prazna" })).toBeVisible();
    expect((await page.context().cookies()).some((cookie) => cookie.name === "cartId")).toBe(false);

    // a simple product: the cart modal opens (addition behaviour 2)
    await page.goto("/product/konobarski-vadicep");
    await addFromProductPage(page);
    await expect(lineOf(page, "Konobarski vadičep", cartModal(page))).toBeVisible();
    // spec 9: the cart modal is 80% by 70% of the window
    const box = await cartModal(page).boundingBox();
    expect(Math.round(box?.width ?? 0)).toBe(1152);
    expect(Math.round(box?.height ?? 0)).toBe(630);
    await page.screenshot({ path: test.info().outputPath("cart-modal-1440.png") });
    await closeModal(page);
    const cookies = await page.context().cookies();
    const cartId = cookies.find((cookie) => cookie.name === "cartId");
    expect(cartId?.httpOnly).toBe(true);
    expect(cartId?.sameSite).toBe("Lax");
    // one year (spec 9)
    expect((cartId?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);
    expect(cookies.some((cookie) => cookie.name === "protectCode")).toBe(true);
    await expect(page.getByRole("link", { name: "Košarica, broj proizvoda: 1" })).toBeVisible();

    // a configurable product: its variant (a swatch) and its custom option (spec 3)
    await page.goto("/product/pregaca-konoba");
    await page.getByRole("link", { name: "Maslinasta" }).click();
    await expect(page).toHaveURL(/colour=/);
    await page.getByLabel("Gravura").fill("Ana");
    await addFromProductPage(page);
    const apron = lineOf(page, /Pregača Konoba/, cartModal(page));
    await expect(apron).toContainText("Gravura: „Ana“");
    // a click outside closes the modal
    await page.mouse.click(10, 10);
    await expect(cartModal(page)).toBeHidden();

    // a bundle with a configurable part: the card's 'Košara' opens its customization modal
    await page.goto("/shop");
    await page.getByRole("button", { name: "Košara: dodaj Paket Konoba" }).click();
    const bundle = page.locator("#bundle-modal");
    await expect(bundle.getByRole("heading", { name: "Paket Konoba" })).toBeVisible();
    await expect(bundle.getByText("U košarici: 0 kom.")).toBeVisible();
    await bundle.getByLabel("Boja").selectOption({ label: "Tinta" });
    await bundle.getByLabel("Gravura").fill("Marko");
    await page.screenshot({ path: test.info().outputPath("bundle-modal-1440.png") });
    await bundle.getByRole("button", { name: "Dodaj u košaricu" }).click();
    await expect(bundle).toBeHidden();
    await expect(lineOf(page, "Paket Konoba", cartModal(page))).toBeVisible();
    await cartModal(page).getByRole("link", { name: "Idi u košaricu" }).click();
    await expect(page).toHaveURL("/kosarica");
    await expect(lines(page.locator(".cart-page"))).toHaveCount(3);

    // quantity: typed, sent once after 500 ms, the row total follows
    const corkscrew = lineOf(page, "Konobarski vadičep");
    const unit = euros(await corkscrew.locator(".cart-line__price").textContent());
    const quantity = corkscrew.getByRole("spinbutton");
    await quantity.fill("3");
    await expect(corkscrew.locator(".cart-line__row")).toHaveText(
      new RegExp(`${(unit * 3).toFixed(2).replace(".", ",")}`),
    );
    // spec 5: 0 is not a quantity: nothing is sent, the field says why
    await quantity.fill("0");
    await expect(corkscrew.getByText("Količina mora biti cijeli broj veći od 0")).toBeVisible();
    await quantity.fill("3");

    // the coupon: WELCOME10 on (input disabled, 'Ukloni kupon'), then off
    const itemsTotal = euros(await summaryRow(page, "Proizvodi").locator("dd").textContent());
    await page.getByLabel("Kôd kupona").fill("WELCOME10");
    await page.getByRole("button", { name: "Primjeni kupon" }).click();
    await expect(page.getByText("Kupon WELCOME10 je primijenjen")).toBeVisible();
    await expect(page.getByLabel("Kôd kupona")).toBeDisabled();
    const discount = euros(await summaryRow(page, "Kupon WELCOME10").locator("dd").textContent());
    expect(discount).toBeCloseTo(itemsTotal * 0.1, 1);
    await page.getByRole("button", { name: "Ukloni kupon" }).click();
    await expect(page.getByRole("button", { name: "Primjeni kupon" })).toBeVisible();
    await expect(page.getByLabel("Kôd kupona")).toBeEnabled();
    await expect(summaryRow(page, "Kupon")).toHaveCount(0);
    // an unknown code is refused with the translated 'Coupon not found!'
    await page.getByLabel("Kôd kupona").fill("NEMA");
    await page.getByRole("button", { name: "Primjeni kupon" }).click();
    await expect(page.locator(".cart-form__error")).toHaveText("Kupon nije pronađen!");

    // remove a line: its deleting state, the toast, the line gone
    await page.getByRole("button", { name: "Ukloni iz košarice: Konobarski vadičep" }).click();
    await expect(page.getByText("Proizvod je uklonjen iz košarice")).toBeVisible();
    await expect(corkscrew).toHaveCount(0);
    await expect(lines(page.locator(".cart-page"))).toHaveCount(2);

    // spec 2, 4: the line's edit link opens its product page with cartItemId: that line changes
    await page.getByRole("link", { name: /^Uredi stavku: Pregača Konoba/u }).click();
    await expect(page).toHaveURL(/\/product\/pregaca-konoba\?cartItemId=\d+$/u);
    await expect(page.getByText("Uređujete stavku iz košarice")).toBeVisible();
    await expect(page.getByLabel("Gravura")).toHaveValue("Ana");
    await page.getByLabel("Gravura").fill("Ana i Ivo");
    await page.getByLabel("Količina").fill("2");
    await page.getByRole("button", { name: "Spremi izmjene stavke" }).click();
    await expect(page).toHaveURL("/kosarica");
    const edited = lineOf(page, /Pregača Konoba/u);
    await expect(edited).toContainText("Gravura: „Ana i Ivo“");
    await expect(edited.getByRole("spinbutton")).toHaveValue("2");
    await expect(lines(page.locator(".cart-page"))).toHaveCount(2);

    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: test.info().outputPath("cart-1440.png"), fullPage: true });

    // a bundle's line opens its page with the line's choices in its fields
    const bundleLine = lineOf(page, "Paket Konoba");
    await expect(bundleLine).toContainText("Gravura: „Marko“");
    await bundleLine.getByRole("link", { name: /^Uredi stavku: Paket Konoba/u }).click();
    await expect(page).toHaveURL(/\/product\/paket-konoba\?cartItemId=\d+$/u);
    const form = page.locator("form.add-to-cart");
    await expect(form.getByLabel("Boja").locator("option:checked")).toHaveText("Tinta");
    await expect(form.getByLabel("Gravura")).toHaveValue("Marko");
  });
});

test.describe("a configurable's card", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("its 'Košara' tells that a variant must be chosen, on the product page (spec 4)", async ({
    page,
  }) => {
    await page.goto("/shop");
    await chooseVariantFromCard(page);
  });
});

test.describe("at 375 px", () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test("adds from a card, changes the quantity, applies and removes the coupon, removes the line", async ({
    page,
  }) => {
    await page.goto("/shop");
    await page.getByRole("button", { name: "Košara: dodaj Konobarski vadičep" }).click();
    await expect(cartModal(page)).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: test.info().outputPath("cart-modal-375.png") });
    await cartModal(page).getByRole("button", { name: "Zatvori košaricu" }).click();
    await expect(cartModal(page)).toBeHidden();

    await chooseVariantFromCard(page);

    await page.getByRole("link", { name: "Košarica, broj proizvoda: 1" }).click();
    await expect(page).toHaveURL("/kosarica");
    const line = lineOf(page, "Konobarski vadičep");
    await line.getByRole("spinbutton").fill("2");
    await expect(page.getByRole("link", { name: "Košarica, broj proizvoda: 2" })).toBeVisible();

    await page.getByLabel("Kôd kupona").fill("WELCOME10");
    await page.getByRole("button", { name: "Primjeni kupon" }).click();
    await expect(page.getByRole("button", { name: "Ukloni kupon" })).toBeVisible();
    await expect(summaryRow(page, "Kupon WELCOME10")).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: test.info().outputPath("cart-375.png"), fullPage: true });
    // tap targets of the line and the forms are at least 44 px high
    for (const target of [
      line.getByRole("spinbutton"),
      line.getByRole("button", { name: /^Ukloni/u }),
      page.getByRole("button", { name: "Ukloni kupon" }),
      page.getByRole("link", { name: "Nastavi na naplatu" }),
    ])
      expect((await target.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
    await page.getByRole("button", { name: "Ukloni kupon" }).click();
    await expect(page.getByRole("button", { name: "Primjeni kupon" })).toBeVisible();

    await line.getByRole("button", { name: /^Ukloni/u }).click();
    await expect(page.getByRole("heading", { name: "Vaša košarica je prazna" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Idi u trgovinu" })).toBeVisible();
  });
});

test.describe("the cart session", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("a language switch clears it (spec 4)", async ({ page }) => {
    await page.goto("/shop");
    await page.getByRole("button", { name: "Košara: dodaj Konobarski vadičep" }).click();
    await expect(cartModal(page)).toBeVisible();
    await closeModal(page);
    await page.goto("/kosarica");
    await expect(lineOf(page, "Konobarski vadičep")).toBeVisible();
    await page.getByRole("link", { name: /^EN/u }).click();
    await expect(page).toHaveURL("/en/cart");
    await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
    const names = (await page.context().cookies()).map((cookie) => cookie.name);
    expect(names).not.toContain("cartId");
    expect(names).not.toContain("protectCode");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });

  test("every cart form is a plain post that comes back to the cart page", async ({ page }) => {
    // the card's 'Košara' posts and lands on the cart page (addition behaviour 2: no modal)
    await page.goto("/shop");
    await page.getByRole("button", { name: "Košara: dodaj Konobarski vadičep" }).click();
    await expect(page).toHaveURL("/kosarica");
    const line = lineOf(page, "Konobarski vadičep");
    await expect(line).toBeVisible();

    // the product page's form, with its custom option
    await page.goto("/product/daska-od-maslinovog-drva");
    await page.getByLabel("Gravura").fill("Obitelj Horvat");
    await page.getByRole("button", { name: "Dodaj u košaricu" }).click();
    await expect(page).toHaveURL("/kosarica");
    await expect(lineOf(page, "Daska od maslinovog drva")).toContainText("„Obitelj Horvat“");

    // the quantity has its own update button without JavaScript
    await line.getByRole("spinbutton").fill("2");
    await line.getByRole("button", { name: "Ažuriraj" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Košarica je ažurirana" }),
    ).toBeVisible();
    await expect(line.getByRole("spinbutton")).toHaveValue("2");

    await page.getByLabel("Kôd kupona").fill("WELCOME10");
    await page.getByRole("button", { name: "Primjeni kupon" }).click();
    await expect(page.getByRole("button", { name: "Ukloni kupon" })).toBeVisible();
    await expect(summaryRow(page, "Kupon WELCOME10")).toBeVisible();
    await page.getByRole("button", { name: "Ukloni kupon" }).click();
    await expect(page.getByRole("button", { name: "Primjeni kupon" })).toBeVisible();

    await page.getByLabel("Napomena uz narudžbu").fill("Molim dostavu poslije 17 sati.");
    await page.getByRole("button", { name: "Spremi napomenu" }).click();
    await expect(page.getByLabel("Napomena uz narudžbu")).toHaveValue(
      "Molim dostavu poslije 17 sati.",
    );

    await line.getByRole("button", { name: "Ukloni iz košarice: Konobarski vadičep" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Proizvod je uklonjen iz košarice" }),
    ).toBeVisible();
    await expect(line).toHaveCount(0);

    // a configurable's card posts too, and the server sends it to its page
    await page.goto("/shop");
    await page
      .getByRole("button", { name: "Košara: odaberite varijantu proizvoda Pregača Konoba" })
      .first()
      .click();
    await expect(page).toHaveURL("/product/pregaca-konoba");
  });
});
