import { expect, test } from "./fixture.ts";
import { builderApi, logInAsEditor } from "./builder-helpers.ts";

// spec 2 back-office modals, link options: a rich text's words become a link to a page picked in
// the link options dialog; cancelling it changes nothing.

test("the link options dialog links the selected words of a rich text to a picked page", async ({
  page,
}) => {
  await logInAsEditor(page);
  const api = await builderApi(page.request);
  const slug = `poveznice-${Date.now().toString(36)}`;
  await api.createPublishedPage("Poveznice", slug);
  try {
    await page.goto(`/${slug}?editPage=true`);
    await page.getByRole("button", { name: "Dodaj element Tekst", exact: true }).click();
    const inspector = page.getByRole("complementary", { name: "Svojstva" });
    const area = inspector.locator(".vb-richtext__area");
    await expect(area).toHaveText("Ovdje upišite tekst.");
    const linkButton = inspector.getByRole("button", { name: "Poveznica", exact: true });
    const dialog = page.getByRole("dialog", { name: "Mogućnosti poveznice" });

    // cancelled: nothing changes
    await area.click();
    await page.keyboard.press("Control+a");
    await linkButton.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(area.locator("a")).toHaveCount(0);

    // the selected words link to the menu page, in a new tab
    await area.click();
    await page.keyboard.press("Control+a");
    await linkButton.click();
    await expect(dialog.getByLabel("Vrsta poveznice")).toHaveValue("page");
    await dialog.getByRole("searchbox", { name: "Pretraži" }).fill("jelov");
    await dialog.getByRole("button", { name: /^Jelovnik/ }).click();
    await expect(dialog.getByRole("textbox", { name: "Adresa", exact: true })).toHaveValue(
      "/jelovnik",
    );
    await dialog.getByLabel("Otvori u novoj kartici").check();
    await dialog.getByRole("button", { name: "Umetni poveznicu" }).click();
    await expect(dialog).toHaveCount(0);
    const link = area.locator('a[href="/jelovnik"]');
    await expect(link).toHaveText("Ovdje upišite tekst.");
    await expect(link).toHaveAttribute("target", "_blank");

    // saved as the server sanitised it: a new tab gets no handle on the page
    await expect(page.locator(".vb-toolbar__status")).toContainText("Sve promjene su spremljene");
    const html = String((await api.draft(slug)).document.elements[0]?.props.html);
    expect(html).toMatch(/<a href="\/jelovnik" target="_blank" rel="noopener noreferrer">/);
  } finally {
    await api.deletePage(slug);
  }
});
