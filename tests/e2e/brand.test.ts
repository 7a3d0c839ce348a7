import type { Page } from "@playwright/test";
import { expect, test } from "./fixture.ts";
import { mainMenu, pages } from "./seed-data.ts";

// One brand per site (design.md, spec 1): the landing page (HomePageSlug "restaurant") gives
// the whole site the vitrina style; the hall and the rooms dress only their own content.
const sitePaths = [
  "/",
  `/${pages.hall.hr.slug}`,
  `/${pages.menu.hr.slug}`,
  `/${pages.about.hr.slug}`,
];
const themeNames = ["bugarin", "helena", "bells", "vitrina"];

/** What the frame looks like: theme, header and footer colours and the type of the page. */
async function frameOf(page: Page) {
  return page.evaluate(() => {
    const style = (selector: string) => {
      const element = document.querySelector(selector);
      if (!element) return null;
      const computed = getComputedStyle(element);
      return {
        background: computed.backgroundColor,
        color: computed.color,
        font: computed.fontFamily,
      };
    };
    return {
      theme: document.documentElement.dataset.theme,
      body: style("body"),
      header: style(".site-header__bar"),
      nav: style(".site-header nav a"),
      footer: style("footer.site-footer"),
      footerTitle: style(".site-footer__title"),
      euLogos: document.querySelectorAll('footer img[src*="eu-"]').length,
    };
  });
}

/** The landing styles whose rules reached this page, read from its loaded stylesheets. */
async function loadedThemes(page: Page): Promise<string[]> {
  return page.evaluate((names) => {
    const found = new Set<string>();
    for (const sheet of Array.from(document.styleSheets)) {
      for (const rule of Array.from(sheet.cssRules)) {
        const selector = rule instanceof CSSStyleRule ? rule.selectorText : "";
        for (const name of names) if (selector.includes(`"${name}"`)) found.add(name);
      }
    }
    return [...found].sort();
  }, themeNames);
}

