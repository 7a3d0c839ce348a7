import type { Page } from "@playwright/test";
import { builderApi, logInAsEditor } from "./builder-helpers.ts";
import { expect, test } from "./fixture.ts";

// issue 22, the blog: the post list with its pager (with and without JavaScript), a category,
// a post's page and the search's posts tab, at 1440 and 375 px. Eight older posts join the
// demo's four, so the list has two pages of ten.
const extra = Array.from({ length: 8 }, (_, index) => `e2e-objava-${index + 1}`);

async function withExtraPosts(page: Page, work: () => Promise<void>) {
  await logInAsEditor(page);
  const { headers } = await builderApi(page.request);
  const monthAgo = Date.now() - 30 * 24 * 60 * 60_000;
  for (const [index, slug] of extra.entries()) {
    const response = await page.request.put("/api/v1/admin/posts", {
      headers,
      data: {
        slugMain: slug,
        slug,
        title: `Arhivska objava ${index + 1}`,
        excerpt: "Iz arhive konobe.",
        categories: ["novosti"],
        publishedAt: new Date(monthAgo - index * 60_000).toISOString(),
        document: { version: 2, settings: {}, elements: [] },
      },
    });
    expect(response.status(), await response.text()).toBe(200);
  }
  await page.context().clearCookies();
  try {
    await work();
  } finally {
    await logInAsEditor(page);
    for (const slug of extra) await page.request.delete(`/api/v1/admin/posts/${slug}`, { headers });
  }
}

const cards = (page: Page) => page.locator(".post-grid > li");

test.describe.configure({ mode: "serial" });

test.describe("at 1440 px", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("the list pages, loads more, opens a category, a post and the search tab", async ({
    page,
  }) => {
    await withExtraPosts(page, async () => {
      await page.goto("/objave");
      await expect(page.getByRole("heading", { level: 1, name: "Objave" })).toBeVisible();
      const categories = page.getByRole("navigation", { name: "Kategorije objava" });
      await expect(categories.getByRole("link", { name: "Recepti" })).toBeVisible();
      await expect(cards(page)).toHaveCount(10);
      const pager = page.locator(".blog-pager");
      await expect(pager.getByRole("status")).toContainText("Stranica 1 od 2");
      await expect(pager.getByRole("status")).toContainText("Prva stranica");
      await page.screenshot({ path: test.info().outputPath("blog-1440.png"), fullPage: true });

      await pager.getByRole("link", { name: "Sljedeća" }).click();
      await expect(page).toHaveURL(/\/objave\?page=2$/);
      await expect(cards(page)).toHaveCount(2);
      await expect(pager.getByRole("status")).toContainText("Zadnja stranica");
      await pager.getByRole("link", { name: "Prva" }).click();
      await expect(page).toHaveURL(/\/objave$/);

      await pager.getByRole("link", { name: "Učitaj više" }).click();
      await expect(page).toHaveURL(/\/objave\?from=1&page=2$/);
      await expect(cards(page)).toHaveCount(12);

      await categories.getByRole("link", { name: "Recepti" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Recepti" })).toBeVisible();
      await expect(cards(page)).toHaveCount(2);

      await page.getByRole("link", { name: "Džem od smokava" }).click();
      await expect(page).toHaveURL(/\/objave\/dzem-od-smokava$/);
      await expect(page.getByRole("heading", { level: 1, name: "Džem od smokava" })).toBeVisible();
      await expect(page.locator(".post__body")).toContainText("Kilogram zrelih smokava");
      const jsonLd = await page.locator('script[type="application/ld+json"]').textContent();
      expect(JSON.parse(jsonLd ?? "{}")).toMatchObject({
        "@type": "BlogPosting",
        headline: "Džem od smokava",
      });
      await page.screenshot({ path: test.info().outputPath("post-1440.png"), fullPage: true });

      await page.goto("/pretraga?search=maslina");
      const tab = page.locator(".search-tabs__tab", { hasText: "Objave" });
      await expect(tab.locator(".search-tabs__count")).toHaveText("1");
      await tab.click();
      await page.getByRole("link", { name: "Počela je berba maslina" }).click();
      await expect(page).toHaveURL(/\/objave\/berba-maslina$/);
    });
  });
});

test.describe("at 375 px", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the list and a post fit the phone's width", async ({ page }) => {
    await page.goto("/objave");
    await expect(cards(page).first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(overflow).toBeLessThanOrEqual(375);
    await page.screenshot({ path: test.info().outputPath("blog-375.png"), fullPage: true });
    await page.goto("/en/blog/olive-harvest");
    await expect(
      page.getByRole("heading", { level: 1, name: "The olive harvest has begun" }),
    ).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    await page.screenshot({ path: test.info().outputPath("post-375.png"), fullPage: true });
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });

  test("the pager and 'load more' are plain links", async ({ page }) => {
    await withExtraPosts(page, async () => {
      await page.goto("/objave");
      await page.locator(".blog-pager").getByRole("link", { name: "Stranica 2" }).click();
      await expect(page).toHaveURL(/\/objave\?page=2$/);
      await expect(cards(page)).toHaveCount(2);
      await page.goto("/objave");
      await page.getByRole("link", { name: "Učitaj više" }).click();
      await expect(cards(page)).toHaveCount(12);
    });
  });
});

