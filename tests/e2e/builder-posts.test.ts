import type { APIRequestContext, Page } from "@playwright/test";
import type { BuilderDocument } from "../../generated/types.ts";
import { builderApi, logInAsEditor } from "./builder-helpers.ts";
import { expect, test } from "./fixture.ts";
import { expectNoSideScroll } from "./layout.ts";

// issue 22 / decision 053: posts written in the builder. 'Nova objava' makes a draft and opens
// the builder on it; a heading and a text, the cover, a category and a tag in the post's
// settings, a time ~20 s ahead, publish: visitors do not see it until then, then they do (the
// page cache lives until the next post's time), at 1440 and 375 px. Editing a demo post's body
// in the builder and publishing shows the change to visitors.

test.describe.configure({ mode: "serial" });

const inspectorOf = (page: Page) => page.getByRole("complementary", { name: "Svojstva" });
const saveStateOf = (page: Page) => page.locator(".vb-toolbar__status");

/** The post's document as the builder API has it (a draft of kind post). */
async function postDraft(request: APIRequestContext, slugMain: string): Promise<BuilderDocument> {
  const { headers } = await builderApi(request);
  const response = await request.get(`/api/v1/admin/builder/documents/post/${slugMain}`, {
    headers,
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: BuilderDocument }).data;
}

async function deletePost(request: APIRequestContext, slugMain: string): Promise<void> {
  const { headers } = await builderApi(request);
  await request.delete(`/api/v1/admin/posts/${slugMain}`, { headers });
}

/** A moment `ms` ahead as the page's datetime-local inputs take it, to the second. */
const localInputAhead = (page: Page, ms: number) =>
  page.evaluate((ahead) => {
    const at = new Date(Date.now() + ahead);
    return new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 19);
  }, ms);

