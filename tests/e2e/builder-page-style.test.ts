import { expect, test } from "./fixture.ts";
import { builderApi, logInAsEditor } from "./builder-helpers.ts";

// issue 7 / spec 1: a page's settings give its own content another landing style (the frame
// stays the site's, vitrina); "as the site" takes it back.
test("a page's landing style, chosen in page settings, dresses its published content", async ({
  page,
}) => {
  await logInAsEditor(page);
  const api = await builderApi(page.request);
  const slug = `stil-${Date.now().toString(36)}`;
  await api.createPublishedPage("Stil", slug);
  const content = page.locator("article.page-content");
  const status = page.locator(".vb-toolbar__status");
  const settings = page.getByRole("dialog", { name: "Postavke stranice" });
  const style = settings.getByRole("combobox", { name: "Stil sadržaja stranice" });
  const chooseAndPublish = async (label: string) => {
    await page.goto(`/${slug}?editPage=true`);
    await expect(page.getByText("Stranica je još prazna")).toBeVisible();
    await page.getByRole("button", { name: "Postavke stranice" }).click();
    await style.selectOption({ label });
    await settings.getByRole("button", { name: "Spremi" }).click();
    await expect(settings).toHaveCount(0);
    await expect(status).toContainText("Sve promjene su spremljene");
    await page.getByRole("button", { name: "Objavi" }).click();
    await expect(status).toContainText("Stranica je objavljena");
  };
  try {
    await page.goto(`/${slug}`);
    await expect(content).not.toHaveAttribute("data-theme");

    await chooseAndPublish("Bells (dvorana)");
    expect((await api.draft(slug)).document.settings?.landingStyle).toBe("bells");
    await page.goto(`/${slug}`);
    await expect(page.locator("html")).toHaveAttribute("data-theme", "vitrina");
    await expect(content).toHaveAttribute("data-theme", "bells");

    // the dialog shows the saved style; "as the site" removes it
    await page.goto(`/${slug}?editPage=true`);
    await page.getByRole("button", { name: "Postavke stranice" }).click();
    await expect(style).toHaveValue("bells");
    await settings.getByRole("button", { name: "Odustani" }).click();
    await chooseAndPublish("Kao web (stil početne stranice)");
    expect((await api.draft(slug)).document.settings?.landingStyle).toBeUndefined();
    await page.goto(`/${slug}`);
    await expect(content).not.toHaveAttribute("data-theme");
  } finally {
    await api.deletePage(slug);
  }
});
