import type { Page } from "@playwright/test";
import sharp from "sharp";
import { expect, test } from "./fixture.ts";
import { ownSite } from "./own-site.ts";
import { demoAccounts } from "./seed-data.ts";

// issue 23: the product editor in groups (tabs) with the builder's widgets: rich text for the
// description, the media library for pictures, every label translated, errors at their field
// and on their tab. A site of its own: the products it changes show nowhere else.
const editor = demoAccounts.find((account) => account.role === "back-office")!;
// each test signs the editor in twice (API and form): more than the site's ten a minute
const site = ownSite({ LOGIN_RATE_LIMIT: "1000", LOGIN_ADDRESS_LIMIT: "10000" });

// an upload makes 4 sizes in 3 formats (sharp): slow on a loaded machine
test.describe.configure({ timeout: 90_000 });

const groupNames = [
  "Osnovno",
  "Cijene i zalihe",
  "Slike",
  "Atributi i varijante",
  "Opcije",
  "Prijevodi",
  "SEO",
];

async function logIn(page: Page) {
  await page.goto(`${site().origin}/admin/products`);
  await page.getByLabel("Adresa e-pošte").fill(editor.email);
  await page.getByLabel("Lozinka").fill(editor.password);
  await page.getByRole("button", { name: "Prijava" }).click();
  await expect(page.getByRole("heading", { name: "Proizvodi", level: 1 })).toBeVisible();
}

/** A product of the test's own, made through the API; its form opened. */
async function openNewProduct(page: Page, stamp: string) {
  const { origin } = site();
  const login = await page.request.post(`${origin}/api/v1/login`, {
    data: { username: editor.email, password: editor.password },
  });
  const { accessToken } = ((await login.json()) as { data: { tokens: { accessToken: string } } })
    .data.tokens;
  const slug = `ulje-urednika-${stamp}`;
  const created = await page.request.post(`${origin}/api/v1/product/create`, {
    headers: { accessToken },
    data: {
      sku: `EDIT-${stamp}`,
      format: "Simple",
      translations: { hrv: { name: `Ulje urednika ${stamp}`, slug } },
      basicPrice: 10,
      retailPrice: 12,
      finalPrice: 10,
      attributes: [{ attributeCode: "volume", value: 750 }],
    },
  });
  expect(created.status()).toBe(200);
  const { id } = ((await created.json()) as { data: { id: number } }).data;
  await logIn(page);
  await page.goto(`${origin}/admin/products?edit=${id}`);
  await expect(
    page.getByRole("heading", { name: `Uređivanje: Ulje urednika ${stamp}` }),
  ).toBeVisible();
  return { slug, accessToken };
}

const tabs = (page: Page) =>
  page.getByRole("tablist", { name: "Dijelovi obrasca" }).getByRole("tab");

/** Every label, legend and list item title of the form, in every group (hidden ones too). */
const labelsOf = (page: Page) =>
  page
    .locator(".admin-entry-form")
    .locator("label, legend, .vb-array-item__title, option")
    .evaluateAll((elements) => elements.map((element) => element.textContent?.trim() ?? ""));

