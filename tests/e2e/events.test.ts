import type { Page } from "@playwright/test";
import { expect, test } from "./fixture.ts";
import AxeBuilder from "@axe-core/playwright";
import { logInAsEditor } from "./builder-helpers.ts";

// issue 22, events: the hall page's events element, an event's page with its time, seats and
// Event data, and its calendar file, at 1440 and 375 px, on the demo's three events; a visitor
// signing up (decision 054) and the sold-out event without a form; the back office writing an
// event in Croatian and English at /admin/events.

const cards = (page: Page) => page.locator(".event-grid > li");

/** The one VEVENT of a calendar file, its properties by name (folded lines unfolded). */
function veventOf(ics: string): Record<string, string> {
  const lines = ics.replace(/\r\n[ \t]/g, "").split("\r\n");
  const start = lines.indexOf("BEGIN:VEVENT");
  const end = lines.indexOf("END:VEVENT");
  expect(start).toBeGreaterThan(0);
  expect(end).toBeGreaterThan(start);
  const properties: Record<string, string> = {};
  for (const line of lines.slice(start + 1, end)) {
    const colon = line.indexOf(":");
    properties[line.slice(0, colon).split(";")[0] ?? ""] = line.slice(colon + 1);
  }
  return properties;
}

/** An iCalendar UTC time (20271205T180000Z) as ISO. */
const icsInstant = (value: string | undefined) =>
  (value ?? "").replace(/^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z$/, "$1-$2-$3T$4:$5:$6Z");

/** The seats left the page says ("Još 45 slobodnih mjesta"). */
async function seatsLeftOn(page: Page): Promise<number> {
  const text = await page.locator(".event-page__facts").textContent();
  return Number(/Još (\d+) slobodnih mjesta/.exec(text ?? "")?.[1]);
}

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
    const answer = await page.request.get(file.url());
    expect(answer.headers()["content-type"]).toMatch(/^text\/calendar/);
    const vevent = veventOf(await answer.text());
    expect(vevent.SUMMARY).toBe("Kušanje vina s obiteljskih vinograda");
    expect(vevent.LOCATION).toBe("Vinski podrum Konobe Vitrina");
    expect(vevent.DTSTART).toMatch(/^\d{8}T\d{6}Z$/);
    expect(Date.parse(icsInstant(vevent.DTEND))).toBeGreaterThan(
      Date.parse(icsInstant(vevent.DTSTART)),
    );
    expect(vevent.UID).toMatch(/^event-\d+@/);
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

