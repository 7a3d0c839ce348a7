import { expect, test } from "./fixture.ts";
import { builderApi, logInAsEditor } from "./builder-helpers.ts";

// Issue 23: a fresh demo offers two page templates in 'Nova stranica', and a page made from one
// starts with the template's sections.

test("'Nova stranica' offers the demo's two templates; a page from one has its sections", async ({
  page,
}) => {
  test.slow();
  await logInAsEditor(page);
  const api = await builderApi(page.request);
  const created = `odredisna-${Date.now().toString(36)}`;
  try {
    await page.goto("/?editPage=true");
    await page.getByRole("button", { name: "Nova stranica" }).click();
    const dialog = page.getByRole("dialog", { name: "Nova stranica" });
    const template = dialog.getByRole("combobox", { name: "Predložak" });
    await expect(template.getByRole("option", { name: "Odredišna stranica" })).toHaveCount(1);
    await expect(template.getByRole("option", { name: "O nama" })).toHaveCount(1);
    await dialog.getByRole("textbox", { name: "Naslov" }).fill("Odredišna");
    await dialog.getByRole("textbox", { name: "Adresa (slug)" }).fill(created);
    await template.selectOption({ label: "Odredišna stranica" });
    await dialog.getByRole("button", { name: "Izradi stranicu" }).click();
    await expect(page).toHaveURL(new RegExp(`/${created}\\?editPage=true$`));
    const canvas = page.getByRole("main", { name: "Platno stranice" });
    await expect(canvas.getByRole("heading", { name: "Naslov vaše ponude" })).toBeVisible();
    const elements = (await api.draft(created)).document.elements;
    expect(elements.map((element: { type: string }) => element.type)).toEqual([
      "hero",
      "feature-list",
      "columns",
      "call-to-action",
    ]);
  } finally {
    if ((await api.draftStatus(created)) === 200) await api.deletePage(created);
  }
});
