import type { Page } from "@playwright/test";
import { expect, test } from "./fixture.ts";
import { builderApi } from "./builder-helpers.ts";
import { expectNoSideScroll } from "./layout.ts";
import { ownSite } from "./own-site.ts";
import { demoAccounts } from "./seed-data.ts";

// spec 2 admin layout and routes: /admin (pages), /admin/templates, /admin/cache (only with Redis).
const editor = demoAccounts.find((account) => account.role === "back-office")!;
const shopper = demoAccounts.find((account) => account.role === "shopper")!;

async function logIn(page: Page, account: typeof editor) {
  await expect(page.getByRole("heading", { name: "Prijava za urednike" })).toBeVisible();
  await page.getByLabel("Adresa e-pošte").fill(account.email);
  await page.getByLabel("Lozinka").fill(account.password);
  await page.getByRole("button", { name: "Prijava" }).click();
}

test("a guest is sent to sign in and comes back to the pages of every language", async ({
  page,
}) => {
  await page.goto("/admin/templates");
  await expect(page).toHaveURL(/\/adminLogin\?redirectTo=%2Fadmin%2Ftemplates$/);
  await logIn(page, editor);
  await expect(page).toHaveURL(/\/admin\/templates$/);
  const nav = page.getByRole("navigation", { name: "Izbornik administracije" });
  await nav.getByRole("link", { name: "Stranice" }).click();
  await expect(page.getByRole("heading", { name: "Stranice", level: 1 })).toBeVisible();
  // the site's own editor bar stays away: the area has its own
  await expect(page.getByRole("navigation", { name: "Urednička traka" })).toHaveCount(0);
  const home = page.locator(".admin-card", { hasText: "Naslovnica" });
  await expect(home.getByRole("link", { name: "Uredi" })).toHaveCount(3);
  await expect(home.getByRole("link", { name: "Uredi" }).first()).toHaveAttribute(
    "href",
    "/?editPage=true",
  );
  await expect(home.getByRole("link", { name: "Pogledaj" }).nth(1)).toHaveAttribute("href", "/en");
  // without Redis there are no caches to show (spec 2: hidden unless Redis is on)
  await expect(nav.getByRole("link", { name: "Dostupne predmemorije" })).toHaveCount(0);
  expect((await page.request.get("/admin/cache")).status()).toBe(404);
  // the content language: the screens show English content, the texts stay the user's language
  await page
    .getByRole("group", { name: "Jezik sadržaja" })
    .getByRole("link", { name: "EN" })
    .click();
  await expect(page).toHaveURL(/\/admin\?language=en$/);
  await expect(page.getByRole("heading", { name: "Stranice", level: 1 })).toBeVisible();
  await expect(page.locator(".admin-card h2").filter({ hasText: "About us" })).toHaveCount(1);
  // spec 6 admin locale: the interface language is the user's own setting, kept across visits
  const ui = (name: string) => page.getByRole("group", { name }).getByRole("button");
  try {
    await ui("Jezik sučelja").filter({ hasText: "EN" }).click();
    await expect(page.getByRole("heading", { name: "Pages", level: 1 })).toBeVisible();
    await expect(page.locator(".admin-notice")).toHaveText("The admin area is now in English.");
    await page.goto("/admin/templates");
    await expect(page.getByRole("heading", { name: "Templates", level: 1 })).toBeVisible();
    await expect(ui("Interface language").filter({ hasText: "EN" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  } finally {
    await page.goto("/admin");
    await page.locator('button[name="value"][value="hrv"]').click();
    await expect(page.getByRole("heading", { name: "Stranice", level: 1 })).toBeVisible();
  }
});

test("a shopper does not get in", async ({ page }) => {
  await page.goto("/admin");
  await logIn(page, shopper);
  await expect(page.getByRole("heading", { name: "Stranice", level: 1 })).toHaveCount(0);
  expect((await page.request.get("/admin", { maxRedirects: 0 })).status()).toBe(302);
});

test("a template is listed and deleted after the confirmation", async ({ page }) => {
  await page.goto("/admin/templates");
  await logIn(page, editor);
  await expect(page.getByRole("heading", { name: "Predlošci", level: 1 })).toBeVisible();
  const api = await builderApi(page.request);
  const title = `Predložak ${Date.now()}`;
  await api.createTemplate(title);
  await page.reload();
  const row = page.getByRole("row", { name: new RegExp(title) });
  await expect(row).toBeVisible();
  // a dismissed confirmation keeps it
  page.once("dialog", (dialog) => void dialog.dismiss());
  await row.getByRole("button", { name: "Obriši" }).click();
  await expect(row).toBeVisible();
  page.once("dialog", (dialog) => {
    expect(dialog.message()).toContain(title);
    void dialog.accept();
  });
  await row.getByRole("button", { name: "Obriši" }).click();
  await expect(page.locator(".admin-notice")).toHaveText(`„${title}” je obrisan.`);
  await expect(row).toHaveCount(0);
});

// issue 23: a page with unpublished changes keeps its card's rows: each language on one line,
// its state beside the buttons, as tall as a published page's, at a phone's and a desktop's width
for (const width of [375, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("a page with unpublished changes keeps its card's row", async ({ page }) => {
      await page.goto("/admin");
      await logIn(page, editor);
      await expect(page.getByRole("heading", { name: "Stranice", level: 1 })).toBeVisible();
      const api = await builderApi(page.request);
      const stamp = `${width}-${Date.now().toString(36)}`;
      await api.createPublishedPage(`Objavljena ${stamp}`, `objavljena-${stamp}`);
      const changed = await api.createPublishedPage(`Promijenjena ${stamp}`, `promjena-${stamp}`);
      try {
        await api.saveDraft(`promjena-${stamp}`, {
          ...changed,
          document: {
            ...changed.document,
            elements: [{ id: "naslov", type: "heading", props: { text: "Novo", level: 2 } }],
          },
        });
        await page.reload();
        const rowOf = (title: string) =>
          page
            .locator(".admin-card", { hasText: title })
            .locator(".admin-card__languages > li")
            .first();
        const plain = rowOf(`Objavljena ${stamp}`);
        const pending = rowOf(`Promijenjena ${stamp}`);
        await expect(plain.locator(".admin-state")).toHaveText("Objavljeno");
        await expect(pending.locator(".admin-state")).toHaveText("Neobjavljene promjene");
        const box = async (row: typeof plain) => ({
          row: (await row.boundingBox())!,
          state: (await row.locator(".admin-state").boundingBox())!,
          actions: (await row.locator(".admin-card__actions").boundingBox())!,
          card: (await row
            .locator("xpath=ancestor::li[contains(@class,'admin-card')]")
            .boundingBox())!,
        });
        const before = await box(plain);
        const after = await box(pending);
        // the row is as tall as a published page's row
        expect(Math.abs(after.row.height - before.row.height)).toBeLessThanOrEqual(2);
        // the state and the buttons share the line: their boxes overlap vertically
        expect(after.actions.y).toBeLessThan(after.state.y + after.state.height);
        expect(after.state.y).toBeLessThan(after.actions.y + after.actions.height);
        // the state stays inside its row and card, left of the buttons
        expect(after.state.y).toBeGreaterThanOrEqual(after.row.y - 1);
        expect(after.state.y + after.state.height).toBeLessThanOrEqual(
          after.row.y + after.row.height + 1,
        );
        expect(after.state.x + after.state.width).toBeLessThanOrEqual(after.actions.x + 1);
        expect(after.actions.x + after.actions.width).toBeLessThanOrEqual(
          after.card.x + after.card.width,
        );
        await expectNoSideScroll(page);
      } finally {
        await api.deletePage(`objavljena-${stamp}`);
        await api.deletePage(`promjena-${stamp}`);
      }
    });
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the area opens and its pages list shows", async ({ page }) => {
    await page.goto("/admin");
    await logIn(page, editor);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.locator(".admin-card").first()).toBeVisible();
  });
});