test.describe("signing up (decision 054)", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("a visitor signs up on a phone and the seats left drop", async ({ page }) => {
    test.slow();
    await page.goto("/dvorana");
    await cards(page).nth(1).getByRole("link").click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Večer žive glazbe na terasi");
    const before = await seatsLeftOn(page);
    expect(before).toBeGreaterThan(2);
    const form = page.locator("#prijava form.form-el__form");
    await expect(page.getByRole("heading", { level: 2, name: "Prijava na događaj" })).toBeVisible();
    // the errors of an empty form, in Croatian, at their fields, before any request
    await form.getByRole("button", { name: "Prijavi me" }).click();
    await expect(form.getByLabel("Ime i prezime")).toHaveAttribute("aria-invalid", "true");
    await form.getByLabel("Ime i prezime").fill("Mara Marić");
    await form.getByLabel("E-pošta").fill("mara@example.com");
    await form.getByLabel("Broj mjesta").fill("2");
    await form.getByRole("checkbox", { name: /^Pristajem na obradu/ }).check();
    await expect(form.locator('input[name="altcha"]')).not.toHaveValue("", { timeout: 60_000 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    await page.locator("#prijava").screenshot({ path: test.info().outputPath("signup-375.png") });
    await form.getByRole("button", { name: "Prijavi me" }).click();
    await expect(page.getByRole("status")).toContainText("Hvala, prijavljeni ste!");
    await expect(page.locator(".event-page__facts")).toContainText(
      `Još ${before - 2} slobodnih mjesta`,
    );
    // fresh for the next visitor too: the cached page was dropped
    await page.reload();
    expect(await seatsLeftOn(page)).toBe(before - 2);
  });

  test("the sold-out event says so and has no form", async ({ page }) => {
    await page.goto("/dvorana");
    await cards(page).nth(2).getByRole("link").click();
    await expect(page.locator(".event-page__facts")).toContainText("Popunjeno");
    await expect(page.getByText("Sva su mjesta popunjena, prijave su zatvorene.")).toBeVisible();
    await expect(page.locator("form.form-el__form")).toHaveCount(0);
  });
});

test.describe("/admin/events", () => {
  for (const width of [1440, 375]) {
    test(`an editor writes an event in Croatian and English at ${width} px`, async ({
      browser,
    }) => {
      test.slow();
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      const title = `Ljetna večer ${width}-${Date.now().toString(36)}`;
      try {
        await logInAsEditor(page);
        await page.goto("/admin/events?language=hr");
        await expect(page.getByRole("heading", { level: 1, name: "Događaji" })).toBeVisible();
        await expect(page.getByRole("row", { name: /Kušanje vina/ })).toBeVisible();
        await page.screenshot({
          path: test.info().outputPath(`admin-events-${width}.png`),
          fullPage: true,
        });
        await page.getByRole("link", { name: "Novi događaj" }).click();
        const form = page.getByRole("form", { name: "Novi događaj" });
        await form.getByLabel("Naslov", { exact: true }).fill(title);
        await form.getByLabel("Mjesto", { exact: true }).fill("Terasa Konobe Vitrina");
        await form
          .getByLabel(/^Opis \(HTML/)
          .fill("<p>Uz more i <b>glazbu</b>.</p><script>x()</script>");
        await form.getByLabel("Početak (zagrebačko vrijeme)").fill("2031-06-10T19:00");
        await form.getByLabel("Kraj (zagrebačko vrijeme)").fill("2031-06-10T18:00");
        await form.getByLabel(/^Broj mjesta/).fill("30");
        await form.getByLabel(/^Objavljen/).check();
        await form.getByRole("button", { name: "Spremi" }).click();
        // the API's refusal, in Croatian, under the field it names
        const end = page.getByLabel("Kraj (zagrebačko vrijeme)");
        await expect(end).toHaveAttribute("aria-invalid", "true");
        await expect(page.locator("#event-endEvent-error")).toHaveText(
          "Kraj događaja mora biti nakon njegova početka",
        );
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          width,
        );
        await page.screenshot({
          path: test.info().outputPath(`admin-event-error-${width}.png`),
          fullPage: true,
        });
        await end.fill("2031-06-10T22:30");
        await page.getByRole("button", { name: "Spremi" }).click();
        await expect(page.getByRole("status")).toHaveText(`Događaj „${title}” je dodan.`);
        const id = /[?&]edit=(\d+)/.exec(page.url())?.[1];
        expect(id).toBeDefined();

        // the English texts of the same event
        await page.goto(`/admin/events?language=en&edit=${id}`);
        await expect(
          page.getByText("Ovaj događaj još nema tekstove na ovom jeziku: upišite ih i spremite."),
        ).toBeVisible();
        await page.getByLabel("Naslov", { exact: true }).fill(`Summer evening ${width}`);
        await page.getByLabel("Mjesto", { exact: true }).fill("The terrace of Konoba Vitrina");
        await page.getByRole("button", { name: "Spremi" }).click();
        await expect(page.getByRole("status")).toContainText("je spremljen");

        await page.goto(`/dogadjaj/${id}`);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
        await expect(page.locator(".event-page__facts")).toContainText("19:00");
        await expect(page.locator(".event-page__facts")).toContainText("Još 30 slobodnih mjesta");
        await expect(page.locator(".event-page__description")).toContainText("Uz more i glazbu.");
        await expect(page.locator(".event-page__description script")).toHaveCount(0);
        await expect(page.locator("#prijava form.form-el__form")).toBeVisible();
        await page.goto(`/en/event/${id}`);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Summer evening ${width}`);
        await expect(page.locator(".event-page__facts")).toContainText(
          "The terrace of Konoba Vitrina",
        );

        // deleted after its confirmation, and gone from the list
        await page.goto("/admin/events?language=hr");
        const row = page.getByRole("row", { name: new RegExp(title) });
        await row.getByRole("button", { name: `Obriši: ${title}` }).click();
        const dialog = page.getByRole("dialog", { name: `Obrisati događaj „${title}”?` });
        await expect(dialog).toBeVisible();
        await dialog.getByRole("button", { name: "Obriši" }).click();
        await expect(page.getByRole("status")).toHaveText(`Događaj „${title}” je obrisan.`);
        await expect(page.getByRole("row", { name: new RegExp(title) })).toHaveCount(0);
        expect((await page.request.get(`/dogadjaj/${id}`)).status()).toBe(404);
      } finally {
        await context.close();
      }
    });
  }
});

test("the event page with its form and the events screen have no WCAG A/AA violations", async ({
  page,
}) => {
  test.slow();
  await page.emulateMedia({ reducedMotion: "reduce" });
  const report: string[] = [];
  const check = async (label: string) => {
    const { violations } = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
      .analyze();
    for (const violation of violations)
      report.push(`${label}: ${violation.id} ${violation.nodes[0]?.target.join(" ") ?? ""}`);
  };
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/dvorana");
    await cards(page).nth(1).getByRole("link").click();
    await expect(page.locator("#prijava form.form-el__form")).toBeVisible();
    await check(`event ${width}`);
  }
  await logInAsEditor(page);
  await page.goto("/admin/events?language=hr");
  await check("admin list");
  await page.getByRole("link", { name: "Novi događaj" }).click();
  await expect(page.getByRole("form", { name: "Novi događaj" })).toBeVisible();
  await check("admin form");
  expect(report).toEqual([]);
});
