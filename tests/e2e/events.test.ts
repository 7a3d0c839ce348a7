import type { Page } from "@playwright/test";
import { expect, test } from "./fixture.ts";

// issue 22, events: the hall page's events element, an event's page with its time, seats and
// Event data, and its calendar file, at 1440 and 375 px, on the demo's three events.

const cards = (page: Page) => page.locator(".event-grid > li");

test.describe.configure({ mode: "serial" });

test.describe("at 1440 px", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("the hall lists the upcoming events; an event's page offers its calendar file", async ({
    page,
  }) => {
    await page.goto("/dvorana");
    const section = page.locator(".events-list");
    await expect(
      section.getByRole("heading", { level: 2, name: "Nadolazeći događaji" }),
    ).toBeVisible();
    await expect(cards(page)).toHaveCount(3);
    await expect(cards(page).first()).toContainText("Kušanje vina s obiteljskih vinograda");
    await section.scrollIntoViewIfNeeded();
    await expect(section.locator("img").first()).toHaveJSProperty("complete", true);
    await section.screenshot({ path: test.info().outputPath("events-element-1440.png") });

    await section.getByRole("link", { name: "Kušanje vina s obiteljskih vinograda" }).click();
    await expect(page).toHaveURL(/\/dogadjaj\/\d+$/);
    await expect(
      page.getByRole("heading", { level: 1, name: "Kušanje vina s obiteljskih vinograda" }),
    ).toBeVisible();
    await expect(page.locator(".event-page__facts")).toContainText("Vinski podrum Konobe Vitrina");
    await expect(page.locator(".event-page__facts")).toContainText("Još 7 slobodnih mjesta");
    await expect(page.locator(".event-page__description")).toContainText("Šest vina");
    const jsonLd = await page.locator('script[type="application/ld+json"]').textContent();
    expect(JSON.parse(jsonLd ?? "{}")).toMatchObject({
      "@type": "Event",
      name: "Kušanje vina s obiteljskih vinograda",
      location: { "@type": "Place", name: "Vinski podrum Konobe Vitrina" },
    });
    await page.screenshot({ path: test.info().outputPath("event-1440.png"), fullPage: true });

    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Dodaj u kalendar (.ics)" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^event-\d+\.ics$/);
    const ics = await (await page.request.get(file.url())).text();
    expect(ics).toContain("\r\nSUMMARY:Kušanje vina s obiteljskih vinograda\r\n");
    expect(ics).toMatch(/\r\nDTSTART:\d{8}T\d{6}Z\r\n/);
  });

  test("the event's English page is its alternate, with its own calendar file", async ({
    page,
  }) => {
    await page.goto("/dvorana");
    const href = await cards(page).first().getByRole("link").getAttribute("href");
    const id = /^\/dogadjaj\/(\d+)$/.exec(href ?? "")?.[1];
    expect(id).toBeDefined();
    await page.goto(`/dogadjaj/${id}`);
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
      "href",
      new RegExp(`/en/event/${id}$`),
    );
    await page.goto(`/en/event/${id}`);
    await expect(
      page.getByRole("heading", { level: 1, name: "Wine tasting from the family vineyards" }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Add to calendar (.ics)" })).toHaveAttribute(
      "href",
      `/en/event/${id}.ics`,
    );
  });
});

test.describe("at 375 px", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the element and an event's page fit the phone's width", async ({ page }) => {
    await page.goto("/dvorana");
    await cards(page).first().scrollIntoViewIfNeeded();
    await expect(cards(page).first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    await page.locator(".events-list").screenshot({
      path: test.info().outputPath("events-element-375.png"),
    });
    await cards(page).nth(2).getByRole("link").click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Tečaj kuhanja: peka kao kod bake",
    );
    await expect(page.locator(".event-page__facts")).toContainText("Popunjeno");
    await expect(page.getByRole("link", { name: "Dodaj u kalendar (.ics)" })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    await page.screenshot({ path: test.info().outputPath("event-375.png"), fullPage: true });
  });
});
