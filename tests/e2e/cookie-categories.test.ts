import type { Page } from "@playwright/test";
import { and, asc, eq, like } from "drizzle-orm";
import { expect, test } from "./fixture.ts";
import { consentLog } from "../../server/db/schema-consents.ts";
import { outbox, siteOptions, sites } from "../../server/db/schema.ts";
import { ownSite } from "./own-site.ts";

// issue 21 (decision 047): a site with an analytics identifier shows a banner with categories,
// loads nothing of the analytics before the visitor agrees, logs each choice in the consent log
// by the visitor id its cookie keeps, and lets the visitor change it (on a site of its own: the
// identifier is a site option).
const analyticsId = "G-VITRINA01";
const site = ownSite({}, async (database) => {
  const [row] = await database.db.select({ id: sites.id }).from(sites).limit(1);
  await database.db
    .update(siteOptions)
    .set({ value: analyticsId })
    .where(and(eq(siteOptions.siteId, row?.id ?? ""), eq(siteOptions.key, "GoogleAnalyticsId")));
});

/** Answers gtag.js from here (the closed test network has no Google) and counts its loads. */
async function watchAnalytics(page: Page): Promise<{ loads: () => number }> {
  let loads = 0;
  await page.route("https://www.googletagmanager.com/**", (route) => {
    loads += 1;
    return route.fulfill({ contentType: "text/javascript", body: "window.__gtagLoaded = true;" });
  });
  return { loads: () => loads };
}

const entriesOf = (visitorId: string) =>
  site()
    .database.db.select()
    .from(consentLog)
    .where(eq(consentLog.email, `cookie-${visitorId}@visitor.invalid`))
    .orderBy(asc(consentLog.id));

const choiceCookie = async (page: Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name === "cookieNotice")?.value ?? "";

test("a phone visitor accepts analytics, then withdraws it from the footer (375 px)", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const analytics = await watchAnalytics(page);
  const response = await page.goto(`${site().origin}/`);
  // the page's CSP lets gtag.js load and report, and names nothing else of Google
  const policy = response?.headers()["content-security-policy"] ?? "";
  expect(policy).toContain("script-src 'self' https://www.googletagmanager.com");
  expect(policy).not.toContain("recaptcha");
  // the page marks the third party it uses (for its CSP)
  await expect(page.locator("[data-vitrina-third-parties]")).toHaveAttribute(
    "data-vitrina-third-parties",
    "analytics",
  );
  const banner = page.getByRole("region", { name: "Kolačići na ovoj stranici" });
  await expect(banner).toBeVisible();
  await expect(banner.getByRole("button", { name: "Samo nužni" })).toBeVisible();
  // nothing of the analytics before consent
  expect(analytics.loads()).toBe(0);
  expect(await page.evaluate(() => "dataLayer" in window)).toBe(false);
  const box = await banner.boundingBox();
  expect(box?.width).toBeLessThanOrEqual(375);

  await banner.getByRole("button", { name: "Prihvati sve" }).click();
  await expect(banner).toBeHidden();
  await expect.poll(() => analytics.loads()).toBe(1);
  const [, visitorId = ""] = /^c\.([0-9a-f]{32})\.analytics$/.exec(await choiceCookie(page)) ?? [];
  expect(visitorId).not.toBe("");
  const accepted = await entriesOf(visitorId);
  expect(accepted.map((entry) => [entry.uniqueNumber, entry.status, entry.assignedTo])).toEqual([
    ["COOKIE-1", "accepted", "cookieBanner"],
  ]);

  // the next page loads it at once, without asking again
  await page.reload();
  await expect(page.getByRole("region", { name: "Kolačići na ovoj stranici" })).toHaveCount(0);
  await expect.poll(() => analytics.loads()).toBe(2);

  // the footer's button opens the choice again, with the category as it was chosen
  await page.getByRole("button", { name: "Postavke kolačića" }).click();
  const again = page.getByRole("region", { name: "Kolačići na ovoj stranici" });
  await again.getByText("Postavke", { exact: true }).click();
  const category = again.getByRole("checkbox", { name: /Analitički kolačići/ });
  await expect(category).toBeChecked();
  await category.uncheck();
  await again.getByRole("button", { name: "Spremi odabir" }).click();
  await expect(again).toBeHidden();
  expect(await choiceCookie(page)).toBe(`c.${visitorId}`);
  const entries = await entriesOf(visitorId);
  expect(entries.map((entry) => entry.status)).toEqual(["accepted", "withdrawn"]);
  // a visitor id has no address to write to: no notice to SendGdprTo
  const notices = await site()
    .database.db.select()
    .from(outbox)
    .where(like(outbox.text, `%${visitorId}%`));
  expect(notices).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("'Samo nužni' posts the choice and the page comes back without the banner (1440 px)", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${site().origin}/kontakt`);
    const banner = page.getByRole("region", { name: "Kolačići na ovoj stranici" });
    await banner.getByRole("button", { name: "Samo nužni" }).click();
    await expect(page).toHaveURL(`${site().origin}/kontakt`);
    await expect(page.getByRole("region", { name: "Kolačići na ovoj stranici" })).toHaveCount(0);
    const [, visitorId = ""] = /^c\.([0-9a-f]{32})$/.exec(await choiceCookie(page)) ?? [];
    expect(visitorId).not.toBe("");
    expect((await entriesOf(visitorId)).map((entry) => [entry.uniqueNumber, entry.status])).toEqual(
      [["COOKIE-1", "withdrawn"]],
    );
  });
});
