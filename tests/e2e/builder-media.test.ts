import { expect, test } from "./fixture.ts";
import sharp from "sharp";
import { builderApi, logInAsEditor } from "./builder-helpers.ts";

// issue 7 / spec 2 media library and media upload modals, spec 9 (at most 20 files at once):
// the inspector's media widget picks an image from the library, uploading it first.

// every upload makes 4 sizes in 3 formats (sharp): slow on a loaded machine
test.describe.configure({ timeout: 90_000 });

const png = (colour: string) =>
  sharp({ create: { width: 320, height: 240, channels: 3, background: colour } })
    .png()
    .toBuffer();

test("the media library: states, upload limits, upload and pick an image into the page", async ({
  page,
  allowConsoleError,
}) => {
  allowConsoleError(
    /net::ERR_FAILED \(.*\/api\/v1\/admin\/media\/filter/,
    "the server closes the connection of an upload it refuses unread; Chromium reports the media list's request on it as failed, and the list asks again",
  );
  await logInAsEditor(page);
  const api = await builderApi(page.request);
  const stamp = Date.now().toString(36);
  const slug = `mediji-${stamp}`;
  await api.createPublishedPage("Mediji", slug);
  try {
    await page.goto(`/${slug}?editPage=true`);
    await expect(page.getByText("Stranica je još prazna")).toBeVisible();
    await page.getByRole("button", { name: "Dodaj element Slika", exact: true }).click();
    const inspector = page.getByRole("complementary", { name: "Svojstva" });
    const open = inspector.getByRole("button", { name: "Odaberi iz medijske biblioteke" });
    await open.click();
    const dialog = page.getByRole("dialog", { name: "Medijska biblioteka" });
    const search = dialog.getByRole("searchbox", { name: "Pretraži medije" });
    await expect(search).toBeFocused();

    // nothing found; then a failing list and its retry
    await search.fill(`nema-${stamp}`);
    await expect(dialog.getByText(`Nema medija za „nema-${stamp}”.`)).toBeVisible();
    await page.route("**/api/v1/admin/media/filter**", (route) => route.abort());
    await search.fill(`kvar-${stamp}`);
    await expect(dialog.getByRole("alert")).toContainText("Medije nije moguće učitati.");
    await page.unroute("**/api/v1/admin/media/filter**");
    await dialog.getByRole("button", { name: "Pokušaj ponovno" }).click();
    await expect(dialog.getByText(`Nema medija za „kvar-${stamp}”.`)).toBeVisible();

    // spec 9: more than 20 at once is refused before sending; a file that is no image by the
    // server (its content, whatever its name says)
    const upload = dialog.getByLabel("Pošalji slike");
    const small = await png("#888888");
    await upload.setInputFiles(
      Array.from({ length: 21 }, (_, index) => ({
        name: `puno-${stamp}-${index}.png`,
        mimeType: "image/png",
        buffer: small,
      })),
    );
    await expect(dialog.getByRole("alert")).toHaveText("Odjednom možete poslati najviše 20 slika.");
    await upload.setInputFiles({
      name: `lazna-${stamp}.png`,
      mimeType: "image/png",
      buffer: Buffer.from("<html>nije slika</html>"),
    });
    await expect(dialog.getByRole("alert")).toHaveText(
      "Datoteka nije podržana slika (JPEG, PNG, WebP, AVIF ili GIF)",
    );

    await upload.setInputFiles([
      { name: `terasa-${stamp}.png`, mimeType: "image/png", buffer: await png("#c86432") },
      { name: `luka-${stamp}.png`, mimeType: "image/png", buffer: await png("#3264c8") },
    ]);
    await expect(dialog.getByRole("status").filter({ hasText: "Poslano slika: 2" })).toBeVisible();
    await search.fill(stamp);
    const items = dialog.getByRole("button", { name: /^Odaberi sliku / });
    await expect(items).toHaveCount(2);
    await dialog
      .getByRole("button", { name: new RegExp(`^Odaberi sliku terasa-${stamp}`) })
      .click();

    // the dialog closes, focus is back on its button, and the field has the image's path
    await expect(dialog).toHaveCount(0);
    await expect(open).toBeFocused();
    const field = inspector.getByRole("textbox", { name: "Slika*", exact: true });
    await expect(field).toHaveValue(/^\/media\/.+\.png$/);
    const src = await field.inputValue();
    await expect(page.locator(`.vb-canvas__frame img[src="${src}"]`).first()).toBeVisible();
    expect((await page.request.get(src)).status()).toBe(200);
    await expect
      .poll(async () => (await api.draft(slug)).document.elements[0]?.props.src)
      .toBe(src);

    // published, the site draws the upload as <picture> from the server: AVIF and WebP
    // sources and a JPEG fallback over its sizes of the image's shape (320x240: FullHD, not
    // enlarged; the square and portrait crops are another picture), with its own size
    const status = page.locator(".vb-toolbar__status");
    await expect(status).toContainText("Sve promjene su spremljene");
    await page.getByRole("button", { name: "Objavi" }).click();
    await expect(status).toContainText("Stranica je objavljena");
    const html = await (await page.request.get(`/${slug}`)).text();
    const folder = src.replace(/original\.png$/, "");
    const sizes = "(min-width: 1200px) 600px, (min-width: 700px) 50vw, 100vw";
    expect(html).toContain(
      `<source type="image/avif" srcSet="${folder}fullhd.avif 320w" sizes="${sizes}"/>`,
    );
    await page.goto(`/${slug}`);
    const picture = page.locator("main picture").filter({ has: page.locator(`img[src="${src}"]`) });
    await expect(picture.locator('source[type="image/avif"]')).toHaveAttribute(
      "srcset",
      `${folder}fullhd.avif 320w`,
    );
    await expect(picture.locator('source[type="image/webp"]')).toHaveAttribute(
      "srcset",
      `${folder}fullhd.webp 320w`,
    );
    await expect(picture.locator("source")).toHaveCount(2);
    const img = picture.locator("img");
    await expect(img).toHaveAttribute("srcset", `${folder}fullhd.jpeg 320w`);
    await expect(img).toHaveAttribute("sizes", sizes);
    await expect(img).toHaveAttribute("width", "320");
    await expect(img).toHaveAttribute("height", "240");
    // Chromium takes the AVIF, and it is there
    await img.scrollIntoViewIfNeeded();
    await expect
      .poll(() => img.evaluate((element: HTMLImageElement) => element.currentSrc))
      .toMatch(/\/fullhd\.avif$/);
    // (naturalWidth is density-corrected by the srcset: only whether it decoded counts)
    await expect
      .poll(() =>
        img.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0),
      )
      .toBe(true);
  } finally {
    await api.deletePage(slug);
    await api.deleteMedia(stamp);
  }
});

