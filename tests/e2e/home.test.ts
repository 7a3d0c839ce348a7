import { expect, test } from "./fixture.ts";
import { largestPaint } from "./largest-paint.ts";
import { firstHeading, mainMenu, pages, sectionCopy } from "./seed-data.ts";

test.describe("home page", () => {
  test("arrives as complete HTML before any JavaScript runs", async ({ request }) => {
    const response = await request.get("/");
    expect(response.status()).toBe(200);
    const html = await response.text();
    const home = pages.restaurant.hr;
    expect(html).toContain(`<html lang="hr"`);
    expect(html).toContain('data-theme="vitrina"');
    expect(html).toContain(firstHeading(home.document.elements));
    for (const item of mainMenu("hr")) expect(html).toContain(item.title);
    expect(html).toContain(sectionCopy.hr.columns[0]);
    expect(html).toContain(sectionCopy.hr.cookieButton);
    // page-list resolves its pages on the server: their titles are in the HTML already
    expect(html).toMatch(new RegExp(`page-card__link"[^>]*href="/${pages.hall.hr.slug}"`));
    expect(response.headers()["content-security-policy"]).toMatch(/script-src 'self' 'sha256-/);
  });

  test("shows the page with JavaScript disabled", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    const heading = firstHeading(pages.restaurant.hr.document.elements);
    await expect(page.getByRole("heading", { name: heading }).first()).toBeVisible();
    await expect(page.locator("body")).toHaveClass(/restoran/);
    await expect(page).toHaveTitle(new RegExp(pages.restaurant.hr.title));
    await context.close();
  });

  test("hydrates without console errors", async ({ page }) => {
    // the errors are the fixture's (fixture.ts); hydration parity: hydration.test.ts
    await page.goto("/");
    await page.waitForLoadState("networkidle");
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 375, height: 812 } });

    test("the hero's picture is the LCP: announced first, fetched at high priority, sized", async ({
      page,
      request,
    }) => {
      const paint = await largestPaint(page, request, "/");
      const [first] = pages.restaurant.hr.document.elements;
      if (first?.type !== "hero") throw new Error("the seeded home page opens with a hero");
      // "/images/demo/sea-960.jpg": the pipeline's files of it are "/images/demo/sea-<width>.<ext>"
      const files = first.props.image.replace(/960\.jpg$/, "");
      expect(paint.className).toBe("hero__image");
      // one image preload of high priority, in the format the <picture> offers first
      const announced = paint.preloads.filter((preload) => preload.fetchPriority === "high");
      expect(announced).toHaveLength(1);
      expect(announced[0]!.type).toBe("image/avif");
      // the file shown is the preloaded one, the candidate for 375 px, and fetched once
      expect(announced[0]!.srcset).toContain(paint.currentSrc);
      expect(paint.currentSrc).toBe(`${files}480.avif`);
      expect(paint.priority).toBe("High");
      // the modules React Router announces for the hydration come after what the paint needs
      const html = await (await request.get("/")).text();
      const modules = [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)];
      expect(modules.length).toBeGreaterThan(10);
      for (const [, path] of modules)
        expect(paint.scripts.find((script) => script.path === path)?.priority, path).toBe("Low");
      expect(paint.imageRequests.filter((url) => url.startsWith(files))).toEqual([
        paint.currentSrc,
      ]);
      expect(paint.loading).toBe("eager");
      // async decoding may paint it a frame later
      expect(paint.decoding).toBeNull();
      expect(Number(paint.width)).toBeGreaterThan(0);
      expect(Number(paint.height)).toBeGreaterThan(0);
    });
  });
});
