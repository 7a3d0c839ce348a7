import { expect, test } from "./fixture.ts";
import { builderApi, logInAsEditor } from "./builder-helpers.ts";

// issue 7 / spec 2 templates: a page saved as a template in the editor; the new-page modal
// starts a page from it.

test("an editor saves a page as a template and starts a new page from it", async ({ page }) => {
  test.slow();
  await logInAsEditor(page);
  const api = await builderApi(page.request);
  const stamp = Date.now().toString(36);
  const source = `izvor-${stamp}`;
  const created = `iz-predloska-${stamp}`;
  const template = `Ponuda ${stamp}`;
  await api.createPublishedPage("Izvor", source);
  try {
    await page.goto(`/${source}?editPage=true`);
    await page.getByRole("button", { name: "Dodaj element Naslov", exact: true }).click();
    const inspector = page.getByRole("complementary", { name: "Svojstva" });
    await inspector.getByRole("textbox", { name: "Tekst*", exact: true }).fill("Jesenska ponuda");

    await page.getByRole("button", { name: "Spremi kao predložak" }).click();
    const save = page.getByRole("dialog", { name: "Spremi stranicu kao predložak" });
    // a name is required
    await save.getByRole("button", { name: "Spremi" }).click();
    await expect(save.getByRole("alert")).toHaveText("Unos ovog polja je obavezan");
    await save.getByRole("textbox", { name: "Naziv predloška" }).fill(template);
    await save.getByRole("button", { name: "Spremi" }).click();
    await expect(save).toHaveCount(0);

    await page.getByRole("button", { name: "Nova stranica" }).click();
    const dialog = page.getByRole("dialog", { name: "Nova stranica" });
    await dialog.getByRole("textbox", { name: "Naslov" }).fill("Iz predloška");
    await dialog.getByRole("textbox", { name: "Adresa (slug)" }).fill(created);
    await dialog.getByRole("combobox", { name: "Predložak" }).selectOption({ label: template });
    await dialog.getByRole("button", { name: "Izradi stranicu" }).click();
    await expect(page).toHaveURL(new RegExp(`/${created}\\?editPage=true$`));
    const canvas = page.getByRole("main", { name: "Platno stranice" });
    await expect(canvas.getByRole("heading", { name: "Jesenska ponuda" })).toBeVisible();
    expect((await api.draft(created)).document.elements[0]).toMatchObject({
      type: "heading",
      props: { text: "Jesenska ponuda" },
    });
  } finally {
    await api.deletePage(source);
    if ((await api.draftStatus(created)) === 200) await api.deletePage(created);
    await api.deleteMasters("template", stamp);
  }
});
