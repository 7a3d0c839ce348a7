import type { Page } from "@playwright/test";
import { expect, test } from "./fixture.ts";
import { builderApi, logInAsEditor } from "./builder-helpers.ts";

// issue 7 / spec 2 back-office modals: the new-page modal and the delete confirmation, used
// with the keyboard (focus inside, Escape, focus back to the button that opened them).

/** Focus is inside the open dialog after each of `count` presses of Tab (it never leaves). */
async function expectFocusTrapped(page: Page, count: number) {
  for (let press = 0; press < count; press += 1) {
    await page.keyboard.press("Tab");
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest("dialog[open]") !== null))
      .toBe(true);
  }
}

test("a new page from the modal: slug rules, a taken slug, then the editor opens on it", async ({
  page,
}) => {
  await logInAsEditor(page);
  const api = await builderApi(page.request);
  const stamp = Date.now().toString(36);
  const existing = `postojeca-${stamp}`;
  const created = `nova-ponuda-${stamp}`;
  await api.createPublishedPage("Postojeća", existing);
  try {
    await page.goto(`/${existing}?editPage=true`);
    await expect(page.getByText("Stranica je još prazna")).toBeVisible();

    // opened from the keyboard; focus lands on the first field; Escape closes and returns it
    const open = page.getByRole("button", { name: "Nova stranica" });
    await open.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Nova stranica" });
    await expect(dialog).toBeVisible();
    const title = dialog.getByRole("textbox", { name: "Naslov" });
    const slug = dialog.getByRole("textbox", { name: "Adresa (slug)" });
    await expect(title).toBeFocused();
    await expectFocusTrapped(page, 5);
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(open).toBeFocused();

    await page.keyboard.press("Enter");
    await expect(title).toBeFocused();
    // nothing filled in: both fields are required
    await page.keyboard.press("Enter");
    await expect(dialog.getByText("Unos ovog polja je obavezan")).toHaveCount(2);
    await title.fill("Nova ponuda");
    await slug.fill("abc");
    await slug.press("Enter");
    await expect(dialog.getByText("Poveznica mora imati najmanje 4 znaka")).toBeVisible();
    await expect(slug).toBeFocused();
    await expect(slug).toHaveAttribute("aria-invalid", "true");
    await slug.fill("Nova Ponuda");
    await slug.press("Enter");
    await expect(
      dialog.getByText("Poveznica smije sadržavati samo mala slova, brojeve i crtice"),
    ).toBeVisible();
    // the server's answer: another page has this slug already
    await slug.fill(existing);
    await dialog.getByRole("button", { name: "Izradi stranicu" }).click();
    await expect(dialog.getByText("Stranica s tom poveznicom već postoji")).toBeVisible();

    await slug.fill(created);
    await dialog.getByRole("button", { name: "Izradi stranicu" }).click();
    await expect(page).toHaveURL(new RegExp(`/${created}\\?editPage=true$`));
    // the builder opens on the new, unpublished page
    await expect(page.getByRole("heading", { name: "Nova ponuda", level: 1 })).toBeVisible();
    await expect(page.getByText("Stranica je još prazna")).toBeVisible();
    const draft = await api.draft(created);
    expect(draft.meta).toMatchObject({ title: "Nova ponuda", slug: created });
    expect(draft.isPublished).toBe(false);
  } finally {
    await api.deletePage(existing);
    if ((await api.draftStatus(created)) === 200) await api.deletePage(created);
  }
});

test("deleting a page asks first; cancel keeps it, confirm deletes it in every language", async ({
  page,
}) => {
  await logInAsEditor(page);
  const api = await builderApi(page.request);
  const slug = `za-brisanje-${Date.now().toString(36)}`;
  await api.createPublishedPage("Za brisanje", slug);
  try {
    await page.goto(`/${slug}?editPage=true`);
    await expect(page.getByText("Stranica je još prazna")).toBeVisible();

    const open = page.getByRole("button", { name: "Obriši stranicu" });
    await open.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Obrisati stranicu?" });
    await expect(dialog).toContainText("Stranica „Za brisanje” bit će obrisana na svim jezicima");
    // the safe choice has the focus first
    const cancel = dialog.getByRole("button", { name: "Odustani" });
    await expect(cancel).toBeFocused();
    await expectFocusTrapped(page, 3);
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(open).toBeFocused();
    expect(await api.draftStatus(slug)).toBe(200);

    await open.click();
    await dialog.getByRole("button", { name: "Odustani" }).click();
    await expect(dialog).toHaveCount(0);
    expect(await api.draftStatus(slug)).toBe(200);

    await open.click();
    await dialog.getByRole("button", { name: "Obriši stranicu" }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    expect(await api.draftStatus(slug)).toBe(404);
    expect((await page.request.get(`/${slug}`)).status()).toBe(404);
  } finally {
    if ((await api.draftStatus(slug)) === 200) await api.deletePage(slug);
  }
});

test("the home page cannot be deleted: the confirmation says why", async ({ page }) => {
  await logInAsEditor(page);
  await page.goto("/?editPage=true");
  await page.getByRole("button", { name: "Obriši stranicu" }).click();
  const dialog = page.getByRole("dialog", { name: "Obrisati stranicu?" });
  await dialog.getByRole("button", { name: "Obriši stranicu" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Početna stranica se ne može obrisati");
  await expect(page).toHaveURL(/\?editPage=true$/);
});
