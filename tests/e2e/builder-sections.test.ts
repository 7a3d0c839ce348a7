import { expect, test } from "./fixture.ts";
import { builderApi, logInAsEditor } from "./builder-helpers.ts";

// issue 7: the header, footer and cookie sections are edited like page content; a publish
// shows on every page at once (the page cache drops them).

test("an editor switches the canvas to the footer, edits its text, publishes, and a visitor sees it on another page", async ({
  page,
  browser,
}) => {
  test.slow();
  await logInAsEditor(page);
  const api = await builderApi(page.request);
  const original = (await api.sectionDraft("footer-section")).options ?? {};
  const text = `Vidimo se uz more ${Date.now().toString(36)}`;
  // a visitor's view of another page, cached before the change
  const visitor = await browser.newPage();
  await visitor.goto("/kontakt");
  await expect(visitor.locator(".site-footer")).not.toContainText(text);
  try {
    await page.goto("/o-nama?editPage=true");
    const switcher = page.getByRole("combobox", { name: "Uređujem" });
    await expect(switcher).toHaveValue("page");
    await switcher.selectOption({ label: "Podnožje" });
    await expect(page.getByRole("heading", { name: "Podnožje", level: 1 })).toBeVisible();
    const inspector = page.getByRole("complementary", { name: "Svojstva" });
    await expect(inspector.getByRole("heading", { name: "Podnožje" })).toBeVisible();
    const title = inspector.getByRole("textbox", { name: "Naslov*", exact: true }).first();
    await expect(title).toHaveValue(String(original.title));

    // an empty title is refused (the footer's generated validator), then fixed
    await title.fill("");
    await expect(inspector.getByText("Unos ovog polja je obavezan")).toBeVisible();
    const saveState = page.locator(".vb-toolbar__status");
    await title.fill(text);
    await expect(saveState).toContainText("Sve promjene su spremljene");
    expect((await api.sectionDraft("footer-section")).options?.title).toBe(text);
    await page.getByRole("button", { name: "Objavi" }).click();
    await expect(saveState).toContainText("objavljena");

    // the same visitor, another page, at once
    await visitor.goto("/kontakt");
    await expect(visitor.locator(".site-footer")).toContainText(text);
    await visitor.goto("/");
    await expect(visitor.locator(".site-footer")).toContainText(text);

    // back to the page's own content
    await switcher.selectOption({ label: "Sadržaj stranice" });
    await expect(page.getByRole("combobox", { name: "Uređujem" })).toHaveValue("page");
    await expect(page.getByRole("button", { name: "Postavke stranice" })).toBeVisible();
  } finally {
    await api.publishSection("footer-section", original);
    await visitor.close();
  }
});