test.describe("with Redis", () => {
  // a site of its own whose cache is Redis
  const site = ownSite({
    REDIS_URL: process.env.REDIS_URL ?? "redis://127.0.0.1:6379",
    REDIS_PREFIX: `vitrina-e2e-admin-${Date.now()}:`,
  });

  test("the caches screen lists what Redis holds and clears it", async ({ page }) => {
    const { origin } = site();
    await page.goto(`${origin}/`); // an anonymous view: fills the caches
    await page.goto(`${origin}/admin`);
    await logIn(page, editor);
    const nav = page.getByRole("navigation", { name: "Izbornik administracije" });
    await nav.getByRole("link", { name: "Dostupne predmemorije" }).click();
    await expect(page.getByRole("heading", { name: "Dostupne predmemorije" })).toBeVisible();
    // the anonymous home page view above is cached whole; the admin's own views never are
    const pageResponses = page.getByRole("row", { name: /^page-response / });
    await expect(pageResponses).toBeVisible();
    await pageResponses.getByRole("button", { name: "Očisti" }).click();
    await expect(page.locator(".admin-notice")).toHaveText("Predmemorija je očišćena.");
    await expect(pageResponses).toHaveCount(0);
    // clear all: what only a shopper's anonymous views fill goes (the area's own views refill
    // the site lookups at once)
    const shopper = await page.context().browser()!.newPage();
    await shopper.goto(`${origin}/shop`);
    await shopper.close();
    await page.reload();
    await expect(pageResponses).toBeVisible();
    await expect(page.getByRole("row", { name: /^catalog-list / })).toBeVisible();
    await page.getByRole("button", { name: "Očisti sve" }).click();
    await expect(page.locator(".admin-notice")).toHaveText("Predmemorija je očišćena.");
    await expect(pageResponses).toHaveCount(0);
    await expect(page.getByRole("row", { name: /^catalog-list / })).toHaveCount(0);
  });
});

test("an unknown admin path is the admin's own 404 with the ways back", async ({ page }) => {
  const response = await page.goto("/admin/products/1");
  expect(response?.status()).toBe(404);
  await expect(
    page.getByRole("heading", { name: "Ova stranica administracije ne postoji", level: 1 }),
  ).toBeVisible();
  await page.getByRole("link", { name: "Natrag u administraciju" }).click();
  // the way back leads to the pages screen, through the sign-in for a guest
  await expect(page).toHaveURL(/\/adminLogin\?redirectTo=%2Fadmin$/);
});
