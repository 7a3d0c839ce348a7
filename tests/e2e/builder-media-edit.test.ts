import { expect, test } from "./fixture.ts";
import sharp from "sharp";
import { builderApi, logInAsEditor } from "./builder-helpers.ts";

// issue 7 / spec 2 edit media modal: from the media library an item's texts are edited and
// saved; deleting one in use is refused with where it is used; an unused one is deleted.

test.describe.configure({ timeout: 90_000 });

const png = (colour: string) =>
  sharp({ create: { width: 320, height: 240, channels: 3, background: colour } })
    .png()
    .toBuffer();

test("edit media: the alt text is saved, an image in use is not deleted, an unused one is", async ({
  page,
}) => {
  await logInAsEditor(page);
  const api = await builderApi(page.request);
  const stamp = Date.now().toString(36);
  const slug = `uredi-medij-${stamp}`;
  const created = await api.createPublishedPage("Uredi medij", slug);
  const used = await api.uploadImage(`koristena-${stamp}.png`, await png("#c86432"), "Stari opis");
  const spare = await api.uploadImage(`visak-${stamp}.png`, await png("#3264c8"), "Višak");
  const image = { src: used.path, alt: "Terasa", width: 320, height: 240 };
  await api.saveDraft(slug, {
    ...created,
    document: { ...created.document, elements: [{ id: "slika", type: "image", props: image }] },
  });
  try {
    await page.goto(`/${slug}?editPage=true`);
    await page.locator('.vb-node[data-node-id="slika"] img').first().click();
    const inspector = page.getByRole("complementary", { name: "Svojstva" });
    await inspector.getByRole("button", { name: "Odaberi iz medijske biblioteke" }).click();
    const library = page.getByRole("dialog", { name: "Medijska biblioteka" });
    // the library holds only these two until the search (debounced) answers: wait for its
    // answer, or the list reloads under the buttons the test uses
    const searched = page.waitForResponse(
      (response) => response.url().includes("/media/filter") && response.url().includes(stamp),
    );
    await library.getByRole("searchbox", { name: "Pretraži medije" }).fill(stamp);
    await searched;
    await expect(library.getByRole("button", { name: /^Odaberi sliku / })).toHaveCount(2);

    // the alt text, edited with the keyboard and saved
    const editUsed = library.getByRole("button", {
      name: new RegExp(`^Uredi sliku koristena-${stamp}`),
    });
    await editUsed.focus();
    await page.keyboard.press("Enter");
    const edit = page.getByRole("dialog", { name: "Uredi medij" });
    const alt = edit.getByRole("textbox", { name: "Alternativni tekst" });
    await expect(alt).toHaveValue("Stari opis");
    await alt.fill("Terasa s pogledom na more");
    await edit.getByRole("button", { name: "Spremi" }).click();
    await expect(edit).toHaveCount(0);
    await expect(library.getByRole("status")).toContainText("su spremljene");
    await expect(editUsed).toBeFocused();
    expect((await api.mediaItem(used.id)).description).toBe("Terasa s pogledom na more");
    await editUsed.click();
    await expect(alt).toHaveValue("Terasa s pogledom na more");

    // delete asks first (Cancel has the focus); the page's draft uses this image: refused, with where
    await edit.getByRole("button", { name: "Obriši sliku" }).click();
    const confirm = page.getByRole("dialog", { name: "Obrisati sliku?" });
    await expect(confirm.getByRole("button", { name: "Odustani" })).toBeFocused();
    await confirm.getByRole("button", { name: "Obriši", exact: true }).click();
    const refusal = confirm.getByRole("alert");
    await expect(refusal).toContainText("Slika se ne može obrisati jer se koristi.");
    await expect(refusal.getByRole("listitem").first()).toHaveText(
      `stranica „Uredi medij” (${slug}), Hrvatski, nacrt`,
    );
    // Escape closes the confirmation (focus back on its opener), then the edit modal: focus
    // goes back to the 'Uredi' button that opened it, not to the page
    await expect(confirm.getByRole("button", { name: "Zatvori" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(confirm).toHaveCount(0);
    await expect(edit.getByRole("button", { name: "Obriši sliku" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(edit).toHaveCount(0);
    await expect(library).toBeVisible();
    await expect(editUsed).toBeFocused();

    // Escape while the delete is under way: its button is off, so the page's body has the
    // focus; Escape closes the confirmation only (not the inspector and every dialog with it)
    await editUsed.click();
    await edit.getByRole("button", { name: "Obriši sliku" }).click();
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route(`**/api/v1/admin/media/directoryItem/delete/${used.id}`, async (route) => {
      await answered;
      await route.continue();
    });
    await confirm.getByRole("button", { name: "Obriši", exact: true }).click();
    await expect(confirm.getByRole("button", { name: "Obriši", exact: true })).toBeDisabled();
    // the browser moves the focus off a disabled button at its next rendering step
    await expect
      .poll(() => page.evaluate(() => document.activeElement === document.body))
      .toBe(true);
    await page.keyboard.press("Escape");
    await expect(confirm).toHaveCount(0);
    await expect(edit.getByRole("button", { name: "Obriši sliku" })).toBeFocused();
    answer();
    await page.keyboard.press("Escape");
    await expect(edit).toHaveCount(0);
    await expect(library).toBeVisible();
    await expect(editUsed).toBeFocused();
    await page.unroute(`**/api/v1/admin/media/directoryItem/delete/${used.id}`);
    expect((await api.mediaItem(used.id)).id).toBe(used.id);

    // an unused image is deleted
    await library.getByRole("button", { name: new RegExp(`^Uredi sliku visak-${stamp}`) }).click();
    await edit.getByRole("button", { name: "Obriši sliku" }).click();
    await confirm.getByRole("button", { name: "Obriši", exact: true }).click();
    await expect(confirm).toHaveCount(0);
    await expect(edit).toHaveCount(0);
    await expect(library.getByRole("status")).toContainText("je obrisana");
    await expect(library.getByRole("button", { name: /^Odaberi sliku / })).toHaveCount(1);
    const gone = await page.request.get(spare.path);
    expect(gone.status()).toBe(404);
  } finally {
    await api.deletePage(slug);
    await api.deleteMedia(stamp);
  }
});

test("edit media: a new file replaces the item's file, and the preview shows it", async ({
  page,
}) => {
  await logInAsEditor(page);
  const api = await builderApi(page.request);
  const stamp = Date.now().toString(36);
  const slug = `zamijeni-medij-${stamp}`;
  const created = await api.createPublishedPage("Zamijeni medij", slug);
  const item = await api.uploadImage(`zamjena-${stamp}.png`, await png("#c86432"), "Prije");
  const image = { src: item.path, alt: "Prije", width: 320, height: 240 };
  await api.saveDraft(slug, {
    ...created,
    document: { ...created.document, elements: [{ id: "slika", type: "image", props: image }] },
  });
  try {
    await page.goto(`/${slug}?editPage=true`);
    await page.locator('.vb-node[data-node-id="slika"] img').first().click();
    const inspector = page.getByRole("complementary", { name: "Svojstva" });
    await inspector.getByRole("button", { name: "Odaberi iz medijske biblioteke" }).click();
    const library = page.getByRole("dialog", { name: "Medijska biblioteka" });
    const searched = page.waitForResponse(
      (response) => response.url().includes("/media/filter") && response.url().includes(stamp),
    );
    await library.getByRole("searchbox", { name: "Pretraži medije" }).fill(stamp);
    await searched;
    await library
      .getByRole("button", { name: new RegExp(`^Uredi sliku zamjena-${stamp}`) })
      .click();
    const edit = page.getByRole("dialog", { name: "Uredi medij" });
    const preview = edit.locator(".vb-media-edit__preview");
    // the colour at the middle of the preview: the old file is orange, the new one green
    const centre = () =>
      preview.evaluate(async (shown: HTMLImageElement) => {
        await shown.decode();
        const canvas = document.createElement("canvas");
        canvas.width = canvas.height = 1;
        const context = canvas.getContext("2d")!;
        const [x, y] = [shown.naturalWidth / 2, shown.naturalHeight / 2];
        context.drawImage(shown, x, y, 1, 1, 0, 0, 1, 1);
        const [red = 0, green = 0] = context.getImageData(0, 0, 1, 1).data;
        return green > red ? "green" : "orange";
      });
    await expect(preview).toHaveJSProperty("complete", true);
    await expect.poll(centre).toBe("orange");
    const before = await preview.evaluate((shown: HTMLImageElement) => shown.src);

    // a portrait picture of another colour, size and shape
    const replacement = await sharp({
      create: { width: 240, height: 400, channels: 3, background: "#1e8c3c" },
    })
      .png()
      .toBuffer();
    await edit.getByLabel("Zamijeni datoteku").setInputFiles({
      name: `nova-${stamp}.png`,
      mimeType: "image/png",
      buffer: replacement,
    });
    await expect(edit.getByRole("status")).toHaveText("Datoteka je zamijenjena.");

    const replaced = await api.mediaItem(item.id);
    expect(replaced.id).toBe(item.id);
    expect(replaced.path).toBe(item.path);
    expect(replaced.hash).not.toBe(item.hash);
    expect(replaced.size).not.toBe(item.size);
    expect([replaced.width, replaced.height]).toEqual([240, 400]);
    expect([item.width, item.height]).toEqual([320, 240]);
    // the preview is the new file: its address carries the new hash, and it draws green
    await expect(preview).toHaveAttribute("src", new RegExp(`\\?v=${replaced.hash.slice(0, 12)}$`));
    expect(await preview.evaluate((shown: HTMLImageElement) => shown.src)).not.toBe(before);
    await expect(edit.getByText(/ · 240 × 400 px · /)).toBeVisible();
    await expect.poll(centre).toBe("green");
  } finally {
    await api.deletePage(slug);
    await api.deleteMedia(stamp);
  }
});
