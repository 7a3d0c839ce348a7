import { expect, test } from "./fixture.ts";
import { builderApi, logInAsEditor } from "./builder-helpers.ts";

// issue 7 / spec 2 back-office modals: the section manager lists the page's sections in order,
// moves, deletes after a confirmation and selects; undo takes a move back.

const heading = (id: string, text: string) => ({
  id,
  type: "heading",
  props: { text, level: 2 },
});

test("the section manager reorders, deletes after asking, selects, and undo takes a move back", async ({
  page,
}) => {
  test.slow();
  await logInAsEditor(page);
  const api = await builderApi(page.request);
  const slug = `sekcije-${Date.now().toString(36)}`;
  const created = await api.createPublishedPage("Sekcije", slug);
  await api.saveDraft(slug, {
    ...created,
    document: {
      ...created.document,
      elements: [heading("h-a", "Prva"), heading("h-b", "Druga"), heading("h-c", "Treća")],
    },
  });
  try {
    await page.goto(`/${slug}?editPage=true`);
    const canvas = page.getByRole("main", { name: "Platno stranice" });
    const order = () => canvas.getByRole("heading", { level: 2 }).allTextContents();
    await expect.poll(order).toEqual(["Prva", "Druga", "Treća"]);

    // selecting an element whose props leave a default out is no edit (rjsf fills defaults in)
    await canvas.getByRole("heading", { name: "Druga" }).click();
    await expect(
      page.getByRole("complementary", { name: "Svojstva" }).getByRole("textbox", {
        name: "Tekst*",
        exact: true,
      }),
    ).toHaveValue("Druga");
    await expect(page.getByRole("button", { name: "Poništi", exact: true })).toBeDisabled();

    await page.getByRole("button", { name: "Sekcije", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Sekcije stranice" });
    const rows = dialog.getByRole("listitem");
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(0)).toContainText("Prva");
    // the first cannot go up, the last cannot go down
    await expect(dialog.getByRole("button", { name: "Pomakni gore: Naslov 1" })).toBeDisabled();
    await expect(dialog.getByRole("button", { name: "Pomakni dolje: Naslov 3" })).toBeDisabled();

    await dialog.getByRole("button", { name: "Pomakni dolje: Naslov 1" }).click();
    await expect(rows.nth(1)).toContainText("Prva");
    await expect(page.getByRole("status").filter({ hasText: "na mjestu 2 od 3" })).toHaveCount(1);
    await expect.poll(order).toEqual(["Druga", "Prva", "Treća"]);

    // delete asks first; keeping it changes nothing
    await dialog.getByRole("button", { name: "Obriši: Naslov 3" }).click();
    await dialog.getByRole("button", { name: "Zadrži" }).click();
    await expect(rows).toHaveCount(3);
    await dialog.getByRole("button", { name: "Obriši: Naslov 3" }).click();
    await dialog.getByRole("button", { name: "Obriši", exact: true }).click();
    await expect(rows).toHaveCount(2);
    await expect.poll(order).toEqual(["Druga", "Prva"]);

    // choosing a section closes the manager and selects it in the inspector
    await rows.nth(1).getByRole("button", { name: /Prva/ }).click();
    await expect(dialog).toHaveCount(0);
    const inspector = page.getByRole("complementary", { name: "Svojstva" });
    await expect(inspector.getByRole("textbox", { name: "Tekst*", exact: true })).toHaveValue(
      "Prva",
    );

    // undo: the deletion comes back, then the move
    await page.getByRole("button", { name: "Poništi", exact: true }).click();
    await expect.poll(order).toEqual(["Druga", "Prva", "Treća"]);
    await page.getByRole("button", { name: "Poništi", exact: true }).click();
    await expect.poll(order).toEqual(["Prva", "Druga", "Treća"]);
  } finally {
    await api.deletePage(slug);
  }
});
