import type { Page } from "@playwright/test";
import { expect, test } from "./fixture.ts";
import { builderApi, logInAsEditor } from "./builder-helpers.ts";

// issue 7 / spec 2 'choose master component': save an element as a master, insert an instance
// on another page, detach, change the master, and every instance follows on the public site.

/** Two new published pages for a test, the builder's parts it uses, and a way to publish. */
async function twoPages(page: Page, names: [string, string], masterName: string) {
  test.slow();
  await logInAsEditor(page);
  const api = await builderApi(page.request);
  const stamp = Date.now().toString(36);
  const slugs = names.map((name) => `${slugOf(name)}-${stamp}`) as [string, string];
  for (const [index, name] of names.entries()) await api.createPublishedPage(name, slugs[index]!);
  const saveState = page.locator(".vb-toolbar__status");
  return {
    api,
    stamp,
    slugs,
    title: `${masterName} ${stamp}`,
    inspector: page.getByRole("complementary", { name: "Svojstva" }),
    canvas: page.getByRole("main", { name: "Platno stranice" }),
    publish: async () => {
      await expect(saveState).toContainText("Sve promjene su spremljene");
      await page.getByRole("button", { name: "Objavi" }).click();
      await expect(saveState).toContainText("objavljena");
    },
  };
}

const slugOf = (name: string) =>
  name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();

test("a master saved on one page, placed on another, changed there, and both pages follow", async ({
  page,
  browser,
}) => {
  const { api, stamp, slugs, title, inspector, canvas, publish } = await twoPages(
    page,
    ["Prva", "Druga"],
    "Ponuda",
  );
  const [first, second] = slugs;
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

test("a master edited in place: saving changes every instance, cancelling changes nothing", async ({
  page,
  browser,
}) => {
  const { api, stamp, slugs, title, inspector, canvas, publish } = await twoPages(
    page,
    ["Treća", "Četvrta"],
    "Najava",
  );
  const [first, second] = slugs;
  const instanceHeading = inspector.getByRole("heading", {
    name: `Glavna komponenta „${title}”`,
  });
  const bar = inspector.getByRole("region", { name: "Uređivanje glavne komponente" });
  try {
    await page.goto(`/${first}?editPage=true`);
    await page.getByRole("button", { name: "Dodaj element Naslov", exact: true }).click();
    await inspector.getByRole("textbox", { name: "Tekst*", exact: true }).fill("Večer tartufa");
    await inspector.getByRole("button", { name: "Spremi kao glavnu komponentu" }).click();
    const save = page.getByRole("dialog", { name: "Spremi kao glavnu komponentu" });
    await save.getByRole("textbox", { name: "Naziv" }).fill(title);
    await save.getByRole("button", { name: "Spremi" }).click();
    await expect(instanceHeading).toBeVisible();
    await publish();

    // page two: an instance, edited in place; the page itself is published with the instance
    await page.goto(`/${second}?editPage=true`);
    await page.getByRole("button", { name: "Umetni glavnu komponentu" }).click();
    await page
      .getByRole("dialog", { name: "Odaberi glavnu komponentu" })
      .getByRole("button", { name: `Umetni ${title}` })
      .click();
    await inspector.getByRole("button", { name: "Uredi glavnu komponentu" }).click();
    await expect(bar).toContainText(`Uređujete glavnu komponentu „${title}”.`);
    const text = inspector.getByRole("textbox", { name: "Tekst*", exact: true });
    await text.fill("Večer bijelog tartufa");
    await expect(canvas.getByRole("heading", { name: "Večer bijelog tartufa" })).toBeVisible();
    await bar.getByRole("button", { name: "Spremi glavnu komponentu" }).click();
    await expect(bar).toHaveCount(0);
    await expect(instanceHeading).toBeVisible();
    await expect(canvas.getByRole("heading", { name: "Večer bijelog tartufa" })).toBeVisible();

    // cancelled: the instance is back and draws the master as it was
    await inspector.getByRole("button", { name: "Uredi glavnu komponentu" }).click();
    await text.fill("Nešto sasvim drugo");
    await bar.getByRole("button", { name: "Odustani" }).click();
    await expect(bar).toHaveCount(0);
    await expect(instanceHeading).toBeVisible();
    await expect(canvas.getByRole("heading", { name: "Večer bijelog tartufa" })).toBeVisible();
    await expect(canvas.getByRole("heading", { name: "Nešto sasvim drugo" })).toHaveCount(0);
    await publish();

    // a visitor: page one follows the master without being published again
    const visitor = await browser.newPage();
    for (const slug of [first, second]) {
      await visitor.goto(`/${slug}`);
      await expect(visitor.getByRole("heading", { name: "Večer bijelog tartufa" })).toBeVisible();
    }
    await visitor.close();
  } finally {
    await api.deletePage(first);
    await api.deletePage(second);
    await api.deleteMasters("master", stamp);
  }
});
