import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./fixture.ts";
import { builderApi, logInAsEditor } from "./builder-helpers.ts";

// issue 23: the builder's canvas draws the page as visitors get it at the chosen width (the
// same CSS, margins, fonts and spacing), scaled as a whole when the pane is narrower.

type Measured = {
  text: string;
  x: number;
  /** From its section's top (the outermost element it is in); a section's: from the last one's end. */
  y: number;
  width: number;
  height: number;
  fontSize: string;
  marginTop: string;
  paddingLeft: string;
  className: string;
};

/**
 * The page's elements (`.el`) in document order, those with a box, relative to the content's
 * left edge and their section's top, divided by the scale the page is drawn at.
 */
async function measure(page: Page, root: string, scaleOf: string): Promise<Measured[]> {
  return page.evaluate(
    ([rootSelector, scaleSelector]) => {
      const content = document.querySelector(rootSelector!)!;
      const scaled = document.querySelector<HTMLElement>(scaleSelector!)!;
      // the canvas zooms its frame to fit the pane (the site: 1)
      const scale = Number(scaled.style.zoom) || 1;
      const origin = content.getBoundingClientRect();
      const sectionOf = (element: Element) => {
        let outer = element;
        for (let up = element.parentElement?.closest(".el"); up && content.contains(up);)
          [outer, up] = [up, up.parentElement?.closest(".el")];
        return outer;
      };
      let sectionEnd = origin.y;
      return [...content.querySelectorAll<HTMLElement>(".el")]
        .filter((element) => element.getBoundingClientRect().width > 0)
        .map((element) => {
          const box = element.getBoundingClientRect();
          const section = sectionOf(element);
          const top = section === element ? sectionEnd : section.getBoundingClientRect().y;
          if (section === element) sectionEnd = box.bottom;
          const style = getComputedStyle(element);
          return {
            text: (element.textContent ?? "").trim(),
            x: Math.round((box.x - origin.x) / scale),
            y: Math.round((box.y - top) / scale),
            width: Math.round(box.width / scale),
            height: Math.round(box.height / scale),
            fontSize: style.fontSize,
            marginTop: style.marginTop,
            paddingLeft: style.paddingLeft,
            className: element.className,
          };
        });
    },
    [root, scaleOf],
  );
}

/** The page at `path` as a visitor's window of the device's size draws it. */
async function publishedAt(
  browser: Browser,
  baseURL: string,
  viewport: { width: number; height: number },
  path = "/",
) {
  const context = await browser.newContext({ baseURL, viewport });
  const site = await context.newPage();
  await site.goto(path);
  await site.waitForLoadState("networkidle");
  await site.evaluate(() => document.fonts.ready);
  const measured = await measure(site, "article.page-content", "article.page-content");
  await context.close();
  return measured;
}

// each device's window (admin/builder/viewport.ts): its `vh` is the canvas's
const viewports = [
  { label: "Mobitel (375 px)", width: 375, height: 812 },
  { label: "Tablet (768 px)", width: 768, height: 1024 },
  { label: "Računalo (1440 px)", width: 1440, height: 900 },
];

test("the canvas draws the home page as the site does at 375, 768 and 1440 px", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  // a window as high as no device: a length in `vh` (the hero's) answers the device's height
  await page.setViewportSize({ width: 1440, height: 1000 });
  await logInAsEditor(page);
  await page.goto("/?editPage=true");
  const canvas = page.locator(".vb-canvas__frame");
  await expect(canvas.locator("[data-node-id]").first()).toBeVisible();
  for (const { label, width, height } of viewports) {
    await page.getByRole("radio", { name: label }).click();
    await expect(canvas).toHaveAttribute("data-viewport", /./);
    // the frame is as wide as the viewport (its computed width has the zoom's rounding)
    await expect
      .poll(() => canvas.evaluate((frame) => Math.round(parseFloat(getComputedStyle(frame).width))))
      .toBe(width);
    const drawn = await measure(page, ".vb-canvas__frame", ".vb-canvas__frame");
    const published = await publishedAt(browser, baseURL!, { width, height });
    // The canvas has no server data (lists of pages and products, the newsletter's consents): those
    // elements differ, and the sections after them sit higher on the page. The others are
    // matched by their text and compared within their section; the sections' spacing is their
    // margins.
    let next = 0;
    const pairs = published.flatMap((site) => {
      const index = drawn.findIndex((each, at) => at >= next && each.text === site.text);
      if (index < 0) return [];
      next = index + 1;
      return [[site, drawn[index]!] as const];
    });
    expect(pairs.length, `${width} px: elements drawn as on the site`).toBeGreaterThanOrEqual(8);
    // the hero is as high as the site's: its min-height is in `vh`
    expect(pairs.some(([site]) => /\bhero\b/.test(site.className))).toBe(true);
    for (const [site, drawnBox] of pairs) {
      const where = `${width} px, "${site.text.slice(0, 40)}"`;
      for (const key of ["x", "y", "width", "height"] as const)
        expect(Math.abs(drawnBox[key] - site[key]), `${where}: ${key}`).toBeLessThanOrEqual(3);
      expect(drawnBox.fontSize, `${where}: font size`).toBe(site.fontSize);
      expect(drawnBox.marginTop, `${where}: margin`).toBe(site.marginTop);
      expect(drawnBox.paddingLeft, `${where}: padding`).toBe(site.paddingLeft);
    }
  }
});

