import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixture.ts";
import { largestPaint } from "./largest-paint.ts";

test.use({ viewport: { width: 1280, height: 900 } });

const total = (page: Page) => page.locator(".catalog-toolbar__total");
const grapeFilter = (page: Page, name: string) =>
  page
    .getByRole("group", { name: "Sorta grožđa" })
    .locator("label", { hasText: name })
    .getByRole("checkbox");
const countOf = async (page: Page, group: string, name: string) =>
  Number(
    await page
      .getByRole("group", { name: group })
      .locator("label", { hasText: name })
      .locator(".filters__count")
      .textContent(),
  );

test("filtering by an attribute replaces the URL and changes the counts and the list", async ({
  page,
}) => {
  await page.goto("/shop/vina");
  await expect(total(page)).toHaveText("19 proizvoda");
  const regionsBefore = await countOf(page, "Regija", "Istra");
  const teranBefore = await countOf(page, "Sorta grožđa", "Teran");
  await grapeFilter(page, "Plavac mali").check();
  // applied after the 500 ms debounce; the URL is replaced (spec 4)
  await expect(page).toHaveURL(/grapeVariety=\d+/);
  await expect(total(page)).toHaveText("4 proizvoda");
  // disjunctive: the facet's own siblings keep their counts, other facets narrow
  expect(await countOf(page, "Sorta grožđa", "Teran")).toBe(teranBefore);
  await expect(
    page.getByRole("group", { name: "Regija" }).locator("label", { hasText: "Istra" }),
  ).toHaveCount(0);
  expect(regionsBefore).toBeGreaterThan(0);
  await grapeFilter(page, "Teran").check();
  await expect(page).toHaveURL(/grapeVariety=\d+%2C\d+|grapeVariety=\d+,\d+/);
  await expect(total(page)).toHaveText("7 proizvoda");
  const names = await page.locator(".product-grid .product-card__name").allTextContents();
  expect(names.every((name) => /Plavac|Dingač|Postup|Teran/.test(name))).toBe(true);
});

test("sorting and paginating keep the filters; back returns to the previous page", async ({
  page,
}) => {
  await page.goto("/shop/vina");
  await page.getByLabel("Poredaj").selectOption("priceAsc");
  await expect(page).toHaveURL(/sort=priceAsc/);
  // the URL changes before the sorted list arrives: wait for the list itself
  await expect
    .poll(async () => {
      const prices = await page.locator(".product-grid .prices__final").allTextContents();
      const values = prices.map((text) => Number(text.replace(/[^\d,]/g, "").replace(",", ".")));
      return (
        values.length > 0 &&
        values.every((value, index) => index === 0 || values[index - 1]! <= value)
      );
    })
    .toBe(true);
  await page
    .getByRole("navigation", { name: "Stranice" })
    .getByRole("link", { name: "Stranica 2" })
    .click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page).toHaveURL(/sort=priceAsc/);
  await expect(page.locator(".product-grid > li")).toHaveCount(7);
  await page.goBack();
  await expect(page).not.toHaveURL(/page=2/);
  await expect(page.locator(".product-grid > li")).toHaveCount(12);
});

test("a product page chooses a variant by swatch and carries structured data", async ({ page }) => {
  await page.goto("/product/majica-vitrina");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Majica Vitrina");
  await page.getByRole("link", { name: "XL", exact: true }).click();
  await expect(page).toHaveURL(/size=\d+/);
  await expect(page.locator(".product-page__sku")).toContainText("-XL");
  await page.getByRole("link", { name: "Lan", exact: true }).click();
  await expect(page.locator(".product-page__sku")).toHaveText("SKU: MAJ-VITRINA-LAN-XL");
  const jsonLd = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}",
  ) as {
    "@graph": { "@type": string; offers?: { price: string } }[];
  };
  expect(jsonLd["@graph"].map((node) => node["@type"])).toEqual(["Product", "BreadcrumbList"]);
  expect(jsonLd["@graph"][0]?.offers?.price).toBe("19.90");
});

