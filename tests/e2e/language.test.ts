import { expect, test } from "./fixture.ts";
import { firstHeading, pages } from "./seed-data.ts";

test("the language switch goes to the same page in the other language and remembers it", async ({
  page,
  context,
}) => {
  await page.goto(`/${pages.about.hr.slug}`);
  await page
    .getByRole("link", { name: /English/ })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/en/${pages.about.en.slug}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    firstHeading(pages.about.en.document.elements),
  );
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  // the interface speaks English too: the browser fetched the English texts before the switch
  // rendered (it starts with the Croatian ones only, src/lib/texts.ts)
  await expect(page.getByRole("link", { name: "Cart, products: 0" }).first()).toBeVisible();
  const locale = (await context.cookies()).find((cookie) => cookie.name === "locale");
  expect(locale?.value).toBe("en");
  // spec 9: the locale cookie lasts 365 days
  const days = (locale!.expires - Date.now() / 1000) / 86_400;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThanOrEqual(366);

  await page
    .getByRole("link", { name: /Deutsch/ })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/de/${pages.about.de.slug}$`));
});

test("English and German home pages have their own prefix", async ({ request }) => {
  for (const [path, lang] of [
    ["/en", "en"],
    ["/de", "de"],
  ] as const) {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain(`<html lang="${lang}"`);
  }
});