test.describe("at 1440 px", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("a post made with 'Nova objava', written in the builder and scheduled appears at its time", async ({
    page,
    browser,
  }) => {
    test.setTimeout(150_000);
    await logInAsEditor(page);
    const slug = `vinski-vikend-${Date.now().toString(36)}`;
    const title = `Vinski vikend ${slug.slice(-4)}`;
    const visitorContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const visitor = await visitorContext.newPage();
    try {
      await page.goto("/?editPage=true");
      await page.getByRole("button", { name: "Nova objava" }).click();
      const dialog = page.getByRole("dialog", { name: "Nova objava" });
      await expect(dialog).toContainText("nacrt koji posjetitelji ne vide");
      await dialog.getByRole("textbox", { name: "Naslov" }).fill(title);
      await dialog.getByRole("textbox", { name: "Adresa (slug)" }).fill(slug);
      await dialog.getByRole("textbox", { name: "Sažetak" }).fill("Kušanje vina uz domaću hranu.");
      await dialog.getByRole("button", { name: "Izradi objavu" }).click();

      // the builder opens on the new draft at the post's address
      await expect(page).toHaveURL(new RegExp(`/objave/${slug}\\?editPage=true$`));
      await expect(page.getByText("Stranica je još prazna")).toBeVisible();
      const draft = await postDraft(page.request, slug);
      expect(draft).toMatchObject({ kind: "post", isPublished: false, meta: { title, slug } });

      // a heading and a text from the palette
      const inspector = inspectorOf(page);
      await page.getByRole("button", { name: "Dodaj element Naslov", exact: true }).click();
      await inspector.getByRole("textbox", { name: "Tekst*", exact: true }).fill("Program vikenda");
      await page.getByRole("button", { name: "Dodaj element Tekst", exact: true }).click();
      const area = inspector.locator(".vb-richtext__area");
      await area.fill("U subotu kušamo vina s brda iznad konobe.");
      await expect
        .poll(async () => JSON.stringify((await postDraft(page.request, slug)).document))
        .toContain("U subotu kušamo vina s brda iznad konobe.");

      // the post's settings: cover, category, a new tag, and a time ~20 s ahead
      await page.getByRole("button", { name: "Postavke objave" }).click();
      const settings = page.getByRole("dialog", { name: "Postavke objave" });
      await expect(settings.getByRole("checkbox", { name: "Novosti" })).toBeVisible();
      await settings
        .getByRole("textbox", { name: "Naslovna slika" })
        .fill("/images/demo/sea-960.jpg");
      await settings
        .getByRole("textbox", { name: "Alternativni tekst naslovne slike" })
        .fill("Čaše vina na terasi");
      await settings.getByRole("checkbox", { name: "Novosti" }).check();
      await settings.getByRole("textbox", { name: "Nova oznaka" }).fill(`Vino ${slug.slice(-4)}`);
      await settings.getByRole("button", { name: "Dodaj oznaku" }).click();
      await expect(
        settings.getByRole("checkbox", { name: `Vino ${slug.slice(-4)}` }),
      ).toBeChecked();
      const at = await localInputAhead(page, 20_000);
      await settings.getByLabel("Vidljiva od").fill(at);
      await settings.getByRole("button", { name: "Spremi" }).click();
      await expect(settings).toHaveCount(0);
      await expect(saveStateOf(page)).toContainText("Sve promjene su spremljene");

      await page.getByRole("button", { name: "Objavi" }).click();
      await expect(saveStateOf(page)).toContainText("Stranica je objavljena");
      await expect(saveStateOf(page)).toContainText("Vidljiva od");
      const published = await postDraft(page.request, slug);
      expect(published.isPublished).toBe(true);
      expect(published.meta.post).toMatchObject({
        excerpt: "Kušanje vina uz domaću hranu.",
        cover: { src: "/images/demo/sea-960.jpg", alt: "Čaše vina na terasi" },
        categories: ["novosti"],
      });
      expect(published.document.elements.map((element) => element.type)).toEqual([
        "heading",
        "rich-text",
      ]);

      // an anonymous visitor: not yet in the list, and its page is not found
      await visitor.goto("/objave");
      await expect(visitor.getByRole("heading", { level: 1, name: "Objave" })).toBeVisible();
      await expect(visitor.getByText(title)).toHaveCount(0);
      const early = await visitor.goto(`/objave/${slug}`);
      expect(early?.status()).toBe(404);

      // after its time it is there by itself (no publish, no cache clearing)
      await expect
        .poll(
          async () => {
            await visitor.goto("/objave");
            return visitor.getByRole("link", { name: title }).count();
          },
          { timeout: 60_000, intervals: [2_000] },
        )
        .toBeGreaterThan(0);
      await visitor.getByRole("link", { name: title }).first().click();
      await expect(visitor).toHaveURL(new RegExp(`/objave/${slug}$`));
      await expect(visitor.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(visitor.getByRole("heading", { name: "Program vikenda" })).toBeVisible();
      await expect(visitor.getByText("U subotu kušamo vina s brda iznad konobe.")).toBeVisible();
      await expect(visitor.getByRole("img", { name: "Čaše vina na terasi" })).toBeVisible();
      await expect(visitor.getByRole("link", { name: "Novosti" }).first()).toBeVisible();
      await expect(visitor.getByText(`Vino ${slug.slice(-4)}`)).toBeVisible();
      await expectNoSideScroll(visitor);

      // at 375 px the post page and the list fit the screen
      await visitor.setViewportSize({ width: 375, height: 740 });
      await visitor.reload();
      await expect(visitor.getByRole("heading", { name: "Program vikenda" })).toBeVisible();
      await expectNoSideScroll(visitor);
      await visitor.screenshot({ path: test.info().outputPath("post-375.png"), fullPage: true });
      await visitor.goto("/objave");
      await expect(visitor.getByRole("link", { name: title }).first()).toBeVisible();
      await expectNoSideScroll(visitor);
      await visitor.screenshot({ path: test.info().outputPath("blog-375.png"), fullPage: true });
    } finally {
      await visitorContext.close();
      await deletePost(page.request, slug);
      const { headers } = await builderApi(page.request);
      await page.request.delete(`/api/v1/admin/posts/terms/postTag/vino-${slug.slice(-4)}`, {
        headers,
      });
    }
  });

  test("editing a demo post's body in the builder and publishing shows the change to visitors", async ({
    page,
    browser,
  }) => {
    test.slow();
    await logInAsEditor(page);
    const before = await postDraft(page.request, "olive-harvest");
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    try {
      await page.goto("/objave/berba-maslina");
      await page.getByRole("link", { name: "Uredi stranicu" }).click();
      await expect(page).toHaveURL(/\/objave\/berba-maslina\?editPage=true$/);
      // the post's body in the canvas
      const canvas = page.getByRole("main", { name: "Platno stranice" });
      await expect(canvas.getByText("Stabla na brdu iznad konobe").first()).toBeVisible();
      await page.getByRole("button", { name: "Dodaj element Naslov", exact: true }).click();
      await inspectorOf(page)
        .getByRole("textbox", { name: "Tekst*", exact: true })
        .fill("Novo ulje je stiglo");
      await expect(saveStateOf(page)).toContainText("Sve promjene su spremljene");
      await page.getByRole("button", { name: "Objavi" }).click();
      await expect(saveStateOf(page)).toContainText("Stranica je objavljena");

      await visitor.goto("/objave/berba-maslina");
      await expect(visitor.getByRole("heading", { name: "Novo ulje je stiglo" })).toBeVisible();
      await expect(visitor.getByText("Stabla na brdu iznad konobe").first()).toBeVisible();
    } finally {
      await visitorContext.close();
      // the demo post as it was: its draft put back and published
      const { headers } = await builderApi(page.request);
      const now = await postDraft(page.request, "olive-harvest");
      const base = "/api/v1/admin/builder/documents/post/olive-harvest";
      const restored = await page.request.put(`${base}/draft`, {
        headers,
        data: { baseRevision: now.revision, document: before.document, meta: before.meta },
      });
      const { data } = (await restored.json()) as { data: BuilderDocument };
      await page.request.post(`${base}/publish`, {
        headers,
        data: { baseRevision: data.revision },
      });
    }
  });

  test("a post's English variant from the languages dialog: its own slug, published on its own", async ({
    page,
    browser,
  }) => {
    test.slow();
    await logInAsEditor(page);
    const { headers } = await builderApi(page.request);
    const stamp = Date.now().toString(36);
    const slug = `jesenski-meni-${stamp}`;
    const englishSlug = `autumn-menu-${stamp}`;
    const created = await page.request.post("/api/v1/admin/builder/posts", {
      headers,
      data: { title: "Jesenski meni", slug, post: { categories: ["novosti"] } },
    });
    expect(created.status()).toBe(200);
    const draft = ((await created.json()) as { data: BuilderDocument }).data;
    const base = `/api/v1/admin/builder/documents/post/${slug}`;
    const body = [{ id: "menu-title", type: "heading", props: { text: "Bučina juha" } }];
    const saved = await page.request.put(`${base}/draft`, {
      headers,
      data: {
        baseRevision: draft.revision,
        document: { ...draft.document, elements: body },
        meta: draft.meta,
      },
    });
    const { revision } = ((await saved.json()) as { data: BuilderDocument }).data;
    await page.request.post(`${base}/publish`, { headers, data: { baseRevision: revision } });
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    try {
      await page.goto(`/objave/${slug}?editPage=true`);
      await page.getByRole("button", { name: "Jezici stranice (uređujete: HR)" }).click();
      let dialog = page.getByRole("dialog", { name: "Jezici stranice" });
      await expect(dialog.getByRole("listitem").filter({ hasText: "Hrvatski" })).toContainText(
        "Objavljeno",
      );
      await dialog.getByRole("button", { name: "Prevedi na jezik: English" }).click();
      dialog = page.getByRole("dialog", { name: "Prijevod: English" });
      await dialog.getByRole("textbox", { name: "Naslov" }).fill("Autumn menu");
      await dialog.getByRole("textbox", { name: "Adresa (slug)" }).fill(englishSlug);
      await dialog.getByRole("button", { name: "Izradi prijevod" }).click();

      // the builder opens on the English variant at the English blog's address
      await expect(page).toHaveURL(new RegExp(`/en/blog/${englishSlug}\\?editPage=true$`));
      await page.locator(".vb-node", { hasText: "Bučina juha" }).first().click();
      // the builder speaks the editor's interface language (Croatian), whatever the page's
      const inspector = page.getByRole("complementary", { name: "Svojstva" });
      await inspector.getByRole("textbox", { name: "Tekst*", exact: true }).fill("Pumpkin soup");
      await expect(saveStateOf(page)).toContainText("Sve promjene su spremljene");
      await visitor.goto(`/en/blog/${englishSlug}`);
      await expect(visitor.getByRole("heading", { name: "Autumn menu", level: 1 })).toHaveCount(0);
      await page.getByRole("button", { name: "Objavi", exact: true }).click();
      await expect(saveStateOf(page)).toContainText("objavljena");

      // visitors: English with its own text and the English category; Croatian as it was
      await visitor.goto(`/en/blog/${englishSlug}`);
      await expect(visitor.getByRole("heading", { name: "Autumn menu", level: 1 })).toBeVisible();
      await expect(visitor.getByRole("heading", { name: "Pumpkin soup" })).toBeVisible();
      await expect(visitor.getByRole("link", { name: "News" }).first()).toBeVisible();
      await visitor.goto(`/objave/${slug}`);
      await expect(visitor.getByRole("heading", { name: "Bučina juha" })).toBeVisible();
    } finally {
      await visitorContext.close();
      await deletePost(page.request, slug);
    }
  });
});
