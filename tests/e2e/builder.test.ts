import { expect, test } from "./fixture.ts";
import { builderApi, logInAsEditor } from "./builder-helpers.ts";

// issue 7: the visual builder on the live site, end to end in Chromium.

test("an editor drags a hero into a column, edits it with a mobile override, publishes, and a visitor sees it", async ({
  page,
}) => {
  test.slow(); // a whole editing session: the editor loads, drags, edits, publishes, then a visitor
  await logInAsEditor(page);
  const api = await builderApi(page.request);
  const slug = `graditelj-${Date.now().toString(36)}`;
  await api.createPublishedPage("Graditelj", slug);
  try {
    await page.goto(`/${slug}`);
    await page.getByRole("link", { name: "Uredi stranicu" }).click();
    await expect(page).toHaveURL(new RegExp(`/${slug}\\?editPage=true$`));
    await expect(page.getByText("Stranica je još prazna")).toBeVisible();

    // a columns element from the palette (pressing it adds it to the page)
    await page.getByRole("button", { name: "Dodaj element Stupci" }).click();
    const column = page.locator(".vb-list__empty").nth(1);
    await expect(column).toBeVisible();

    // drag the hero from the palette into the second column
    const hero = page.getByRole("button", { name: "Dodaj element Naslovna slika" });
    await hero.hover();
    await page.mouse.down();
    const box = (await column.boundingBox())!;
    await page.mouse.move(box.x + 20, box.y + 20, { steps: 8 });
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 8 });
    await page.mouse.up();
    // the element now in a column (the canvas marks the page's own elements: decision 056)
    const heroNode = page.locator(".vb-canvas__frame .columns__column > .vb-node");
    await expect(heroNode).toHaveCount(1);
    await expect(page.locator(".vb-list__empty")).toHaveCount(1);

    // the inspector: title and image, then a mobile override of the height
    await heroNode.click({ position: { x: 200, y: 60 } });
    const inspector = page.getByRole("complementary", { name: "Svojstva" });
    const saveState = page.locator(".vb-toolbar__status");
    await inspector.getByRole("textbox", { name: "Naslov*", exact: true }).fill("Ljeto na terasi");
    await inspector
      .getByRole("textbox", { name: "Slika*", exact: true })
      .fill("/images/demo/sea-960.jpg");
    await inspector.getByRole("radio", { name: "Mobitel" }).click();
    await inspector.getByLabel("Visina").selectOption({ label: "Srednja" }); // the value "medium", named in Croatian
    await expect(saveState).toContainText("Sve promjene su spremljene");

    await page.getByRole("button", { name: "Objavi" }).click();
    await expect(saveState).toContainText("Stranica je objavljena");
    const published = await api.draft(slug);
    const placed = published.document.elements[0]?.slots?.["column-2"]?.[0];
    expect(placed).toMatchObject({
      type: "hero",
      props: { title: "Ljeto na terasi", image: "/images/demo/sea-960.jpg" },
      mobileProps: { height: "medium" },
    });

    // log out and look as a visitor
    await page.goto(`/${slug}`);
    await page.getByRole("button", { name: "Odjava" }).click();
    await expect(page.getByRole("navigation", { name: "Urednička traka" })).toHaveCount(0);
    await page.goto(`/${slug}`);
    await expect(page.getByRole("heading", { name: "Ljeto na terasi" }).first()).toBeVisible();
  } finally {
    await logInAsEditor(page);
    await (await builderApi(page.request)).deletePage(slug);
  }
});
