import { expect, test } from "./fixture.ts";
import { builderApi, logInAsEditor } from "./builder-helpers.ts";

// issue 8 / spec 2 link targets: a button links to a product tag picked in the inspector, and the
// link lists the tag's products in the shop.

test("a button's link picks a product tag, and the link lists the tag's products", async ({
  page,
}) => {
  await logInAsEditor(page);
  const api = await builderApi(page.request);
  const slug = `oznake-${Date.now().toString(36)}`;
  await api.createPublishedPage("Oznake", slug);
  try {
    await page.goto(`/${slug}?editPage=true`);
    await page.getByRole("button", { name: "Dodaj element Gumb" }).click();
    const inspector = page.getByRole("complementary", { name: "Svojstva" });
    await inspector.getByRole("textbox", { name: "Natpis*", exact: true }).fill("Vina");
    await inspector.getByLabel("Vrsta poveznice").selectOption({ label: "Oznaka" });
    await inspector.getByRole("searchbox", { name: "Pretraži" }).fill("vin");
    await inspector.getByRole("button", { name: /^Vino \(\d+\)/ }).click();
    const href = inspector.getByRole("textbox", { name: "Adresa", exact: true });
    await expect(href).toHaveValue(/^\/shop\?tag=\d+$/);
    await expect(page.locator(".vb-toolbar__status")).toContainText("Sve promjene su spremljene");

    // the link it stores is a shop list of the tag's products, all of them wines
    const link = String(await href.inputValue());
    const totalOf = async (path: string) => {
      await page.goto(path);
      const total = await page.locator(".catalog-toolbar__total").innerText();
      return Number(/\d+/.exec(total)?.[0]);
    };
    const all = await totalOf("/shop");
    const tagged = await totalOf(link);
    expect(tagged).toBeGreaterThan(0);
    expect(tagged).toBeLessThan(all);
    const draft = await api.draft(slug);
    expect(draft.document.elements[0]?.props).toMatchObject({
      label: "Vina",
      link: { kind: "tag", href: link },
    });
  } finally {
    await api.deletePage(slug);
  }
});

// spec 2 link targets bundles and navigation items: a bundle opens its product page; a menu item
// opens as the item does (the external "Kako do nas" in a new tab).
test("buttons link to a bundle and to a navigation item, and the site opens them as such", async ({
  page,
}) => {
  await logInAsEditor(page);
  const api = await builderApi(page.request);
  const slug = `paketi-${Date.now().toString(36)}`;
  await api.createPublishedPage("Paketi", slug);
  const inspector = page.getByRole("complementary", { name: "Svojstva" });
  const href = inspector.getByRole("textbox", { name: "Adresa", exact: true });
  const status = page.locator(".vb-toolbar__status");
  try {
    await page.goto(`/${slug}?editPage=true`);
    await page.getByRole("button", { name: "Dodaj element Gumb" }).click();
    await inspector.getByRole("textbox", { name: "Natpis*", exact: true }).fill("Paket");
    await inspector.getByLabel("Vrsta poveznice").selectOption({ label: "Paket proizvoda" });
    await inspector.getByRole("searchbox", { name: "Pretraži" }).fill("paket");
    // only bundles: no simple product among them
    await expect(inspector.getByRole("button", { name: /PAKET-DALM/ })).toBeVisible();
    await expect(inspector.getByRole("button", { name: /\((?!PAKET-)[^)]*\)/ })).toHaveCount(0);
    await inspector.getByRole("button", { name: /^Dalmatinski paket \(PAKET-DALM\)/ }).click();
    await expect(href).toHaveValue(/^\/product\/[\w-]+$/);
    const bundleHref = await href.inputValue();
    await expect(status).toContainText("Sve promjene su spremljene");

    await page.getByRole("button", { name: "Dodaj element Gumb" }).click();
    await inspector.getByRole("textbox", { name: "Natpis*", exact: true }).fill("Put");
    await inspector.getByLabel("Vrsta poveznice").selectOption({ label: "Stavka navigacije" });
    await inspector.getByRole("searchbox", { name: "Pretraži" }).fill("kako do");
    await inspector.getByRole("button", { name: /^Kako do nas/ }).click();
    await expect(href).toHaveValue(/^https:\/\//);
    const mapHref = await href.inputValue();
    await expect(status).toContainText("Sve promjene su spremljene");
    await page.getByRole("button", { name: "Objavi" }).click();
    await expect(status).toContainText("Stranica je objavljena");

    await page.goto(`/${slug}`);
    const bundleLink = page.getByRole("link", { name: "Paket", exact: true });
    await expect(bundleLink).toHaveAttribute("href", bundleHref);
    await expect(bundleLink).not.toHaveAttribute("target");
    const mapLink = page.getByRole("link", { name: /^Put/ });
    await expect(mapLink).toHaveAttribute("href", mapHref);
    await expect(mapLink).toHaveAttribute("target", "_blank");
    await bundleLink.click();
    await expect(page.getByRole("heading", { name: "Dalmatinski paket", level: 1 })).toBeVisible();
  } finally {
    await api.deletePage(slug);
  }
});

// spec 2 link targets post and event: the picker finds a post category, a post and an event by a
// part of their titles, and the published links open them.
test("buttons link to a post, a post category and an event picked by title", async ({ page }) => {
  await logInAsEditor(page);
  const api = await builderApi(page.request);
  const slug = `objave-${Date.now().toString(36)}`;
  await api.createPublishedPage("Objave", slug);
  const inspector = page.getByRole("complementary", { name: "Svojstva" });
  const href = inspector.getByRole("textbox", { name: "Adresa", exact: true });
  const status = page.locator(".vb-toolbar__status");
  const linkTo = async (label: string, kind: string, query: string, pick: RegExp) => {
    await page.getByRole("button", { name: "Dodaj element Gumb" }).click();
    await inspector.getByRole("textbox", { name: "Natpis*", exact: true }).fill(label);
    await inspector.getByLabel("Vrsta poveznice").selectOption({ label: kind });
    await inspector.getByRole("searchbox", { name: "Pretraži" }).fill(query);
    await inspector.getByRole("button", { name: pick }).click();
    await expect(status).toContainText("Sve promjene su spremljene");
    return href.inputValue();
  };
  try {
    await page.goto(`/${slug}?editPage=true`);
    expect(await linkTo("Berba", "Objava", "berba", /^Počela je berba maslina/)).toMatch(
      /^\/objave\/[\w-]+$/,
    );
    expect(await linkTo("Recepti", "Objava", "recep", /^Recepti/)).toBe("/objave/recepti");
    expect(await linkTo("Kušanje", "Događaj", "kušanje", /^Kušanje vina/)).toMatch(
      /^\/dogadjaj\/\d+$/,
    );
    await page.getByRole("button", { name: "Objavi" }).click();
    await expect(status).toContainText("Stranica je objavljena");

    await page.goto(`/${slug}`);
    await page.getByRole("link", { name: "Berba", exact: true }).click();
    await expect(
      page.getByRole("heading", { name: "Počela je berba maslina", level: 1 }),
    ).toBeVisible();
    await page.goBack();
    await page.getByRole("link", { name: "Recepti", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Recepti", level: 1 })).toBeVisible();
    await page.goBack();
    await page.getByRole("link", { name: "Kušanje", exact: true }).click();
    await expect(page.getByRole("heading", { name: /^Kušanje vina/, level: 1 })).toBeVisible();
  } finally {
    await api.deletePage(slug);
  }
});
