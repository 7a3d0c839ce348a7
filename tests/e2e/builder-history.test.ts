import type { Page } from "@playwright/test";
import { expect, test } from "./fixture.ts";
import { builderApi, logInAsEditor } from "./builder-helpers.ts";

// issue 7 "What must be shown": restore an older version; two editors and the 409.

const inspectorOf = (page: Page) => page.getByRole("complementary", { name: "Svojstva" });
const canvasOf = (page: Page) => page.getByRole("main", { name: "Platno stranice" });
const saveStateOf = (page: Page) => page.locator(".vb-toolbar__status");

/** Adds a heading with a text from the palette and waits for the autosave. */
async function addHeading(page: Page, text: string) {
  await page.getByRole("button", { name: "Dodaj element Naslov", exact: true }).click();
  await inspectorOf(page).getByRole("textbox", { name: "Tekst*", exact: true }).fill(text);
  await expect(saveStateOf(page)).toContainText("Sve promjene su spremljene");
}

test("every publish is a version; an older one is viewed, restored as the draft and published", async ({
  page,
  browser,
}) => {
  test.slow();
  await logInAsEditor(page);
  const api = await builderApi(page.request);
  const slug = `povijest-${Date.now().toString(36)}`;
  await api.createPublishedPage("Povijest", slug); // version 1: empty
  try {
    await page.goto(`/${slug}?editPage=true`);
    await addHeading(page, "Jesenska ponuda");
    await page.getByRole("button", { name: "Objavi" }).click();
    await expect(saveStateOf(page)).toContainText("objavljena"); // version 2

    await page.getByRole("button", { name: "Povijest" }).click();
    const history = page.getByRole("dialog", { name: "Povijest objava" });
    const versions = history.getByRole("listitem");
    await expect(versions).toHaveCount(2);
    await expect(versions.first()).toContainText("Verzija 2");
    await expect(versions.first()).toContainText("Marija Radić");
    // viewing version 2 draws its content; restoring version 1 makes it the draft
    await versions.first().getByRole("button", { name: "Pregledaj" }).click();
    await expect(
      history.getByLabel("Verzija 2").getByRole("heading", { name: "Jesenska ponuda" }),
    ).toBeVisible();
    await versions.nth(1).getByRole("button", { name: "Vrati ovu verziju" }).click();
    await expect(history).toHaveCount(0);
    await expect(page.getByRole("status").filter({ hasText: "Verzija 1 je vraćena" })).toHaveCount(
      1,
    );
    await expect(canvasOf(page).getByRole("heading", { name: "Jesenska ponuda" })).toHaveCount(0);

    // not public until published
    const visitor = await browser.newPage();
    await visitor.goto(`/${slug}`);
    await expect(visitor.getByRole("heading", { name: "Jesenska ponuda" })).toBeVisible();
    await expect(saveStateOf(page)).toContainText("Sve promjene su spremljene");
    await page.getByRole("button", { name: "Objavi" }).click();
    await expect(saveStateOf(page)).toContainText("objavljena");
    await visitor.reload();
    await expect(visitor.getByRole("heading", { name: "Jesenska ponuda" })).toHaveCount(0);
    await visitor.close();
  } finally {
    await api.deletePage(slug);
  }
});

test("two editors on one page: the later save gets the conflict, sees what changed, and keeps or reloads", async ({
  page,
  browser,
}) => {
  test.slow();
  await logInAsEditor(page);
  const api = await builderApi(page.request);
  const slug = `dvoje-${Date.now().toString(36)}`;
  await api.createPublishedPage("Dvoje", slug);
  const other = await (await browser.newContext()).newPage();
  try {
    await logInAsEditor(other);
    await page.goto(`/${slug}?editPage=true`);
    await other.goto(`/${slug}?editPage=true`);
    await expect(canvasOf(other).getByText("Stranica je još prazna")).toBeVisible();

    // the first editor saves; the second, still on the old draft, saves on top of it
    await addHeading(page, "Od prve urednice");
    await other.getByRole("button", { name: "Dodaj element Tekst", exact: true }).click();
    const conflict = other.getByRole("dialog", {
      name: "Netko je u međuvremenu spremio ovu stranicu",
    });
    await expect(conflict).toBeVisible();
    await expect(conflict).toContainText("Marija Radić je spremio/la promjene u");
    await expect(conflict).toContainText("Dodano: Naslov");
    await expect(conflict).toContainText("Uklonjeno: Tekst");

    // reload theirs: the canvas shows the first editor's heading, the second one's text is gone
    await conflict.getByRole("button", { name: "Učitaj njihovu verziju" }).click();
    await expect(conflict).toHaveCount(0);
    await expect(canvasOf(other).getByRole("heading", { name: "Od prve urednice" })).toBeVisible();
    expect((await api.draft(slug)).document.elements.map((node) => node.type)).toEqual(["heading"]);

    // again, and this time the second editor keeps theirs: it is saved over the first one's
    await addHeading(page, "Druga izmjena");
    await other.getByRole("button", { name: "Dodaj element Tekst", exact: true }).click();
    await expect(conflict).toBeVisible();
    await expect(conflict).toContainText("Dodano: Naslov");
    await conflict.getByRole("button", { name: "Zadrži moju verziju" }).click();
    await expect(conflict).toHaveCount(0);
    await expect(saveStateOf(other)).toContainText("Sve promjene su spremljene");
    const saved = (await api.draft(slug)).document.elements;
    // theirs was the heading alone ("Druga izmjena" never reached the second editor)
    expect(saved.map((node) => [node.type, node.props.text])).toEqual([
      ["heading", "Od prve urednice"],
      ["rich-text", undefined],
    ]);
  } finally {
    await other.context().close();
    await api.deletePage(slug);
  }
});
