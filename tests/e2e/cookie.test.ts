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

// issue 23: a toast never covers the banner's 'Slažem se' button (the toasts come in at the top
// while the banner is open), on a phone and on a desktop
for (const viewport of [
  { width: 375, height: 740 },
  { width: 1440, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("a toast does not cover the cookie banner's button", async ({ page }) => {
      await page.goto("/shop");
      await page
        .getByRole("button", { name: /^Košara: dodaj/ })
        .first()
        .click();
      await expect(page.locator("#cart-modal")).toBeVisible();
      await page.goto("/kosarica");
      await page
        .getByRole("button", { name: /^Ukloni iz košarice/ })
        .first()
        .click();
      const toast = page
        .getByRole("region", { name: "Obavijesti" })
        .getByRole("status")
        .filter({ hasText: "Proizvod je uklonjen iz košarice" });
      await expect(toast).toBeVisible();
      const button = page
        .getByRole("region", { name: /kolačić/i })
        .getByRole("button", { name: sectionCopy.hr.cookieButton });
      await expect(button).toBeVisible();
      const a = (await toast.boundingBox())!;
      const b = (await button.boundingBox())!;
      const overlaps =
        a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
      expect(overlaps, `toast ${JSON.stringify(a)} over button ${JSON.stringify(b)}`).toBe(false);
      // the button can be pressed while the toast is shown
      await button.click();
      await expect(button).toBeHidden();
    });
  });
}
