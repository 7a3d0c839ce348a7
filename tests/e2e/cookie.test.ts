import { expect, test } from "./fixture.ts";
import { sectionCopy } from "./seed-data.ts";

test("the cookie choice persists across visits", async ({ page, request }) => {
  await page.goto("/");
  const banner = page.getByRole("region", { name: /kolačić/i });
  await expect(banner).toBeVisible();
  await banner.getByRole("button", { name: sectionCopy.hr.cookieButton }).click();
  await expect(banner).toBeHidden();
  // spec 9: the consent cookie lasts 30 days
  const consent = (await page.context().cookies()).find(({ name }) => name === "cookieNotice");
  expect(consent?.value).toBe("accepted");
  const days = (consent!.expires - Date.now() / 1000) / 86_400;
  expect(days).toBeGreaterThan(29.9);
  expect(days).toBeLessThanOrEqual(30);

  await page.reload();
  await expect(page.getByRole("button", { name: sectionCopy.hr.cookieButton })).toHaveCount(0);
  // The server no longer renders it either once the cookie is sent.
  const cookies = await page.context().cookies();
  const header = cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join("; ");
  const html = await (await request.get("/", { headers: { cookie: header } })).text();
  expect(html).not.toContain(sectionCopy.hr.cookieButton);
});