test("the page's social image, picked in page settings, is its og:image once published", async ({
  page,
}) => {
  await logInAsEditor(page);
  const api = await builderApi(page.request);
  const stamp = Date.now().toString(36);
  const slug = `dijeljenje-${stamp}`;
  await api.createPublishedPage("Dijeljenje", slug);
  const ogImage = page.locator('meta[property="og:image"]');
  try {
    await page.goto(`/${slug}`);
    await expect(page.locator('meta[property="og:url"]')).toHaveCount(1);
    await expect(ogImage).toHaveCount(0);

    await page.goto(`/${slug}?editPage=true`);
    await expect(page.getByText("Stranica je još prazna")).toBeVisible();
    await page.getByRole("button", { name: "Postavke stranice" }).click();
    const settings = page.getByRole("dialog", { name: "Postavke stranice" });
    await settings.getByRole("button", { name: "Odaberi iz medijske biblioteke" }).click();
    const library = page.getByRole("dialog", { name: "Medijska biblioteka" });
    await library.getByLabel("Pošalji slike").setInputFiles({
      name: `dijeljenje-${stamp}.png`,
      mimeType: "image/png",
      buffer: await png("#2a9d8f"),
    });
    await expect(library.getByRole("status").filter({ hasText: "Poslano slika: 1" })).toBeVisible();
    await library.getByRole("button", { name: `Odaberi sliku dijeljenje-${stamp}` }).click();
    // back in the settings dialog, which stayed open
    await expect(library).toHaveCount(0);
    const field = settings.getByRole("textbox", { name: "Slika za dijeljenje (og:image)" });
    await expect(field).toHaveValue(/^\/media\/.+\.png$/);
    const src = await field.inputValue();
    await settings.getByRole("button", { name: "Spremi" }).click();
    await expect(settings).toHaveCount(0);

    const status = page.locator(".vb-toolbar__status");
    await expect(status).toContainText("Sve promjene su spremljene");
    await page.getByRole("button", { name: "Objavi" }).click();
    await expect(status).toContainText("Stranica je objavljena");
    expect((await api.draft(slug)).document.settings?.socialImage).toBe(src);

    await page.goto(`/${slug}`);
    const ogUrl = await page.locator('meta[property="og:url"]').getAttribute("content");
    await expect(ogImage).toHaveAttribute("content", `${new URL(ogUrl!).origin}${src}`);
  } finally {
    await api.deletePage(slug);
    await api.deleteMedia(stamp);
  }
});