test.describe("in the builder", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("'Nova objava' creates a post like a new page, and the blog shows it", async ({ page }) => {
    await logInAsEditor(page);
    const { headers } = await builderApi(page.request);
    try {
      await page.goto("/o-nama?editPage=true");
      await page.getByRole("button", { name: "Nova objava" }).click();
      const dialog = page.getByRole("dialog", { name: "Nova objava" });
      await dialog.getByRole("textbox", { name: "Naslov" }).fill("Berba grožđa");
      await dialog.getByRole("textbox", { name: "Adresa (slug)" }).fill("e2e-berba-grozda");
      await dialog.getByRole("textbox", { name: "Sažetak" }).fill("Rujan u vinogradu.");
      await dialog.getByRole("textbox", { name: "Tekst" }).fill("Beremo babić <script>x</script>");
      await dialog.getByRole("checkbox", { name: "Novosti" }).check();
      await dialog.getByRole("button", { name: "Izradi objavu" }).click();
      await expect(page).toHaveURL(/\/objave\/e2e-berba-grozda$/);
      await expect(page.getByRole("heading", { level: 1, name: "Berba grožđa" })).toBeVisible();
      await expect(page.locator(".post__body")).toContainText("Beremo babić <script>x</script>");
      await expect(page.locator(".post__categories")).toContainText("Novosti");
    } finally {
      await page.request.delete("/api/v1/admin/posts/e2e-berba-grozda", { headers });
    }
  });
});

test.describe("in the admin area", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("a subcategory made at /admin/post-categories shows in its category's view", async ({
    page,
  }) => {
    await logInAsEditor(page);
    await page.goto("/admin/post-categories?language=hr");
    await expect(page.getByRole("heading", { level: 1, name: "Kategorije objava" })).toBeVisible();
    const form = page.getByRole("form", { name: "Dodaj" });
    await form.getByLabel("Naziv").fill("Događanja");
    await form.getByLabel("Adresa (slug)").fill("e2e-dogadanja");
    await form.getByLabel("Nadređena kategorija").selectOption({ label: "Novosti" });
    await form.getByRole("button", { name: "Dodaj" }).click();
    await expect(page.getByRole("status")).toHaveText("Događanja je spremljeno.");
    await expect(page.getByRole("link", { name: "Događanja" })).toBeVisible();
    await page.goto("/objave/novosti");
    const subcategories = page.getByRole("navigation", { name: "Potkategorije" });
    await expect(subcategories.getByRole("link", { name: "Događanja" })).toHaveAttribute(
      "href",
      "/objave/e2e-dogadanja",
    );
    await page.goto("/admin/post-categories?language=hr");
    await page.getByRole("button", { name: "Obrisati Događanja na svim jezicima?" }).click();
    await expect(page.getByRole("status")).toHaveText("Događanja je obrisano.");
  });
});
