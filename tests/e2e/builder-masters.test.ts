import { expect, test } from "@playwright/test";
import { builderApi, logInAsEditor } from "./builder-helpers.ts";

// issue 7 / spec 2 'choose master component': save an element as a master, insert an instance
// on another page, detach, change the master, and every instance follows on the public site.

test("a master saved on one page, placed on another, changed there, and both pages follow", async ({
  page,
  browser,
}) => {
  test.slow();
  await logInAsEditor(page);
  const api = await builderApi(page.request);
  const stamp = Date.now().toString(36);
  const first = `prva-${stamp}`;
  const second = `druga-${stamp}`;
  const title = `Ponuda ${stamp}`;
  await api.createPublishedPage("Prva", first);
  await api.createPublishedPage("Druga", second);
  const inspector = page.getByRole("complementary", { name: "Svojstva" });
  const saveState = page.locator(".vb-toolbar__status");
  const save = page.getByRole("dialog", { name: "Spremi kao glavnu komponentu" });
  /** Saves the selected element as a master (`target`: replace an existing one); it becomes an instance. */
  const saveAsMaster = async (fill: () => Promise<void>) => {
    await inspector.getByRole("button", { name: "Spremi kao glavnu komponentu" }).click();
    await fill();
    await save.getByRole("button", { name: "Spremi" }).click();
    await expect(save).toHaveCount(0);
    await expect(
      inspector.getByRole("heading", { name: `Glavna komponenta „${title}”` }),
    ).toBeVisible();
  };
  const publish = async () => {
    await expect(saveState).toContainText("Sve promjene su spremljene");
    await page.getByRole("button", { name: "Objavi" }).click();
    await expect(saveState).toContainText("objavljena");
  };
  try {
    // page one: a heading, saved as a new master; it becomes an instance of it
    await page.goto(`/${first}?editPage=true`);
    await page.getByRole("button", { name: "Dodaj element Naslov", exact: true }).click();
    await inspector.getByRole("textbox", { name: "Tekst*", exact: true }).fill("Jesenski meni");
    await saveAsMaster(() => save.getByRole("textbox", { name: "Naziv" }).fill(title));
    await publish();

    // page two: the instance from the 'choose master component' dialog draws the master
    await page.goto(`/${second}?editPage=true`);
    await page.getByRole("button", { name: "Umetni glavnu komponentu" }).click();
    const choose = page.getByRole("dialog", { name: "Odaberi glavnu komponentu" });
    await choose.getByRole("button", { name: `Umetni ${title}` }).click();
    await expect(choose).toHaveCount(0);
    const canvas = page.getByRole("main", { name: "Platno stranice" });
    await expect(canvas.getByRole("heading", { name: "Jesenski meni" })).toBeVisible();

    // detach into a plain heading, edit it, and save it over the master
    // the inserted instance is selected: its inspector names the master it follows
    await expect(
      inspector.getByRole("heading", { name: `Glavna komponenta „${title}”` }),
    ).toBeVisible();
    await inspector.getByRole("button", { name: "Odvoji kao zasebnu kopiju" }).click();
    const text = inspector.getByRole("textbox", { name: "Tekst*", exact: true });
    await expect(text).toHaveValue("Jesenski meni");
    await text.fill("Zimski meni");
    await saveAsMaster(async () => {
      await save.getByRole("combobox", { name: "Spremi u" }).selectOption({
        label: `Zamijeni „${title}”`,
      });
    });
    await publish();

    // a visitor: page one was never published again, yet it follows the master
    const visitor = await browser.newPage();
    await visitor.goto(`/${first}`);
    await expect(visitor.getByRole("heading", { name: "Zimski meni" })).toBeVisible();
    await expect(visitor.getByRole("heading", { name: "Jesenski meni" })).toHaveCount(0);
    await visitor.goto(`/${second}`);
    await expect(visitor.getByRole("heading", { name: "Zimski meni" })).toBeVisible();
    await visitor.close();
  } finally {
    await api.deletePage(first);
    await api.deletePage(second);
    await api.deleteMasters("master", stamp);
  }
});
