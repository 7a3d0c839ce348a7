import { expect, test } from "./fixture.ts";
import { builderApi, logInAsEditor } from "./builder-helpers.ts";

// issue 7 / spec 2 back-office modals: the icon list. A feature's icon is searched by its
// Croatian name and picked in a modal; the canvas shows it at once.

test("an icon is searched by name in the icon list and picked onto the canvas", async ({
  page,
}) => {
  test.slow();
  await logInAsEditor(page);
  const api = await builderApi(page.request);
  const slug = `ikone-${Date.now().toString(36)}`;
  const created = await api.createPublishedPage("Ikone", slug);
  await api.saveDraft(slug, {
    ...created,
    document: {
      ...created.document,
      elements: [
        {
          id: "features",
          type: "feature-list",
          props: {
            title: "Kontakt",
            items: [{ icon: "clock", title: "Radno vrijeme", text: "9-17" }],
          },
        },
      ],
    },
  });
  try {
    await page.goto(`/${slug}?editPage=true`);
    const canvas = page.getByRole("main", { name: "Platno stranice" });
    await canvas.getByRole("heading", { name: "Kontakt" }).click();
    const inspector = page.getByRole("complementary", { name: "Svojstva" });
    await expect(inspector.getByText("Sat", { exact: true })).toBeVisible();
    const iconOnCanvas = () => canvas.locator(".feature-list__icon").first().innerHTML();
    const before = await iconOnCanvas();

    await inspector.getByRole("button", { name: "Promijeni ikonu" }).click();
    const dialog = page.getByRole("dialog", { name: "Ikone: Ikona" });
    await expect(dialog.getByRole("radio", { name: "Sat" })).toHaveAttribute(
      "aria-checked",
      "true",
    );
    await dialog.getByRole("searchbox", { name: "Traži ikonu po nazivu" }).fill("tele");
    await expect(dialog.getByRole("radio")).toHaveCount(1);
    await dialog.getByRole("radio", { name: "Telefon" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(inspector.getByText("Telefon", { exact: true })).toBeVisible();
    await expect.poll(iconOnCanvas).not.toBe(before);
    await expect
      .poll(async () => (await api.draft(slug)).document.elements[0]?.props)
      .toMatchObject({ items: [{ icon: "phone" }] });
  } finally {
    await api.deletePage(slug);
  }
});
