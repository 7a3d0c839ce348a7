import { expect, test } from "./fixture.ts";
import { firstHeading, mainMenu, pages } from "./seed-data.ts";

test.use({ viewport: { width: 1280, height: 900 } });

test("main menu links open their pages", async ({ page }) => {
  await page.goto("/");
  const about = mainMenu("hr").find((item) => item.link === `/${pages.about.hr.slug}`);
  expect(about).toBeDefined();
  const nav = page.getByRole("navigation", { name: /izbornik/i }).first();
  await nav.getByRole("link", { name: about!.title, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/${pages.about.hr.slug}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    firstHeading(pages.about.hr.document.elements),
  );
  await expect(page.locator("body")).toHaveClass(new RegExp(pages.about.hr.slug));
});

test("a dropdown opens on hover on desktop", async ({ page }) => {
  await page.goto("/");
  const parent = mainMenu("hr").find((item) => (item.children?.length ?? 0) > 0)!;
  const child = parent.children![0]!;
  const nav = page.getByRole("navigation", { name: /izbornik/i }).first();
  const childLink = nav.getByRole("link", { name: child.title, exact: true });
  await expect(childLink).toBeHidden();
  await nav.getByRole("link", { name: parent.title, exact: true }).hover();
  await expect(childLink).toBeVisible();
});

test("every internal footer link answers 200", async ({ page, request }) => {
  await page.goto("/");
  const hrefs = await page
    .locator("footer a[href^='/']")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href")!.split("#")[0]!));
  expect(hrefs.length).toBeGreaterThan(8);
  for (const href of new Set(hrefs)) {
    const response = await request.get(href);
    expect(response.status(), href).toBe(200);
  }
});
