import { expect, test } from "./fixture.ts";
import { builderApi, logInAsEditor } from "./builder-helpers.ts";

// issue 8: the product list's tag is picked by name with the tag picker the link picker has
// (admin/pickers/tags.ts), not typed as an id.

test("a product list's tag is searched by name and picked in the inspector", async ({ page }) => {
  test.slow();
  await logInAsEditor(page);
  const api = await builderApi(page.request);
  const slug = `oznake-${Date.now().toString(36)}`;
  const created = await api.createPublishedPage("Oznake", slug);
  await api.saveDraft(slug, {
    ...created,
    document: {
      ...created.document,
      elements: [{ id: "list", type: "product-list", props: { title: "Ulja", limit: 4 } }],
    },
  });
  try {
    await page.goto(`/${slug}?editPage=true`);
    const canvas = page.getByRole("main", { name: "Platno stranice" });
    await canvas.getByRole("heading", { name: "Ulja" }).click();
    const inspector = page.getByRole("complementary", { name: "Svojstva" });
    const tag = inspector.getByLabel("Oznaka", { exact: true });
    await expect(tag).toHaveValue("");
    const picker = inspector
      .locator(".vb-id-picker")
      .filter({ has: page.getByRole("spinbutton", { name: "Oznaka", exact: true }) });
    await picker.getByRole("searchbox", { name: "Pretraži" }).fill("maslinovo");
    const found = picker.getByRole("button", { name: /^Maslinovo ulje/ });
    await expect(found).toHaveCount(1);
    await found.click();
    await expect(tag).toHaveValue(/^\d+$/);
    const id = Number(await tag.inputValue());
    await expect
      .poll(async () => (await api.draft(slug)).document.elements[0]?.props)
      .toMatchObject({
        tag: id,
      });
  } finally {
    await api.deletePage(slug);
  }
});
