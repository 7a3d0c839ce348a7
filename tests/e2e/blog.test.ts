import type { Page } from "@playwright/test";
import { expect, test } from "./fixture.ts";
import { expectNoSideScroll } from "./layout.ts";

// issue 22, the blog: the post list with its pager (first, previous, next, last, "page X of
// Y"), 'load more' (with and without JavaScript), a category with its subcategory, a post's page
// and the English and German blog, at 1440 and 375 px, on the seeded demo: twelve posts (two
// pages of ten), 'Recepti' with its subcategory 'Slastice'. 'Nova objava' in the builder:
// builder-posts.test.ts (decision 053); categories made in the admin area: admin-content.test.ts.
const cards = (page: Page) => page.locator(".post-grid > li");
const cardTitles = (page: Page) => page.locator(".post-grid .card__title").allTextContents();
const pagerOf = (page: Page) => page.locator(".blog-pager");
const pages = (page: Page) => pagerOf(page).getByRole("navigation", { name: "Stranice" });

test.describe.configure({ mode: "serial" });

for (const width of [1440, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 1000 ? 900 : 740 } });

    test("the pager walks both pages and 'Učitaj više' appends the next", async ({ page }) => {
      await page.goto("/objave");
      await expect(page.getByRole("heading", { level: 1, name: "Objave" })).toBeVisible();
      await expect(cards(page)).toHaveCount(10);
      const firstPage = await cardTitles(page);
      const status = pagerOf(page).getByRole("status");
      await expect(status).toContainText("Stranica 1 od 2");
      await expect(status).toContainText("Prva stranica");
      // on the first page 'first' and 'previous' are not links
      await expect(pages(page).getByRole("link", { name: "Prva", exact: true })).toHaveCount(0);
      await expect(pages(page).getByRole("link", { name: "Prethodna" })).toHaveCount(0);
      await expectNoSideScroll(page);
      await page.screenshot({ path: test.info().outputPath(`blog-${width}.png`), fullPage: true });

      await pages(page).getByRole("link", { name: "Sljedeća" }).click();
      await expect(page).toHaveURL(/\/objave\?page=2$/);
      await expect(cards(page)).toHaveCount(2);
      await expect(status).toContainText("Stranica 2 od 2");
      await expect(status).toContainText("Zadnja stranica");
      const secondPage = await cardTitles(page);
      expect(secondPage.filter((title) => firstPage.includes(title))).toEqual([]);
      await expect(pagerOf(page).getByRole("link", { name: "Učitaj više" })).toHaveCount(0);
      await expect(pages(page).getByRole("link", { name: "Zadnja" })).toHaveCount(0);
      await expectNoSideScroll(page);

      await pages(page).getByRole("link", { name: "Prethodna" }).click();
      await expect(page).toHaveURL(/\/objave$/);
      await expect(cards(page)).toHaveCount(10);
      await pages(page).getByRole("link", { name: "Zadnja" }).click();
      await expect(page).toHaveURL(/\/objave\?page=2$/);
      await pages(page).getByRole("link", { name: "Prva", exact: true }).click();
      await expect(page).toHaveURL(/\/objave$/);

      await pagerOf(page).getByRole("link", { name: "Učitaj više" }).click();
      await expect(page).toHaveURL(/\/objave\?from=1&page=2$/);
      await expect(cards(page)).toHaveCount(12);
      expect(await cardTitles(page)).toEqual([...firstPage, ...secondPage]);
      await expect(status).toContainText("Zadnja stranica");
      await expectNoSideScroll(page);
    });

    test("a category shows its subcategory and their posts; a post its body", async ({ page }) => {
      await page.goto("/objave");
      await page
        .getByRole("navigation", { name: "Kategorije objava" })
        .getByRole("link", { name: "Recepti" })
        .click();
      await expect(page).toHaveURL(/\/objave\/recepti$/);
      await expect(page.getByRole("heading", { level: 1, name: "Recepti" })).toBeVisible();
      // its four recipes and the two of its subcategory
      await expect(cards(page)).toHaveCount(6);
      await expect(page.locator(".blog-pager")).toHaveCount(0);
      const subcategories = page.getByRole("navigation", { name: "Potkategorije" });
      await expectNoSideScroll(page);
      await page.screenshot({
        path: test.info().outputPath(`category-${width}.png`),
        fullPage: true,
      });
      await subcategories.getByRole("link", { name: "Slastice" }).click();
      await expect(page).toHaveURL(/\/objave\/slastice$/);
      await expect(page.getByRole("heading", { level: 1, name: "Slastice" })).toBeVisible();
      expect((await cardTitles(page)).sort()).toEqual(["Dubrovačka rožata", "Fritule s medom"]);

      await page.goto("/objave/recepti");
      await page.getByRole("link", { name: "Riba na gradele" }).click();
      await expect(page).toHaveURL(/\/objave\/riba-na-gradele$/);
      await expect(page.getByRole("heading", { level: 1, name: "Riba na gradele" })).toBeVisible();
      const body = page.locator(".post__body");
      await expect(body.getByRole("heading", { level: 2, name: "Što vam treba" })).toBeVisible();
      await expect(body).toContainText("Orada od pola kilograma");
      await expect(page.locator("img.post__cover")).toHaveJSProperty("complete", true);
      await expect(
        page.getByRole("list", { name: "Kategorije objava" }).getByRole("link", {
          name: "Recepti",
        }),
      ).toHaveAttribute("href", "/objave/recepti");
      const jsonLd = await page.locator('script[type="application/ld+json"]').textContent();
      expect(JSON.parse(jsonLd ?? "{}")).toMatchObject({
        "@type": "BlogPosting",
        headline: "Riba na gradele",
      });
      await expectNoSideScroll(page);
      await page.screenshot({ path: test.info().outputPath(`post-${width}.png`), fullPage: true });
    });

    test("English and German have their blog, pager and posts", async ({ page }) => {
      await page.goto("/en/blog");
      await expect(page.getByRole("heading", { level: 1, name: "Blog" })).toBeVisible();
      await expect(cards(page)).toHaveCount(10);
      await expect(pagerOf(page).getByRole("status")).toContainText("Page 1 of 2");
      await pagerOf(page).getByRole("link", { name: "Load more" }).click();
      await expect(page).toHaveURL(/\/en\/blog\?from=1&page=2$/);
      await expect(cards(page)).toHaveCount(12);
      await page.getByRole("link", { name: "Fish on the grill" }).click();
      await expect(page).toHaveURL(/\/en\/blog\/grilled-fish$/);
      await expect(
        page.getByRole("heading", { level: 1, name: "Fish on the grill" }),
      ).toBeVisible();
      await expectNoSideScroll(page);

      await page.goto("/de/blog/rezepte");
      await expect(page.getByRole("heading", { level: 1, name: "Rezepte" })).toBeVisible();
      await page
        .getByRole("navigation", { name: "Unterkategorien" })
        .getByRole("link", { name: "Desserts" })
        .click();
      await expect(page).toHaveURL(/\/de\/blog\/desserts$/);
      await page.getByRole("link", { name: "Rožata aus Dubrovnik" }).click();
      await expect(
        page.getByRole("heading", { level: 1, name: "Rožata aus Dubrovnik" }),
      ).toBeVisible();
      await expect(page.locator(".post__body")).toContainText("Wasserbad");
      await expectNoSideScroll(page);
    });
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });

  test("the pager and 'load more' are plain links", async ({ page }) => {
    await page.goto("/objave");
    await pages(page).getByRole("link", { name: "Stranica 2" }).click();
    await expect(page).toHaveURL(/\/objave\?page=2$/);
    await expect(cards(page)).toHaveCount(2);
    await pages(page).getByRole("link", { name: "Prva", exact: true }).click();
    await expect(page).toHaveURL(/\/objave$/);
    await page.getByRole("link", { name: "Učitaj više" }).click();
    await expect(page).toHaveURL(/\/objave\?from=1&page=2$/);
    await expect(cards(page)).toHaveCount(12);
  });
});