test("the product editor is in groups: short at 1440 px, the keyboard moves through its tabs, every label translated", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openNewProduct(page, `${Date.now()}`);
  await expect(tabs(page)).toHaveText(groupNames);
  await expect(tabs(page).first()).toHaveAttribute("aria-selected", "true");
  // the old form was one column of about 5,400 px (issue 23); a group is a screen or two
  const height = (await page.locator(".admin-entry-form").boundingBox())?.height ?? Infinity;
  expect(height).toBeLessThan(1800);
  await page.screenshot({ path: test.info().outputPath("c-editor-after.png"), fullPage: true });

  // the ARIA tabs pattern: one tab in the tab order, arrows, Home and End
  await tabs(page).first().focus();
  await page.keyboard.press("ArrowRight");
  const prices = page.getByRole("tab", { name: "Cijene i zalihe" });
  await expect(prices).toBeFocused();
  await expect(prices).toHaveAttribute("aria-selected", "true");
  await expect(prices).toHaveAttribute("tabindex", "0");
  await expect(tabs(page).first()).toHaveAttribute("tabindex", "-1");
  await expect(page.getByRole("tabpanel", { name: "Cijene i zalihe" })).toContainText(
    "Osnovna cijena",
  );
  await expect(page.locator("#admin-product_sku")).toBeHidden();
  await page.keyboard.press("End");
  await expect(page.getByRole("tab", { name: "SEO" })).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(tabs(page).first()).toBeFocused();
  await expect(page.locator("#admin-product_sku")).toBeVisible();

  // no raw property names, no "Vrijednost option 1": every field, value and item has a name
  const labels = await labelsOf(page);
  expect(labels).toContain("Vrijednosti atributa");
  expect(labels).toContain("Atribut 1");
  expect(labels).toContain("Broj");
  expect(labels).toContain("S varijantama");
  for (const raw of [
    /option \d/i,
    /^(sku|format|translations|hrv|name|slug|value|attributeCode|basicPrice|Configurable)\*?$/,
    /^Stavka \d/,
  ])
    expect(labels.filter((label) => raw.test(label))).toEqual([]);

  // the English admin: English tabs and labels
  const ui = (name: string) => page.getByRole("group", { name }).getByRole("button");
  try {
    await ui("Jezik sučelja").filter({ hasText: "EN" }).click();
    await expect(page.getByRole("tab", { name: "Prices and stock" })).toBeVisible();
    await expect(page.getByRole("tab", { name: "Translations" })).toBeVisible();
    const english = await labelsOf(page);
    expect(english).toContain("Attribute values");
    expect(english).toContain("Attribute 1");
    expect(english).toContain("With variants");
    expect(english.filter((label) => /option \d|^Stavka|^Osnovn/i.test(label))).toEqual([]);
    // the form's buttons and widgets speak the interface language too, not the site's (spec 6)
    await expect(page.getByRole("button", { name: "Save" })).toBeVisible();
    await page.getByRole("tab", { name: "Pictures" }).click();
    const pictures = page.getByRole("tabpanel", { name: "Pictures" });
    await expect(pictures.getByRole("button", { name: "Dodaj" })).toHaveCount(0);
    await pictures.getByRole("button", { name: "Add" }).click();
    await expect(
      pictures.getByRole("button", { name: "Choose from the media library" }),
    ).toBeVisible();
    await page.getByRole("tab", { name: "Translations" }).click();
    await expect(
      page.getByRole("toolbar", { name: "Description" }).first().getByRole("button", {
        name: "Bold",
      }),
    ).toBeVisible();
    await page.getByRole("tab", { name: "SEO" }).click();
    await expect(page.getByRole("heading", { name: "Search result preview" })).toBeVisible();
  } finally {
    await page.locator('button[name="value"][value="hrv"]').click();
    await expect(page.getByRole("tab", { name: "Osnovno" })).toBeVisible();
  }
});

test("an invalid value shows its message at the field, and its tab is marked and opened on save", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openNewProduct(page, `${Date.now()}`);
  await page.getByRole("tab", { name: "SEO" }).click();
  await page.locator("#admin-product-seo_translations_hrv_slug").fill("Loša adresa");
  await page.getByRole("tab", { name: "Osnovno" }).click();
  await page.getByRole("button", { name: "Spremi" }).click();
  // the validator's message in Croatian, at the field, in the group it opened; the texts'
  // other group (names, descriptions) has no error
  const seo = page.getByRole("tab", { name: /^SEO/ });
  await expect(seo).toHaveAttribute("aria-selected", "true");
  await expect(seo).toHaveAccessibleName(/^SEO\s*\(ima pogrešaka\)$/);
  await expect(page.getByRole("tab", { name: "Prijevodi", exact: true })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Osnovno", exact: true })).toBeVisible();
  const message = page.locator("#admin-product-seo_translations_hrv_slug__error");
  await expect(message).toHaveText("Unos nije u ispravnom obliku");
  await expect(message).toBeVisible();
  await expect(page).not.toHaveURL(/saved=1/);
});

