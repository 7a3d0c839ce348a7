import { logInAsEditor } from "./builder-helpers.ts";
import { expect, test } from "./fixture.ts";
import { expectNoSideScroll } from "./layout.ts";

// issue 22, the back office of the blog and of old addresses, at 1440 and 375 px:
// /admin/redirects turns a path visitors missed into a redirect they then follow (301), and
// /admin/post-categories makes a category and its subcategory that the blog shows at once.

test.describe.configure({ mode: "serial" });

for (const width of [1440, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 1000 ? 900 : 800 } });

    test("a missed path becomes a redirect that visitors follow", async ({
      page,
      playwright,
      baseURL,
    }) => {
      const missed = `/e2e-stari-jelovnik-${width}`;
      const visitor = await playwright.request.newContext({ baseURL });
      try {
        expect((await visitor.get(missed)).status()).toBe(404);

        await logInAsEditor(page);
        await page.goto("/admin/redirects?language=hr");
        await expect(
          page.getByRole("heading", { level: 1, name: "Preusmjeravanja" }),
        ).toBeVisible();
        const missing = page.getByRole("row").filter({ hasText: missed });
        await expect(missing.getByRole("cell").first()).toHaveText("1");
        await expectNoSideScroll(page);
        await page.screenshot({
          path: test.info().outputPath(`redirects-${width}.png`),
          fullPage: true,
        });

        await missing.getByRole("link", { name: "Preusmjeri" }).click();
        const form = page.getByRole("form", { name: "Dodaj preusmjeravanje" });
        await expect(form.getByLabel("S putanje")).toHaveValue(missed);
        await form.getByLabel("Na putanju ili adresu").fill("/jelovnik");
        await expect(form.getByLabel("Vrsta")).toHaveValue("301");
        await form.getByRole("button", { name: "Dodaj preusmjeravanje" }).click();
        await expect(page.getByRole("status")).toHaveText(`Preusmjeravanje s ${missed} je dodano.`);
        const redirect = page.getByRole("row").filter({ hasText: "/jelovnik" });
        await expect(redirect.getByRole("link", { name: missed })).toBeVisible();
        await expect(
          page.getByRole("row").filter({ hasText: missed }).getByRole("link", {
            name: "Preusmjereno",
          }),
        ).toBeVisible();
        await expectNoSideScroll(page);

        // a visitor's request is answered before the page: 301 to the target
        const answer = await visitor.get(missed, { maxRedirects: 0 });
        expect(answer.status()).toBe(301);
        expect(answer.headers().location).toBe("/jelovnik");
        await page.context().clearCookies();
        await page.goto(missed);
        await expect(page).toHaveURL(/\/jelovnik$/);

        await logInAsEditor(page);
        await page.goto("/admin/redirects?language=hr");
        await page.getByRole("button", { name: `Obrisati preusmjeravanje s ${missed}?` }).click();
        await expect(page.getByRole("status")).toHaveText(
          `Preusmjeravanje s ${missed} je obrisano.`,
        );
        expect((await visitor.get(missed, { maxRedirects: 0 })).status()).toBe(404);
      } finally {
        await visitor.dispose();
      }
    });

    test("a category and its subcategory made here show on /objave", async ({ page }) => {
      const category = { title: `Vina ${width}`, slug: `e2e-vina-${width}` };
      const child = { title: `Crna vina ${width}`, slug: `e2e-crna-vina-${width}` };
      await logInAsEditor(page);
      await page.goto("/admin/post-categories?language=hr");
      await expect(
        page.getByRole("heading", { level: 1, name: "Kategorije objava" }),
      ).toBeVisible();
      await expectNoSideScroll(page);
      await page.screenshot({
        path: test.info().outputPath(`post-categories-${width}.png`),
        fullPage: true,
      });
      const form = page.getByRole("form", { name: "Nova kategorija ili oznaka" });
      await form.getByLabel("Naziv").fill(category.title);
      await form.getByLabel("Adresa (slug)").fill(category.slug);
      await form.getByRole("button", { name: "Dodaj" }).click();
      await expect(page.getByRole("status")).toHaveText(`${category.title} je spremljeno.`);
      await form.getByLabel("Naziv").fill(child.title);
      await form.getByLabel("Adresa (slug)").fill(child.slug);
      await form.getByLabel("Nadređena kategorija").selectOption({ label: category.title });
      await form.getByRole("button", { name: "Dodaj" }).click();
      await expect(page.getByRole("status")).toHaveText(`${child.title} je spremljeno.`);
      const childRow = page.getByRole("row").filter({ hasText: child.slug });
      await expect(childRow.getByRole("cell").nth(2)).toHaveText(category.title);
      await expectNoSideScroll(page);

      try {
        await page.goto("/objave");
        await page
          .getByRole("navigation", { name: "Kategorije objava" })
          .getByRole("link", { name: category.title })
          .click();
        await expect(page).toHaveURL(new RegExp(`/objave/${category.slug}$`));
        await expect(page.getByRole("heading", { level: 1, name: category.title })).toBeVisible();
        await expect(page.getByText("Ovdje još nema objava.")).toBeVisible();
        await page
          .getByRole("navigation", { name: "Potkategorije" })
          .getByRole("link", { name: child.title })
          .click();
        await expect(page).toHaveURL(new RegExp(`/objave/${child.slug}$`));
        await expect(page.getByRole("heading", { level: 1, name: child.title })).toBeVisible();
        await expectNoSideScroll(page);
      } finally {
        await page.goto("/admin/post-categories?language=hr");
        for (const term of [child, category]) {
          await page
            .getByRole("button", { name: `Obrisati ${term.title} na svim jezicima?` })
            .click();
          await expect(page.getByRole("status")).toHaveText(`${term.title} je obrisano.`);
        }
      }
      await page.goto(`/objave/${category.slug}`);
      await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(category.title);
    });
  });
}
