import { expect, test } from "./fixture.ts";

test.use({ viewport: { width: 1280, height: 900 } });

const results = ".search-results .search-hit";

test("the header's box opens the search; tabs, highlights and pagination follow the URL", async ({
  page,
}) => {
  await page.goto("/");
  const quick = page.getByRole("search", { name: "Brza pretraga" });
  await quick.getByRole("searchbox").fill("kosarica");
  await quick.getByRole("searchbox").press("Enter");
  // the first search of a fresh server warms its queries up: allow it longer on a busy machine
  await expect(page.getByRole("heading", { level: 1, name: "Pretraga" })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page).toHaveURL(/\/pretraga\?search=kosarica$/);
  // 'kosarica' finds the privacy page that says "košarice", marked
  const tabs = page.getByRole("navigation", { name: "Kategorije pretrage" });
  await expect(tabs.getByRole("link", { name: /Stranice/ })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(page.locator(results).first().locator("mark")).toHaveText(/košaric/i);

  // another tab: its own results, the total in the tab
  await page
    .getByRole("search", { name: "Pretraga", exact: true })
    .getByRole("searchbox")
    .fill("vino");
  await page.getByRole("search", { name: "Pretraga", exact: true }).getByRole("button").click();
  await expect(page).toHaveURL(/search=vino/);
  const productsTab = tabs.getByRole("link", { name: /Proizvodi/ });
  // the totals follow once the new results arrive
  const productCount = async () =>
    Number(await productsTab.locator(".search-tabs__count").textContent());
  await expect.poll(productCount).toBeGreaterThan(12);
  await productsTab.click();
  await expect(page).toHaveURL(/category=products/);
  await expect(productsTab).toHaveAttribute("aria-current", "page");
  await expect(page.locator(results)).toHaveCount(12);
  await expect(page.locator(`${results} .prices__final`).first()).toBeVisible();

  // pagination keeps the tab; back returns to page 1
  const firstName = await page.locator(`${results} .search-hit__title`).first().textContent();
  await page.getByRole("navigation", { name: "Stranice" }).getByRole("link", { name: "2" }).click();
  await expect(page).toHaveURL(/category=products&page=2/);
  await expect(page.locator(`${results} .search-hit__title`).first()).not.toHaveText(
    firstName ?? "",
  );
  await page.goBack();
  await expect(page).not.toHaveURL(/page=2/);
  await expect(page.locator(`${results} .search-hit__title`).first()).toHaveText(firstName ?? "");
});

test("typing searches after a pause, forgiving one typo; nothing found shows the empty state", async ({
  page,
}) => {
  await page.goto("/pretraga");
  const box = page.getByRole("search", { name: "Pretraga", exact: true }).getByRole("searchbox");
  await expect(box).toBeFocused();
  await box.pressSequentially("maslinvo ulje");
  // spec 4: debounced 500 ms, no Enter needed
  await expect(page).toHaveURL(/search=maslinvo\+ulje/);
  await expect(page.locator(".search-tabs")).toBeVisible();
  await page.getByRole("link", { name: /Kategorije proizvoda/ }).click();
  await expect(page.locator(results).first().locator(".search-hit__title")).toHaveText(
    "Maslinovo ulje",
  );
  await box.fill("xylofonqz");
  await box.press("Enter");
  await expect(page.getByText("Nema rezultata za „xylofonqz”.")).toBeVisible();
});

// issue 22: a word of a demo post finds it under the posts tab, with the tab's count
test("a post's word finds the post under the posts tab", async ({ page }) => {
  await page.goto("/pretraga?search=fritule");
  const tabs = page.getByRole("navigation", { name: "Kategorije pretrage" });
  const postsTab = tabs.getByRole("link", { name: /Objave/ });
  await expect(postsTab.locator(".search-tabs__count")).toHaveText("1");
  await postsTab.click();
  await expect(page).toHaveURL(/search=fritule&category=posts/);
  await expect(postsTab).toHaveAttribute("aria-current", "page");
  const hit = page.locator(results);
  await expect(hit).toHaveCount(1);
  await expect(hit.locator(".search-hit__title")).toHaveText("Fritule s medom");
  await expect(hit.locator("mark").first()).toHaveText(/fritul/i);
  await hit.getByRole("link").first().click();
  await expect(page).toHaveURL(/\/objave\/fritule-s-medom$/);
  await expect(page.getByRole("heading", { level: 1, name: "Fritule s medom" })).toBeVisible();
});

test("English and German have their own search routes", async ({ page }) => {
  await page.goto("/en/search?search=wine&category=productCategories");
  await expect(page.getByRole("heading", { level: 1, name: "Search" })).toBeVisible();
  await expect(page.locator(results).first().locator("mark").first()).toHaveText(/wine/i);
  await page.goto("/de/suche?search=wein");
  await expect(page.getByRole("heading", { level: 1, name: "Suche" })).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the header's box and the tabs work as a form and links", async ({ page }) => {
    await page.goto("/o-nama");
    const quick = page.getByRole("search", { name: "Brza pretraga" });
    await quick.getByRole("searchbox").fill("ulje");
    await quick.getByRole("button").click();
    await expect(page).toHaveURL(/\/pretraga\?search=ulje$/);
    await page.getByRole("link", { name: /Proizvodi/ }).click();
    await expect(page).toHaveURL(/category=products/);
    await expect(page.locator(results).first().locator("mark").first()).toHaveText(/ulj/i);
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("the header's search icon opens the search screen", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "Pretraga" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Pretraga" })).toBeVisible();
    await expect(
      page.getByRole("search", { name: "Pretraga", exact: true }).getByRole("searchbox"),
    ).toBeFocused();
  });
});
