import type { Browser, Page } from "@playwright/test";
import { logInAsEditor } from "./builder-helpers.ts";
import { expect, test } from "./fixture.ts";
import { demoAccounts } from "./seed-data.ts";

// Comments and ratings (issue 22, decision 052), at 1440 and 375 px on the seeded demo (the
// options: 5 stars, blog comments for registered users, moderation on, one comment per user):
// the demo shopper comments on the olive harvest post and reviews Ulje Oblica, sees the pending
// notice, an editor approves both in /admin/comments, and a visitor sees them, the script in
// the text shown literally, and the product's aggregate rating in its structured data. The
// shopper deletes both at the end, so the next width starts from the seed again.
const shopper = demoAccounts.find((account) => account.role === "shopper")!;
const postPath = "/objave/berba-maslina";
const productPath = "/product/ulje-oblica";

async function logIn(page: Page, back: string) {
  await page.goto(`/prijava?redirectTo=${encodeURIComponent(back)}`);
  await page.getByLabel("Adresa e-pošte").fill(shopper.email);
  await page.getByLabel("Lozinka", { exact: true }).fill(shopper.password);
  await page.getByRole("button", { name: "Prijava", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${back}$`));
}

async function expectNoSideScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );
}

const section = (page: Page) => page.locator("section#comments");

/**
 * Writes a comment with a rating in the open page's comments section: the stars clicked, or
 * chosen with the arrow keys from "Bez ocjene" (radio inputs in a fieldset).
 */
async function write(page: Page, input: { text: string; stars: number; byKeyboard?: boolean }) {
  const form = section(page).locator("form.comment-form--new");
  if (input.byKeyboard) {
    await form.getByRole("radio", { name: "Bez ocjene" }).focus();
    for (let step = 0; step < input.stars; step += 1) await page.keyboard.press("ArrowRight");
    await expect(form.getByRole("radio", { name: `${input.stars} od 5` })).toBeChecked();
  } else {
    await form.getByRole("radio", { name: `${input.stars} od 5` }).check();
  }
  await form.getByLabel("Vaš komentar").fill(input.text);
  await form.getByRole("button", { name: "Pošalji" }).click();
  await expect(section(page).getByRole("status")).toContainText("čeka odobrenje urednika");
  // one comment per user (OneUserOneComment): no second form, a hint instead
  await expect(section(page).locator("form.comment-form--new")).toHaveCount(0);
  await expect(section(page)).toContainText("Već ste komentirali");
}

/** An editor, in a browser context of their own, approves the comment whose text starts so. */
async function approve(browser: Browser, width: number, text: string) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await logInAsEditor(page);
  await page.goto("/admin/comments");
  await expect(page.getByRole("heading", { level: 1, name: "Komentari" })).toBeVisible();
  const row = page.locator("tr", { hasText: text });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Na čekanju");
  await expectNoSideScroll(page, width);
  await page
    .locator(".admin-screen")
    .screenshot({ path: test.info().outputPath(`admin-comments-${width}.png`) });
  await row.getByRole("button", { name: /^Odobriti komentar/ }).click();
  await expect(page.getByRole("status")).toContainText("je objavljen");
  await expect(page.locator("tr", { hasText: text })).toContainText("Objavljen");
  await context.close();
}

test.describe.configure({ mode: "serial" });

for (const width of [1440, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 1000 ? 900 : 740 } });

    test("a visitor reads the comments and is asked to log in to write one", async ({ page }) => {
      await page.goto(postPath);
      const comments = section(page);
      await expect(comments.getByRole("heading", { name: "Komentari" })).toBeVisible();
      await expect(comments.locator(".comment")).toHaveCount(2);
      await expect(comments.getByText("Marija K.")).toBeVisible();
      await expect(comments.locator("form.comment-form--new")).toHaveCount(0);
      const login = comments.getByRole("link", { name: "Prijavite se za komentiranje" });
      await expect(login).toHaveAttribute("href", /\/prijava\?redirectTo=/);
      await expectNoSideScroll(page, width);
    });

    test("a registered user comments and rates a post and a product, an editor approves, a visitor sees them", async ({
      page,
      browser,
    }) => {
      // four pages, two sign-ins and two editors' contexts: more than 30 s on a busy machine
      test.slow();
      const postText = `<script>window.hacked=1</script> Berba je bila super ${width}`;
      const reviewText = `<b>Izvrsno</b> ulje ${width}`;
      await logIn(page, postPath);
      await write(page, { text: postText, stars: 4 });
      // the pending comment is shown to its author only, as text
      const mine = section(page).locator(".comments__mine .comment");
      await expect(mine).toHaveCount(1);
      await expect(mine.locator(".comment__body")).toHaveText(postText);
      await expect(mine).toContainText("Čeka odobrenje");
      await expect(mine.getByRole("img", { name: "Ocjena 4 od 5" })).toBeVisible();
      await expectNoSideScroll(page, width);
      await section(page).screenshot({
        path: test.info().outputPath(`post-comments-${width}.png`),
      });

      await page.goto(productPath);
      await expect(section(page).getByRole("heading", { name: "Recenzije kupaca" })).toBeVisible();
      await expect(section(page)).toContainText("Prosječna ocjena 4,5 od 5");
      await section(page).screenshot({ path: test.info().outputPath(`product-form-${width}.png`) });
      await write(page, { text: reviewText, stars: 5, byKeyboard: true });
      await expectNoSideScroll(page, width);

      await approve(browser, width, postText);
      await approve(browser, width, reviewText);

      // a visitor (no cookies) sees both; the script is text and never ran
      const visitor = await browser.newContext({ viewport: { width, height: 900 } });
      const anonymous = await visitor.newPage();
      await anonymous.goto(postPath);
      const published = section(anonymous).locator(".comment", { hasText: postText });
      await expect(published.locator(".comment__body")).toHaveText(postText);
      await expect(published).toContainText("Ivan H.");
      expect(await anonymous.evaluate(() => "hacked" in window)).toBe(false);
      await anonymous.goto(productPath);
      await expect(section(anonymous).locator(".comment").first()).toContainText(reviewText);
      await expect(section(anonymous)).toContainText("Prosječna ocjena 4,7 od 5");
      const jsonLd = await anonymous
        .locator('script[type="application/ld+json"]')
        .first()
        .textContent();
      const graph = (JSON.parse(jsonLd ?? "{}") as { "@graph": Record<string, unknown>[] })[
        "@graph"
      ];
      expect(graph[0]?.aggregateRating).toEqual({
        "@type": "AggregateRating",
        ratingValue: 4.7,
        reviewCount: 3,
        bestRating: 5,
        worstRating: 1,
      });
      await section(anonymous).screenshot({
        path: test.info().outputPath(`product-reviews-${width}.png`),
      });
      await visitor.close();

      // the author deletes both again (the next width writes them anew: one comment per user)
      for (const path of [postPath, productPath]) {
        await page.goto(path);
        const own = section(page).locator(".comment", { hasText: "(Vi)" });
        await expect(own).toHaveCount(1);
        await own.getByRole("button", { name: "Obriši" }).click();
        await expect(section(page).getByRole("status")).toHaveText("Komentar je obrisan.");
        await expect(section(page).locator(".comment", { hasText: "(Vi)" })).toHaveCount(0);
      }
    });
  });
}

test.describe("a visitor's review", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("a visitor reviews a product with a name, once from an address; an editor deletes it", async ({
    page,
    browser,
  }) => {
    const text = "Gost kaže: jako dobro ulje";
    await page.goto("/product/buza");
    const form = section(page).locator("form.comment-form--new");
    await form.getByLabel("Vaše ime").fill("Gost Marko");
    await form.getByRole("radio", { name: "4 od 5" }).check();
    await form.getByLabel("Vaš komentar").fill(text);
    await form.getByRole("button", { name: "Pošalji" }).click();
    await expect(section(page).getByRole("status")).toContainText("čeka odobrenje urednika");
    // AnonymousCanMultipleReview is off: a second review from this address is refused
    const again = section(page).locator("form.comment-form--new");
    await again.getByLabel("Vaše ime").fill("Gost Marko");
    await again.getByLabel("Vaš komentar").fill(`${text}, opet`);
    await again.getByRole("button", { name: "Pošalji" }).click();
    await expect(section(page).getByRole("alert")).toHaveText(
      "S ove adrese već je poslana recenzija",
    );

    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const admin = await context.newPage();
    await logInAsEditor(admin);
    await admin.goto("/admin/comments?status=pending");
    const row = admin.locator("tr", { hasText: text });
    await expect(row).toContainText("Gost Marko");
    await row.getByRole("button", { name: "Obrisati komentar autora Gost Marko" }).click();
    await expect(admin.getByRole("status")).toHaveText("Komentar je obrisan.");
    await expect(admin.locator("tr", { hasText: text })).toHaveCount(0);
    await context.close();
  });
});
