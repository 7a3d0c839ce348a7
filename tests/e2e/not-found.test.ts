import { expect, test } from "./fixture.ts";

test("an unknown page answers 404 with 'Stranica nije pronađena' and a link home", async ({
  page,
}) => {
  const response = await page.goto("/ova-stranica-ne-postoji");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("Stranica nije pronađena")).toBeVisible();
  await expect(page.locator("header.site-header")).toBeVisible();
  await page
    .getByRole("link", { name: /početn/i })
    .last()
    .click();
  await expect(page).toHaveURL(/\/$/);
});

test("an unknown English page is a 404 too, in English (spec 8)", async ({ request }) => {
  const response = await request.get("/en/no-such-page");
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain("This page could not be found");
});

test("a path no page could have (a segment over the slug limit) is a 404, not an error", async ({
  request,
}) => {
  const response = await request.get(`/${"a".repeat(300)}`);
  expect(response.status()).toBe(404);
});