test("a product page shows its custom options as labelled fields the shopper can fill", async ({
  page,
}) => {
  await page.goto("/product/dalmatinski-paket");
  const bottles = page.getByLabel("Dodatne boce Postupa");
  await expect(bottles).toHaveAttribute("type", "number");
  await expect(bottles).toHaveAccessibleDescription(/Boca Postup Plavac mali 2020 \(\+24,90/);
  await bottles.fill("2");
  await expect(bottles).toHaveValue("2");
  // no cart yet: the fields submit nothing, and no button pretends they do
  await expect(page.locator(".custom-options").getByRole("button")).toHaveCount(0);
  const { violations } = await new AxeBuilder({ page })
    .include(".custom-options")
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  expect(violations.map((violation) => violation.id)).toEqual([]);
  await page.goto("/product/pregaca-konoba");
  const engraving = page.getByLabel("Gravura");
  await expect(engraving).toHaveAttribute("type", "text");
  await expect(engraving).toHaveAttribute("maxlength", "30");
  await engraving.fill("Za najboljeg kuhara");
  await expect(engraving).toHaveValue("Za najboljeg kuhara");
});

test("a product card opens its product without loading another document", async ({ page }) => {
  await page.goto("/shop/vina");
  const documents: string[] = [];
  page.on("request", (sent) => {
    if (sent.resourceType() === "document") documents.push(sent.url());
  });
  const link = page.locator(".product-grid .product-card__link").first();
  const name = (await link.textContent()) ?? "";
  await link.click();
  await expect(page).toHaveURL(/\/product\//);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  expect(documents).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the filter form and the pagination work as plain links and GET", async ({ page }) => {
    await page.goto("/shop/vina");
    await grapeFilter(page, "Plavac mali").check();
    await grapeFilter(page, "Teran").check();
    await page.getByRole("button", { name: "Primijeni" }).click();
    await expect(page).toHaveURL(/grapeVariety=\d+&grapeVariety=\d+/);
    await expect(total(page)).toHaveText("7 proizvoda");
    await expect(grapeFilter(page, "Teran")).toBeChecked();
    await page.goto("/shop/vina?limit=12");
    await page
      .getByRole("navigation", { name: "Stranice" })
      .getByRole("link", { name: "Zadnja" })
      .click();
    await expect(page).toHaveURL(/page=2/);
    await page.goto("/product/majica-vitrina");
    await page.getByRole("link", { name: "M", exact: true }).click();
    await expect(page.locator(".product-page__sku")).toContainText("-M");
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("a product page's main picture is its LCP: announced first, fetched at high priority, sized", async ({
    page,
    request,
  }) => {
    const paint = await largestPaint(page, request, "/product/majica-vitrina");
    expect(paint.className).toBe("product-gallery__main");
    const announced = paint.preloads.filter((preload) => preload.fetchPriority === "high");
    expect(announced).toHaveLength(1);
    expect(announced[0]!.type).toBe("image/avif");
    // the file shown is the preloaded one, chosen for the phone's width (343 px: the 480 w file)
    expect(announced[0]!.srcset).toContain(paint.currentSrc);
    expect(paint.currentSrc).toMatch(/-480\.avif$/);
    expect(paint.priority).toBe("High");
    expect(paint.loading).toBe("eager");
    expect(paint.decoding).toBeNull();
    expect(Number(paint.width)).toBeGreaterThan(0);
    expect(Number(paint.height)).toBeGreaterThan(0);
  });

  test("a category page's LCP is the first featured product below its tiles, and only it is fetched first", async ({
    page,
    request,
  }) => {
    const paint = await largestPaint(page, request, "/shop/vina");
    // a square card paints more than a 4:3 tile of the same width, even cut by the screen's edge
    expect(paint.className).toBe("product-card__image");
    await expect(page.locator(".featured-strip img").first()).toHaveAttribute(
      "fetchpriority",
      "high",
    );
    const announced = paint.preloads.filter((preload) => preload.fetchPriority === "high");
    expect(announced).toHaveLength(1);
    expect(announced[0]!.type).toBe("image/avif");
    expect(announced[0]!.srcset).toContain(paint.currentSrc);
    expect(paint.priority).toBe("High");
    expect(paint.loading).toBe("eager");
    expect(paint.decoding).toBeNull();
    expect(Number(paint.width)).toBeGreaterThan(0);
    // every other picture, the tiles above it too, waits until it nears the screen
    await expect(page.locator("img[fetchpriority]")).toHaveCount(1);
    expect(
      await page
        .locator("picture img")
        .evaluateAll(
          (imgs) => imgs.filter((each) => each.getAttribute("loading") !== "lazy").length,
        ),
    ).toBe(1);
  });

  test("the filters wait behind a 'Filtri' bar that shows how many are chosen", async ({
    page,
  }) => {
    await page.goto("/shop/vina");
    const bar = page.locator("summary", { hasText: "Filtri" });
    await expect(bar).toBeVisible();
    await expect(page.getByRole("group", { name: "Sorta grožđa" })).toBeHidden();
    // the products follow the closed bar directly, not a screen of checkboxes later
    const barBox = await bar.boundingBox();
    const gridBox = await page.locator(".product-grid").boundingBox();
    expect(gridBox!.y - barBox!.y).toBeLessThan(300);
    await bar.click();
    await grapeFilter(page, "Plavac mali").check();
    await expect(page).toHaveURL(/grapeVariety=\d+/);
    await expect(total(page)).toHaveText("4 proizvoda");
    await expect(bar.locator(".filters__active")).toHaveText("1");
  });

  test("a product's custom option fields take the phone's width, not a cramped corner", async ({
    page,
  }) => {
    await page.goto("/product/pregaca-konoba");
    const box = await page.getByLabel("Gravura").boundingBox();
    expect(box!.width).toBeGreaterThan(300);
    expect(box!.height).toBeGreaterThanOrEqual(44);
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(375);
  });
});