test("an image picked from the media library brings its alt text into an empty or starter alt; an emptied one is a finding", async ({
  page,
}) => {
  await logInAsEditor(page);
  const api = await builderApi(page.request);
  const stamp = Date.now().toString(36);
  const slug = `alt-${stamp}`;
  const created = await api.createPublishedPage("Alt", slug);
  await api.uploadImage(`alt-${stamp}.png`, await png("#e9c46a"), "Limun na stolu");
  const image = { src: "/images/demo/terrace-960.jpg", alt: "", width: 960, height: 600 };
  await api.saveDraft(slug, {
    ...created,
    document: {
      ...created.document,
      elements: [
        { id: "prazna", type: "image", props: image },
        { id: "opisana", type: "image", props: { ...image, alt: "Moj opis" } },
        // a new image element's starter props (the schema's example): its alt describes the
        // starter picture
        { id: "pocetna", type: "image", props: { ...image, alt: "Terasa uz more" } },
      ],
    },
  });
  const inspector = page.getByRole("complementary", { name: "Svojstva" });
  const alt = inspector.getByRole("textbox", { name: "Alternativni tekst*", exact: true });
  const pick = async (nodeId: string) => {
    await page.locator(`.vb-node[data-node-id="${nodeId}"] img`).first().click();
    await inspector.getByRole("button", { name: "Odaberi iz medijske biblioteke" }).click();
    const dialog = page.getByRole("dialog", { name: "Medijska biblioteka" });
    await dialog.getByRole("searchbox", { name: "Pretraži medije" }).fill(stamp);
    await dialog.getByRole("button", { name: new RegExp(`^Odaberi sliku alt-${stamp}`) }).click();
    await expect(dialog).toHaveCount(0);
  };
  try {
    await page.goto(`/${slug}?editPage=true`);
    // an empty alt takes the media item's
    await pick("prazna");
    await expect(alt).toHaveValue("Limun na stolu");
    await expect
      .poll(async () => (await api.draft(slug)).document.elements[0]?.props.alt)
      .toBe("Limun na stolu");
    // an alt the editor wrote stays
    await pick("opisana");
    await expect(inspector.getByRole("textbox", { name: "Slika*", exact: true })).toHaveValue(
      /^\/media\/.+\.png$/,
    );
    await expect(alt).toHaveValue("Moj opis");
    // issue 23: the element's starter alt is replaced too
    await pick("pocetna");
    await expect(alt).toHaveValue("Limun na stolu");
    // an alt emptied by the editor is a finding of the page's checks
    await alt.fill("");
    await page.getByRole("tab", { name: "Provjere" }).click();
    const panel = page.getByRole("tabpanel", { name: "Provjere" });
    await expect(panel.getByRole("status")).toHaveText("Pronađeno problema: 1");
    await expect(
      panel.getByRole("button", { name: "Slika: slika nema alternativni tekst" }),
    ).toBeVisible();
  } finally {
    await api.deletePage(slug);
    await api.deleteMedia(stamp);
  }
});

test("the demo's pictures are in the media library with thumbnails, and one picked brings its alt text", async ({
  page,
}) => {
  // a first start on a machine encodes the demo's pictures (about two CPU minutes, decision 061)
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await logInAsEditor(page);
  const api = await builderApi(page.request);
  const stamp = Date.now().toString(36);
  const slug = `demo-slike-${stamp}`;
  await api.createPublishedPage("Demo slike", slug);
  const alt = "Zalazak sunca nad morem, pogled s terase konobe na otočić sa zvonikom";
  try {
    await page.goto(`/${slug}?editPage=true`);
    await expect(page.getByText("Stranica je još prazna")).toBeVisible();
    await page.getByRole("button", { name: "Dodaj element Slika", exact: true }).click();
    const inspector = page.getByRole("complementary", { name: "Svojstva" });
    await inspector.getByRole("button", { name: "Odaberi iz medijske biblioteke" }).click();
    const dialog = page.getByRole("dialog", { name: "Medijska biblioteka" });
    // the library opens on the demo's scenes, newest first, each with its title
    const sea = dialog.getByRole("button", { name: "Odaberi sliku Zalazak sunca nad morem" });
    await expect(sea).toBeVisible();
    for (const title of ["Lučica u zoru", "Maslinik", "Dvorana Maslina", "Peka u kominu"])
      await expect(dialog.getByRole("button", { name: `Odaberi sliku ${title}` })).toBeVisible();
    // their files are written by the server's start, after it listens (decision 061)
    const thumbnail = sea.locator("img");
    const thumbnailSrc = await thumbnail.getAttribute("src");
    expect(thumbnailSrc).toMatch(/^\/media\/[0-9a-f]{32}\/thumbnail\.webp/);
    await expect
      .poll(async () => (await page.request.get(thumbnailSrc ?? "")).status(), { timeout: 240_000 })
      .toBe(200);
    // drawn again, once they are there
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await inspector.getByRole("button", { name: "Odaberi iz medijske biblioteke" }).click();
    await expect
      .poll(() =>
        thumbnail.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth),
      )
      .toBeGreaterThan(0);

    // picked, the image element takes its file and its alt text
    await sea.click();
    await expect(dialog).toHaveCount(0);
    await expect(inspector.getByRole("textbox", { name: "Slika*", exact: true })).toHaveValue(
      /^\/media\/[0-9a-f]{32}\/original\.jpg$/,
    );
    await expect(
      inspector.getByRole("textbox", { name: "Alternativni tekst*", exact: true }),
    ).toHaveValue(alt);
    await expect(page.locator(`.vb-canvas__frame img[alt="${alt}"]`).first()).toBeVisible();
  } finally {
    await api.deletePage(slug);
  }
});