for (const width of [1440, 375]) {
  test.describe(`one brand per site at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("header, footer, fonts and colours stay the site's on every page", async ({ page }) => {
      const frames = [];
      for (const path of sitePaths) {
        await page.goto(path);
        frames.push({ path, ...(await frameOf(page)) });
      }
      const [home, ...others] = frames;
      expect(home?.theme).toBe("vitrina");
      expect(home?.body?.font).toContain("Source Sans 3");
      expect(home?.footerTitle?.font).toContain("Fraunces");
      // spec 2: the site's style (vitrina) shows the EU logos on every page, the hall's too
      expect(home?.euLogos).toBeGreaterThan(0);
      for (const frame of others) {
        expect({ ...frame, path: home?.path }).toEqual(home);
      }
    });

    test("a page with its own landing style dresses only its content", async ({ page }) => {
      await page.goto(`/${pages.hall.hr.slug}`);
      await expect(page.locator("html")).toHaveAttribute("data-theme", "vitrina");
      const content = page.locator("article.page-content");
      await expect(content).toHaveAttribute("data-theme", "bells");
      const headingFont = await content
        .locator("h1, h2")
        .first()
        .evaluate((element) => getComputedStyle(element).fontFamily);
      expect(headingFont).toContain("Bodoni Moda");
      await page.screenshot({ path: `test-results/brand-hall-${width}.png`, fullPage: false });
    });

    test("each page loads only its own styles' CSS and fonts", async ({ page }) => {
      await page.goto(`/${pages.about.hr.slug}`);
      await page.evaluate(() => document.fonts.ready);
      expect(await loadedThemes(page)).toEqual(["vitrina"]);
      await page.goto(`/${pages.hall.hr.slug}`);
      expect(await loadedThemes(page)).toEqual(["bells", "vitrina"]);
    });
  });
}

test("a page links one stylesheet, and a client-side navigation adds only a style's tokens", async ({
  page,
  request,
}) => {
  const stylesheetsOf = async (path: string) => {
    const html = await (await request.get(path)).text();
    return [...html.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map(([, href]) => href);
  };
  const [site] = await stylesheetsOf("/");
  expect(site).toMatch(/^\/assets\/site-[\w-]+\.css$/);
  // home, a content page, a category, a product: the site's one stylesheet
  for (const path of [
    "/",
    `/${pages.about.hr.slug}`,
    "/shop/vina",
    "/product/dingac-plavac-mali-2019",
  ])
    expect(await stylesheetsOf(path), path).toEqual([site]);
  // a page dressed in a style of its own adds that style's tokens, and only them
  const hall = await stylesheetsOf(`/${pages.hall.hr.slug}`);
  expect(hall).toHaveLength(2);
  expect(hall[0]).toBe(site);
  expect(hall[1]).toMatch(/^\/assets\/tokens-[\w-]+\.css$/);

  // a client-side navigation (the main menu) to that page fetches its style's tokens and
  // nothing else, and the site's stylesheet stays
  const requested: string[] = [];
  page.on("request", (sent) => {
    if (sent.resourceType() === "stylesheet") requested.push(new URL(sent.url()).pathname);
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/");
  const hallLink = mainMenu("hr").find((item) => item.link === `/${pages.hall.hr.slug}`);
  await page
    .getByRole("navigation", { name: /izbornik/i })
    .first()
    .getByRole("link", { name: hallLink?.title ?? "", exact: true })
    .click();
  await expect(page).toHaveURL(`/${pages.hall.hr.slug}`);
  await expect(page.locator("article.page-content")).toHaveAttribute("data-theme", "bells");
  expect(requested).toEqual(hall);
  const linked = await page
    .locator('head link[rel="stylesheet"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  expect(linked).toEqual(hall);
});

test("a page in a style of its own preloads that style's heading font, not the site's", async ({
  request,
}) => {
  // the hall page dresses its content in 'bells' (Bodoni Moda headings) on a 'vitrina' site:
  // its hero's title is above the fold, the site's heading face (Fraunces) is not
  const html = await (await request.get(`/${pages.hall.hr.slug}`)).text();
  const fonts = html.match(/<link rel="preload"[^>]*as="font"[^>]*>/g) ?? [];
  expect(fonts).toHaveLength(1);
  expect(fonts[0]).toMatch(/href="\/assets\/bodoni-moda-latin-wght-normal-[\w-]+\.woff2"/);
  expect(fonts[0]).toContain('type="font/woff2"');
  expect(fonts[0]).toContain('crossorigin="anonymous"');
});

test("web fonts are self-hosted, swap, and the one above the fold is preloaded", async ({
  page,
}) => {
  const fontRequests: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "font") fontRequests.push(request.url());
  });
  await page.goto("/");
  await page.evaluate(() => document.fonts.ready);
  const preloads = await page
    .locator('head link[rel="preload"][as="font"]')
    .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  expect(preloads).toHaveLength(1);
  expect(preloads[0]).toMatch(/fraunces-latin-wght-normal.*\.woff2$/);
  const faces = await page.evaluate(() =>
    Array.from(document.styleSheets).flatMap((sheet) =>
      Array.from(sheet.cssRules)
        .filter((rule) => rule instanceof CSSFontFaceRule)
        .map((rule) => ({
          family: rule.style.getPropertyValue("font-family"),
          display: rule.style.getPropertyValue("font-display"),
        })),
    ),
  );
  expect(faces.length).toBeGreaterThan(0);
  for (const face of faces) expect(face.display).toBe("swap");
  const families = new Set(faces.map((face) => face.family.replaceAll(/["']/g, "")));
  expect([...families].sort()).toEqual(["Fraunces Variable", "Source Sans 3 Variable"]);
  // every font comes from this server, none from a font CDN
  expect(fontRequests.length).toBeGreaterThan(0);
  for (const url of fontRequests) expect(new URL(url).host).toBe(new URL(page.url()).host);
  // the Croatian letters (š in "Primošten") come in their own small files, never in Fontsource's
  // latin-ext files (scripts/croatian-font-subsets.ts)
  expect(fontRequests.filter((url) => /-hr-wght-normal-[\w-]+\.woff2$/.test(url))).not.toEqual([]);
  expect(fontRequests.filter((url) => url.includes("latin-ext"))).toEqual([]);
  // no stacks that only exist on a Mac: the faces in use are the loaded web fonts
  const fontsInUse = await page.evaluate(() => [
    getComputedStyle(document.body).fontFamily,
    getComputedStyle(document.querySelector("h1, h2")!).fontFamily,
  ]);
  for (const stack of fontsInUse) {
    expect(stack).not.toMatch(/Avenir|Iowan|Palatino|Didot|Seravek|-apple-system|Helvetica/);
  }
  expect(await page.evaluate(() => document.fonts.check('16px "Fraunces Variable"'))).toBe(true);
});
