import { expect, test } from "./fixture.ts";
import { builderApi, logInAsEditor } from "./builder-helpers.ts";
import { expectNoSideScroll } from "./layout.ts";

// issue 7 languages: a page is translated from the builder and each language is published on its
// own; scheduled publishing is set and cancelled from the toolbar.

test("an editor translates a page into English and publishes only the English one", async ({
  page,
  browser,
}) => {
  test.slow(); // two builder sessions, a publish and a visitor
  await logInAsEditor(page);
  const api = await builderApi(page.request);
  const stamp = Date.now().toString(36);
  const slug = `jesen-${stamp}`;
  const englishSlug = `autumn-${stamp}`;
  const created = await api.createPublishedPage("Jesenska ponuda", slug);
  // a Croatian draft with a heading, not published: the Croatian page stays empty for visitors
  await api.saveDraft(slug, {
    ...created,
    document: {
      ...created.document,
      elements: [{ id: "heading-1", type: "heading", props: { text: "Bučina juha", level: 2 } }],
    },
  });
  const visitor = await browser.newPage();
  try {
    await page.goto(`/${slug}?editPage=true`);
    await page.getByRole("button", { name: "Jezici stranice (uređujete: HR)" }).click();
    let dialog = page.getByRole("dialog", { name: "Jezici stranice" });
    await expect(dialog.getByRole("listitem").filter({ hasText: "Hrvatski" })).toContainText(
      "Objavljeno, ima neobjavljenih izmjena",
    );
    await expect(dialog.getByRole("listitem").filter({ hasText: "English" })).toContainText(
      "Nije prevedeno",
    );
    await dialog.getByRole("button", { name: "Prevedi na jezik: English" }).click();

    dialog = page.getByRole("dialog", { name: "Prijevod: English" });
    const title = dialog.getByRole("textbox", { name: "Naslov" });
    await expect(title).toHaveValue("Jesenska ponuda");
    await title.fill("Autumn offer");
    const slugField = dialog.getByRole("textbox", { name: "Adresa (slug)" });
    await slugField.fill("Autumn");
    await dialog.getByRole("button", { name: "Izradi prijevod" }).click();
    await expect(
      dialog.getByText("Poveznica smije sadržavati samo mala slova, brojeve i crtice"),
    ).toBeVisible();
    await slugField.fill(englishSlug);
    await dialog.getByRole("button", { name: "Izradi prijevod" }).click();

    // the builder opens on the English variant with the shared structure, speaking the
    // editor's interface language (Croatian, spec 6) while the canvas is the English page
    await expect(page).toHaveURL(new RegExp(`/en/${englishSlug}\\?editPage=true$`));
    await expect(page.getByRole("heading", { name: "Autumn offer", level: 1 })).toBeVisible();
    await expect(page.getByRole("button", { name: "Objavi", exact: true })).toBeVisible();
    const saveState = page.locator(".vb-toolbar__status");

    // decision 057: the Croatian text is marked untranslated in English, and counted
    await page.getByRole("tab", { name: "Slojevi" }).click();
    const row = page.locator(".vb-outline__item").first();
    await expect(row.getByText("Nije prevedeno na ovaj jezik")).toBeAttached();
    await page.getByRole("button", { name: "Jezici stranice (uređujete: EN)" }).click();
    dialog = page.getByRole("dialog", { name: "Jezici stranice" });
    await expect(dialog.getByRole("listitem").filter({ hasText: "English" })).toContainText(
      "1 neprevedenih tekstova",
    );
    await dialog.getByRole("button", { name: "Zatvori" }).click();

    // publishing asks: hide it in English, or publish it as it is
    await page.getByRole("button", { name: "Objavi", exact: true }).click();
    dialog = page.getByRole("dialog", { name: "Neprevedeni tekstovi" });
    await expect(dialog.getByRole("listitem")).toHaveText(["Naslov Bučina juha"]);
    await expect(dialog.getByRole("button", { name: "Objavi ih takve kakvi jesu" })).toBeVisible();
    await dialog.getByRole("button", { name: "Sakrij ih u ovom jeziku i objavi" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(saveState).toContainText("objavljena");
    await expect(row.getByText("Skriveno u ovom jeziku")).toBeVisible();
    // the canvas still shows it, dimmed: it is hidden in English only
    const onCanvas = page.locator('.vb-canvas__frame [data-node-id="heading-1"]');
    await expect(onCanvas).toHaveCSS("opacity", "0.4");
    await visitor.goto(`/en/${englishSlug}`);
    await expect(visitor.getByRole("heading", { name: "Autumn offer", level: 1 })).toBeVisible();
    await expect(visitor.getByText("Bučina juha")).toHaveCount(0);

    // translated and shown again, it is published in English
    await onCanvas.click();
    const inspector = page.getByRole("complementary", { name: "Svojstva" });
    await inspector.getByRole("textbox", { name: "Tekst*", exact: true }).fill("Pumpkin soup");
    await expect(saveState).toContainText("Sve promjene su spremljene");
    await row.getByRole("button", { name: "Prikaži u ovom jeziku: Naslov" }).click();
    await expect(row.getByText("Skriveno u ovom jeziku")).toHaveCount(0);
    await expect(row.getByText("Nije prevedeno na ovaj jezik")).toHaveCount(0);
    await expect(onCanvas).toHaveCSS("opacity", "1");
    await page.getByRole("button", { name: "Objavi", exact: true }).click();
    await expect(saveState).toContainText("objavljena");

    // a visitor: English is published with its own text; Croatian is still the empty page
    await visitor.goto(`/en/${englishSlug}`);
    await expect(visitor.getByRole("heading", { name: "Pumpkin soup" })).toBeVisible();
    await visitor.goto(`/${slug}`);
    await expect(visitor.getByRole("heading", { name: "Jesenska ponuda", level: 1 })).toBeVisible();
    await expect(visitor.getByText("Bučina juha")).toHaveCount(0);
    const croatian = await api.draft(slug);
    expect(croatian.document.elements[0]?.props).toMatchObject({ text: "Bučina juha" });
    expect(croatian.languages.map((each) => [each.language_code, each.isPublished])).toEqual([
      ["hrv", true],
      ["eng", true],
    ]);

    // issue 23: an element added on the English page keeps its English text there and stays
    // hidden on the Croatian page (never Croatian visitors' English)
    await page.getByRole("tab", { name: "Elementi" }).click();
    await page.getByRole("button", { name: "Dodaj element Naslov", exact: true }).click();
    await inspector.getByRole("textbox", { name: "Tekst*", exact: true }).fill("Autumn wines");
    await expect(saveState).toContainText("Sve promjene su spremljene");
    const added = (await api.draft(slug)).document.elements.find(
      (element) => element.id !== "heading-1",
    );
    expect(added?.id).toBeTruthy();
    expect((await api.draft(slug)).hidden).toEqual([added?.id]);
    await page.goto(`/${slug}?editPage=true`);
    await expect(page.locator(`.vb-canvas__frame [data-node-id="${added?.id ?? ""}"]`)).toHaveCSS(
      "opacity",
      "0.4",
    );
    await page.getByRole("button", { name: "Objavi", exact: true }).click();
    await expect(saveState).toContainText("objavljena");
    await visitor.goto(`/${slug}`);
    await expect(visitor.getByRole("heading", { name: "Jesenska ponuda", level: 1 })).toBeVisible();
    await expect(visitor.getByText("Autumn wines")).toHaveCount(0);
  } finally {
    await visitor.close();
    await api.deletePage(slug);
  }
});

test("scheduled publishing: a time in the past is refused, a future one is kept and cancelled", async ({
  page,
}) => {
  await logInAsEditor(page);
  const api = await builderApi(page.request);
  const slug = `zakazano-${Date.now().toString(36)}`;
  await api.createPublishedPage("Zakazana stranica", slug);
  try {
    await page.goto(`/${slug}?editPage=true`);
    const open = page.getByRole("button", { name: "Zakaži", exact: true });
    await open.click();
    const dialog = page.getByRole("dialog", { name: "Zakazana objava" });
    const when = dialog.getByLabel("Datum i vrijeme objave");
    await when.fill("2020-01-01T08:00");
    await dialog.getByRole("button", { name: "Zakaži objavu" }).click();
    await expect(dialog.getByText("Odaberite datum i vrijeme u budućnosti.")).toBeVisible();
    await expect(when).toBeFocused();
    expect((await api.draft(slug)).scheduledAt).toBeNull();

    const next = new Date().getFullYear() + 1;
    await when.fill(`${next}-03-01T09:30`);
    await dialog.getByRole("button", { name: "Zakaži objavu" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(open).toBeFocused();
    await expect(page.locator(".vb-toolbar__status")).toContainText("Objava zakazana za");
    const scheduled = (await api.draft(slug)).scheduledAt;
    expect(scheduled && new Date(scheduled).getTime()).toBe(
      new Date(`${next}-03-01T09:30`).getTime(),
    );

    await open.click();
    await expect(dialog).toContainText("Objava zakazana za");
    await dialog.getByRole("button", { name: "Otkaži zakazanu objavu" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.locator(".vb-toolbar__status")).not.toContainText("zakazana");
    expect((await api.draft(slug)).scheduledAt).toBeNull();
  } finally {
    await api.deletePage(slug);
  }
});

test("the builder speaks the editor's interface language, the canvas the page's", async ({
  page,
}) => {
  await logInAsEditor(page);
  const api = await builderApi(page.request);
  const slug = `sucelje-${Date.now().toString(36)}`;
  const created = await api.createPublishedPage("Jesenski jelovnik", slug);
  await api.saveDraft(slug, {
    ...created,
    document: {
      ...created.document,
      elements: [{ id: "heading-1", type: "heading", props: { text: "Bučina juha", level: 2 } }],
    },
  });
  const setLanguage = async (value: string) =>
    expect(
      (
        await page.request.put("/api/v1/settings/general/user", {
          headers: api.headers,
          data: { group: "general", key: "language", value },
        })
      ).status(),
    ).toBe(200);
  await setLanguage("eng");
  try {
    await page.goto(`/${slug}?editPage=true`);
    // the toolbar, palette and dialogs in English; the Croatian page's content in Croatian
    await expect(page.getByRole("button", { name: "Publish", exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Page languages (editing: HR)" })).toBeVisible();
    await expect(page.getByRole("tab", { name: "Elements" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Add element Heading" })).toBeVisible();
    const canvas = page.getByRole("main", { name: "Page canvas" });
    await expect(canvas.getByRole("heading", { name: "Bučina juha" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Jesenski jelovnik", level: 1 })).toBeVisible();
    await expect(page.getByRole("button", { name: "Objavi", exact: true })).toHaveCount(0);
    // issue 23: the server's refusals speak it too (the page is gone meanwhile: 404)
    await api.deletePage(slug);
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await expect(page.locator(".vb-toolbar__status .vb-error")).toHaveText(
      "This page could not be found",
    );
  } finally {
    await setLanguage("hrv");
    if ((await api.draftStatus(slug)) === 200) await api.deletePage(slug);
  }
});

// issue 23: the back office's list of pages counts each language's untranslated texts, on a
// badge beside its state that fits a phone's row as a desktop's
for (const width of [375, 1440]) {
  test.describe(`the list of pages at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("shows how many texts a language has not translated", async ({ page }) => {
      await logInAsEditor(page);
      const api = await builderApi(page.request);
      const stamp = `${width}-${Date.now().toString(36)}`;
      const slug = `neprevedeno-${stamp}`;
      const created = await api.createPublishedPage(`Neprevedeno ${stamp}`, slug);
      try {
        await api.saveDraft(slug, {
          ...created,
          document: {
            ...created.document,
            elements: [
              { id: "naslov", type: "heading", props: { text: "Riblja juha", level: 2 } },
              { id: "citat", type: "quote", props: { text: "Najbolja na rivi" } },
            ],
          },
        });
        const translated = await page.request.post(
          `/api/v1/admin/builder/pages/${slug}/translations`,
          {
            headers: api.headers,
            data: { language_code: "eng", title: `Untranslated ${stamp}`, slug: `en-${slug}` },
          },
        );
        expect(translated.status()).toBe(200);
        await page.goto("/admin");
        const rows = page
          .locator(".admin-card", { hasText: `Neprevedeno ${stamp}` })
          .locator(".admin-card__languages > li");
        // the site's languages in order: HR, EN, DE
        const row = rows.nth(1);
        await expect(row.locator(".admin-lang")).toHaveText("EN");
        await expect(row.locator(".admin-badge")).toHaveText("Neprevedeno: 2");
        await expect(rows.first().locator(".admin-badge")).toHaveCount(0);
        const badge = (await row.locator(".admin-badge").boundingBox())!;
        const actions = (await row.locator(".admin-card__actions").boundingBox())!;
        const box = (await row.boundingBox())!;
        // the badge stays inside its row, left of the buttons
        expect(badge.x + badge.width).toBeLessThanOrEqual(actions.x + 1);
        expect(badge.y + badge.height).toBeLessThanOrEqual(box.y + box.height + 1);
        await expectNoSideScroll(page);
      } finally {
        await api.deletePage(slug);
      }
    });
  });
}