test("the description is written in the rich text editor and a picture picked from the media library; the shop shows both, the script stripped", async ({
  page,
  allowConsoleError,
}) => {
  allowConsoleError(
    /Executing inline script violates the following Content Security Policy/,
    "the test puts a script into the rich text area as pasted HTML would bring it; the admin's CSP refuses to run it, and the server strips it on save",
  );
  await page.setViewportSize({ width: 1440, height: 900 });
  const stamp = `${Date.now()}`;
  const { slug } = await openNewProduct(page, stamp);
  await page.getByRole("tab", { name: "Prijevodi" }).click();
  const description = page.locator("#admin-product_translations_hrv_description");
  await expect(description).toHaveAttribute("contenteditable", "true");
  await description.fill("Hladno prešano");
  await description.press("ControlOrMeta+a");
  await page
    .getByRole("toolbar", { name: "Opis" })
    .first()
    .getByRole("button", { name: "Podebljano" })
    .click();
  await page.screenshot({
    path: test.info().outputPath("c-editor-after-translations.png"),
    fullPage: true,
  });
  // what a pasted page could bring along: a script, which the server removes on save
  await description.evaluate((area) => {
    const script = document.createElement("script");
    script.textContent = "window.vitrinaHacked = true";
    area.append(script);
    area.dispatchEvent(new Event("input", { bubbles: true }));
  });

  await page.getByRole("tab", { name: "Slike" }).click();
  await page
    .getByRole("tabpanel", { name: "Slike" })
    .getByRole("button", { name: "Dodaj" })
    .click();
  await expect(page.locator(".vb-array-item__title")).toContainText(["Slika 1"]);
  await page.getByRole("button", { name: "Odaberi iz medijske biblioteke" }).click();
  const library = page.getByRole("dialog", { name: "Medijska biblioteka" });
  await library.getByLabel("Pošalji slike").setInputFiles({
    name: `boca-${stamp}.png`,
    mimeType: "image/png",
    buffer: await sharp({
      create: { width: 320, height: 240, channels: 3, background: "#6b8e23" },
    })
      .png()
      .toBuffer(),
  });
  await expect(library.getByRole("status").filter({ hasText: "Poslano slika: 1" })).toBeVisible();
  await library.getByRole("button", { name: `Odaberi sliku boca-${stamp}` }).click();
  await expect(library).toHaveCount(0);
  const src = page.locator("#admin-product_media_0_src");
  await expect(src).toHaveValue(/^\/media\/.+\.png$/);
  const path = await src.inputValue();
  await expect(page.locator(".admin-entry-form .vb-media__preview")).toHaveAttribute("src", path);
  await page.locator("#admin-product_media_0_alt").fill("Boca ulja");
  await page.getByRole("button", { name: "Spremi" }).click();
  await expect(page.getByText("Spremljeno.")).toBeVisible();
  // the saved form shows them again
  await page.getByRole("tab", { name: "Slike" }).click();
  await expect(page.locator("#admin-product_media_0_src")).toHaveValue(path);

  const shop = await page.context().newPage();
  await shop.goto(`${site().origin}/product/${slug}`);
  const shown = shop.locator(".product-page__description");
  await expect(shown.locator("b, strong")).toHaveText("Hladno prešano");
  expect(await shown.innerHTML()).not.toContain("script");
  expect(await shop.evaluate(() => "vitrinaHacked" in window)).toBe(false);
  const folder = path.slice(0, path.lastIndexOf("/") + 1);
  await expect(
    shop.locator(`.product-page img[src^="${folder}"], .product-page source[srcset*="${folder}"]`),
  ).not.toHaveCount(0);
  await shop.close();
});