/** The look a landing style gives the page's content: its wrapper's and its heading's. */
async function contentStyle(page: Page, content: string) {
  return page.evaluate((selector) => {
    const article = document.querySelector<HTMLElement>(selector)!;
    const heading = article.querySelector("h2")!;
    const [box, title] = [getComputedStyle(article), getComputedStyle(heading)];
    return {
      theme: article.dataset.theme,
      background: box.backgroundColor,
      color: box.color,
      font: box.fontFamily,
      lineHeight: box.lineHeight,
      headingFont: title.fontFamily,
      headingWeight: title.fontWeight,
      headingColor: title.color,
    };
  }, content);
}

test("a page in a landing style of its own is drawn in it, as the site draws it", async ({
  page,
  browser,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await logInAsEditor(page);
  const api = await builderApi(page.request);
  const slug = `stil-platna-${Date.now().toString(36)}`;
  const created = await api.createPublishedPage("Stil platna", slug);
  const saved = await api.saveDraft(slug, {
    ...created,
    document: {
      ...created.document,
      settings: { ...created.document.settings, landingStyle: "bells" },
      elements: [
        { id: "naslov", type: "heading", props: { text: "Dvorana za svečanosti", level: 2 } },
        { id: "tekst", type: "rich-text", props: { html: "<p>Za sto dvadeset gostiju.</p>" } },
      ],
    },
  });
  const published = await page.request.post(
    `/api/v1/admin/builder/documents/page/${slug}/publish`,
    { headers: api.headers, data: { baseRevision: saved.revision } },
  );
  expect(published.status()).toBe(200);
  const siteStyle = async () => {
    const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
    const site = await context.newPage();
    await site.goto(`/${slug}`);
    await site.evaluate(() => document.fonts.ready);
    const style = await contentStyle(site, "article.page-content");
    await context.close();
    return style;
  };
  try {
    const site = await siteStyle();
    expect(site.theme).toBe("bells");
    await page.goto(`/${slug}?editPage=true`);
    const canvasPage = page.locator(".vb-canvas__page");
    await expect(canvasPage.getByRole("heading", { name: "Dvorana za svečanosti" })).toBeVisible();
    expect(await contentStyle(page, ".vb-canvas__page")).toEqual(site);

    // another style chosen in the page's settings dresses the canvas at once (its tokens load)
    await page.getByRole("button", { name: "Postavke stranice" }).click();
    const settings = page.getByRole("dialog", { name: "Postavke stranice" });
    await settings
      .getByRole("combobox", { name: "Stil sadržaja stranice" })
      .selectOption({ label: "Helena (smještaj)" });
    await settings.getByRole("button", { name: "Spremi" }).click();
    await expect(canvasPage).toHaveAttribute("data-theme", "helena");
    await expect
      .poll(async () => (await contentStyle(page, ".vb-canvas__page")).headingFont)
      .toContain("Nunito Sans");
  } finally {
    await api.deletePage(slug);
  }
});

test("below 900 px the builder says it is a desktop tool, with the way back to the page", async ({
  page,
}) => {
  await logInAsEditor(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/?editPage=true");
  const notice = page.getByRole("region", { name: "Uređivač je alat za računalo" });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText("treba prozor širok barem 900 px");
  // no clipped toolbar beside it
  await expect(page.getByRole("toolbar", { name: "Alati uređivača" })).toBeHidden();
  const box = (await notice.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(375);

  // a wide window has the builder, not the notice
  await page.setViewportSize({ width: 1000, height: 800 });
  await expect(page.getByRole("toolbar", { name: "Alati uređivača" })).toBeVisible();
  await expect(notice).toBeHidden();

  await page.setViewportSize({ width: 375, height: 800 });
  await notice.getByRole("link", { name: "Natrag na stranicu" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator("article.page-content")).toBeVisible();
});