test("on a phone the groups scroll sideways and the form fits the screen", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openNewProduct(page, `${Date.now()}`);
  const list = page.getByRole("tablist", { name: "Dijelovi obrasca" });
  await expect(tabs(page)).toHaveText(groupNames);
  // one row of tabs that scrolls, not a block of wrapped buttons; the page itself does not scroll sideways
  const row = await list.evaluate((element) => ({
    scrolls: element.scrollWidth > element.clientWidth,
    height: element.getBoundingClientRect().height,
  }));
  expect(row.scrolls).toBe(true);
  expect(row.height).toBeLessThan(60);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
  await page.getByRole("tab", { name: "Prijevodi" }).click();
  await expect(page.getByRole("tab", { name: "Prijevodi" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  const name = await page.locator("#admin-product_translations_hrv_name").boundingBox();
  expect((name?.x ?? 0) + (name?.width ?? 999)).toBeLessThanOrEqual(375);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
});

for (const width of [375, 1440]) {
  test(`the SEO group shows each language's address and meta description, and its search result follows the typing (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const stamp = `${Date.now()}`;
    const { slug } = await openNewProduct(page, stamp);
    // the address is the SEO group's alone: the texts' group keeps the name, not the slug
    await page.getByRole("tab", { name: "Prijevodi" }).click();
    await expect(page.locator("#admin-product_translations_hrv_name")).toBeVisible();
    await expect(page.locator("[id$='translations_hrv_slug']")).toHaveCount(1);
    await page.getByRole("tab", { name: "SEO" }).click();
    const panel = page.getByRole("tabpanel", { name: "SEO" });
    const address = panel.locator("#admin-product-seo_translations_hrv_slug");
    await expect(address).toHaveValue(slug);
    await expect(panel.locator("#admin-product-seo_translations_eng_slug")).toBeVisible();
    await expect(
      panel.locator("#admin-product-seo_translations_hrv_shortDescription"),
    ).toBeVisible();
    await expect(panel.locator("[id$='translations_hrv_name']")).toHaveCount(0);

    const result = panel.locator(".admin-search-result").first();
    await expect(result.locator(".admin-search-result__title")).toHaveText(
      new RegExp(`^Ulje urednika ${stamp} \\| `),
    );
    await expect(result.locator(".admin-search-result__url")).toHaveText(
      new RegExp(`› product › ${slug}$`),
    );
    await expect(result.locator(".admin-search-result__description")).toHaveText(
      "Bez kratkog opisa tražilica sama bira tekst sa stranice.",
    );
    await address.fill(`${slug}-novo`);
    await expect(result.locator(".admin-search-result__url")).toHaveText(
      new RegExp(`› product › ${slug}-novo$`),
    );
    // a description longer than a result shows is cut at a word, with an ellipsis
    const long = "Hladno prešano ekstra djevičansko maslinovo ulje s obiteljskog imanja. ".repeat(
      4,
    );
    await panel.locator("#admin-product-seo_translations_hrv_shortDescription").fill(long);
    const shown = (await result.locator(".admin-search-result__description").textContent()) ?? "";
    expect(shown.endsWith("…")).toBe(true);
    expect(shown.length).toBeLessThanOrEqual(160);
    expect(long.startsWith(shown.slice(0, -1))).toBe(true);
    await page.screenshot({
      path: test.info().outputPath(`b-editor-seo-${width}.png`),
      fullPage: true,
    });
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);

    // what the SEO group wrote is saved with the rest
    await page.getByRole("button", { name: "Spremi" }).click();
    await expect(page.getByText("Spremljeno.")).toBeVisible();
    await page.getByRole("tab", { name: "SEO" }).click();
    await expect(page.locator("#admin-product-seo_translations_hrv_slug")).toHaveValue(
      `${slug}-novo`,
    );
  });

  test(`a list of choices is a wrapped set of chips the keyboard reaches (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await openNewProduct(page, `${Date.now()}`);
    const list = page.locator("#admin-product_categoryIds");
    const chips = list.locator("label > span");
    await expect(chips.first()).toBeVisible();
    const boxes = await chips.evaluateAll((elements) =>
      elements.map((element) => {
        const box = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        return { top: box.top, left: box.left, right: box.right, border: style.borderTopWidth };
      }),
    );
    expect(boxes.length).toBeGreaterThan(2);
    // chips side by side, wrapping into rows (one per line was a bare browser list), each inside the screen
    expect(new Set(boxes.map((box) => Math.round(box.top))).size).toBeLessThan(boxes.length);
    for (const box of boxes) {
      expect(box.border).toBe("1px");
      expect(box.right).toBeLessThanOrEqual(width);
    }
    const [first, second] = boxes;
    if (first && second && Math.round(first.top) === Math.round(second.top))
      expect(second.left - first.right).toBeGreaterThanOrEqual(4);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    await page.screenshot({ path: test.info().outputPath(`b-editor-chips-${width}.png`) });

    // the keyboard moves from box to box; the focused chip is outlined, a ticked one tinted
    await list.locator("input").first().focus();
    await page.keyboard.press("Tab");
    const focused = chips.nth(1);
    await expect(list.locator("input").nth(1)).toBeFocused();
    await expect(focused).toHaveCSS("outline-style", "solid");
    const before = await focused.evaluate((element) => getComputedStyle(element).backgroundColor);
    await page.keyboard.press("Space");
    await expect(list.locator("input").nth(1)).toBeChecked();
    await expect(focused).not.toHaveCSS("background-color", before);
  });
}

test("a picture picked from the media library brings its alt text into the picture's empty alt", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const stamp = `${Date.now()}`;
  const { accessToken } = await openNewProduct(page, stamp);
  const { origin } = site();
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#8a9a5b" } })
    .png()
    .toBuffer();
  const uploaded = await page.request.post(`${origin}/api/v1/admin/media/upload`, {
    headers: { accessToken },
    multipart: { files: { name: `alt-${stamp}.png`, mimeType: "image/png", buffer: png } },
  });
  expect(uploaded.status()).toBe(200);
  const [item] = ((await uploaded.json()) as { data: { id: number }[] }).data;
  const described = await page.request.patch(`${origin}/api/v1/admin/media/${item!.id}`, {
    headers: { accessToken },
    data: { description: "Boca maslinovog ulja na stolu" },
  });
  expect(described.status()).toBe(200);

  await page.getByRole("tab", { name: "Slike" }).click();
  const pictures = page.getByRole("tabpanel", { name: "Slike" });
  await pictures.getByRole("button", { name: "Dodaj" }).click();
  await pictures.getByRole("button", { name: "Odaberi iz medijske biblioteke" }).click();
  const library = page.getByRole("dialog", { name: "Medijska biblioteka" });
  await library.getByRole("button", { name: new RegExp(`^Odaberi sliku alt-${stamp}`) }).click();
  await expect(library).toHaveCount(0);
  await expect(page.locator("#admin-product_media_0_src")).toHaveValue(/^\/media\/.+\.png$/);
  await expect(page.locator("#admin-product_media_0_alt")).toHaveValue(
    "Boca maslinovog ulja na stolu",
  );
  await page.getByRole("button", { name: "Spremi" }).click();
  await expect(page.getByText("Spremljeno.")).toBeVisible();
  await page.getByRole("tab", { name: "Slike" }).click();
  await expect(page.locator("#admin-product_media_0_alt")).toHaveValue(
    "Boca maslinovog ulja na stolu",
  );
});
