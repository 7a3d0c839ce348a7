import type { Page } from "@playwright/test";
import { and, asc, eq } from "drizzle-orm";
import { outbox } from "../../server/db/schema.ts";
import { expect, test } from "./fixture.ts";
import { ownSite } from "./own-site.ts";
import { demoAccounts } from "./seed-data.ts";

// issue 21 newsletter: an editor adds a consent to the newsletter form in /admin/consent, a
// visitor subscribes through the home page's newsletter element, confirms by the mailed link
// and unsubscribes by the welcome mail's link; /admin/newsletter shows each step. A site of its
// own: the newsletter form changes, and its outbox is read for the links.
const editor = demoAccounts.find((account) => account.role === "back-office")!;
const site = ownSite();
const visitor = "posjetitelj.newsletter@example.com";
const privacy = /^PRIV-1 \(v1\): /;

async function logIn(page: Page) {
  await page.getByLabel("Adresa e-pošte").fill(editor.email);
  await page.getByLabel("Lozinka").fill(editor.password);
  await page.getByRole("button", { name: "Prijava" }).click();
}

async function expectNoPageOverflow(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/** The link of the newest mail of a template to an address that leads to `path`. */
async function mailedLink(
  to: string,
  template: "newsletterConfirm" | "newsletterWelcome",
  path: string,
) {
  const mails = await site()
    .database.db.select()
    .from(outbox)
    .where(and(eq(outbox.to, to), eq(outbox.template, template)))
    .orderBy(asc(outbox.id));
  const text = mails.at(-1)?.text ?? "";
  const link = text.match(/https?:\/\/\S+/g)?.find((each) => new URL(each).pathname === path);
  if (!link) throw new Error(`no ${path} link in: ${text}`);
  const url = new URL(link);
  return `${site().origin}${url.pathname}${url.search}`;
}

test("an editor adds a consent, a visitor subscribes, confirms and unsubscribes, and the back office shows it (1440 px, 375 px)", async ({
  page,
  browser,
}) => {
  const { origin } = site();
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${origin}/admin/consent/newsletter`);
  await logIn(page);
  await expect(page.getByRole("heading", { name: "Privole obrasca „Newsletter”" })).toBeVisible();
  const second = page.getByRole("group", { name: "Redak 2" });
  const option = second.getByRole("option", { name: privacy });
  await second.getByLabel("Privola").selectOption({ label: (await option.textContent()) ?? "" });
  await second.getByLabel("Ključ").fill("privacy");
  await second.getByLabel("Obavezna").check();
  await page.getByRole("button", { name: "Spremi privole obrasca" }).click();
  await expect(page.locator(".admin-notice")).toHaveText(
    "Privole obrasca „Newsletter” su spremljene.",
  );

  // a visitor at 375 px subscribes on the home page: both consents are asked, both required
  const visit = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const guest = await visit.newPage();
  await guest.goto(`${origin}/`);
  const band = guest.locator("section.newsletter");
  await expect(band.getByRole("heading", { name: "Novosti iz konobe" })).toBeVisible();
  await expectNoPageOverflow(guest);
  await band.getByLabel("E-pošta").fill(visitor);
  const consents = band.getByRole("checkbox");
  await expect(consents).toHaveCount(2);
  await band.getByRole("checkbox", { name: /obavijesti o ponudama/ }).check();
  await band.getByRole("button", { name: "Prijavi se" }).click();
  // a required consent left out: the API's consentRequired, nothing sent
  await expect(band.getByText(/prihvatite obavezne privole/)).toBeVisible();
  await band.getByRole("checkbox", { name: /pravila zaštite privatnosti/ }).check();
  await band.getByRole("button", { name: "Prijavi se" }).click();
  await expect(band.getByRole("status")).toHaveText(
    "Hvala! Poslali smo vam e-poruku: prijavu potvrdite poveznicom iz nje.",
  );
  await expectNoPageOverflow(guest);

  // the mailed link confirms, once
  const confirmLink = await mailedLink(visitor, "newsletterConfirm", "/potvrdi-email");
  await guest.goto(confirmLink);
  await expect(guest.getByRole("heading", { name: "Adresa je potvrđena" })).toBeVisible();
  await expect(guest.getByText("Hvala! Vaša prijava na newsletter je potvrđena.")).toBeVisible();
  await expect(guest).not.toHaveURL(/token=/);
  await guest.goto(confirmLink);
  await expect(guest.getByRole("heading", { name: "Adresa nije potvrđena" })).toBeVisible();
  await expect(guest.getByRole("alert")).toContainText("Poveznica nije valjana");

  // the welcome mail's unsubscribe link: one button
  await guest.goto(await mailedLink(visitor, "newsletterWelcome", "/newsletter"));
  await expect(guest.getByRole("heading", { name: "Odjava s newslettera" })).toBeVisible();
  await guest.getByRole("button", { name: "Odjavi me" }).click();
  await expect(guest.getByText("Odjavljeni ste s newslettera.", { exact: false })).toBeVisible();
  await expectNoPageOverflow(guest);
  await visit.close();

  // the back office: the subscriber, unsubscribed, with both consents accepted and withdrawn
  await page.goto(`${origin}/admin/newsletter`);
  const nav = page.getByRole("navigation", { name: "Izbornik administracije" });
  await expect(nav.getByRole("link", { name: "Newsletter" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await page.getByRole("search").getByLabel("E-pošta").fill("posjetitelj.newsletter");
  await page.getByRole("search").getByLabel("Stanje").selectOption("unsubscribed");
  await page.getByRole("search").getByRole("button", { name: "Pretraži" }).click();
  const row = page.getByRole("row").filter({ hasText: visitor });
  await expect(row).toContainText("Odjavljen");
  await row.getByText(visitor).click();
  const history = row.locator("details li");
  await expect(history).toHaveCount(4);
  await expect(history.filter({ hasText: "Prihvaćena" })).toHaveCount(2);
  await expect(history.filter({ hasText: "Povučena" })).toHaveCount(2);
  await expect(page.getByRole("link", { name: "Izvezi CSV" })).toHaveAttribute(
    "href",
    /^\/admin\/newsletter\/export\.csv\?.*status=unsubscribed/,
  );
  const csv = await page.request.get(
    `${origin}/admin/newsletter/export.csv?search=posjetitelj.newsletter`,
  );
  expect(csv.status()).toBe(200);
  expect(await csv.text()).toContain(`${visitor},hrv,unsubscribed,`);

  // the data subject's export (/admin/consent) lists each step, oldest first
  await page.goto(`${origin}/admin/consent`);
  const request = page.getByRole("region", { name: /Zahtjev ispitanika/ });
  await request.getByLabel("E-pošta ispitanika").fill(visitor.toUpperCase());
  await request.getByRole("button", { name: "Prikaži podatke" }).click();
  const steps = page.getByRole("region", { name: /Zahtjev ispitanika/ }).getByRole("row");
  await expect(steps.filter({ hasText: "subscribed (waiting for confirmation)" })).toHaveCount(1);
  await expect(steps.filter({ hasText: "confirmed by the mailed link" })).toHaveCount(1);
  await expect(steps.filter({ hasText: /Newsletterunsubscribed$/ })).toHaveCount(1);
  await expect(steps.filter({ hasText: /accepted .* \(newsletter:/ })).toHaveCount(2);
  await expect(steps.filter({ hasText: /withdrawn .* \(newsletter:/ })).toHaveCount(2);
  // the confirmation mail (one per subscribe attempt that passed) and the welcome mail
  expect(await steps.filter({ hasText: "newsletterConfirm" }).count()).toBeGreaterThanOrEqual(1);
  await expect(steps.filter({ hasText: "newsletterWelcome" })).toHaveCount(1);
  const timeline = await page.request.get(
    `${origin}/admin/consent/subject/export?${new URLSearchParams({ email: visitor, format: "csv" }).toString()}`,
  );
  expect(timeline.headers()["content-disposition"]).toMatch(/^attachment; filename="data-subject-/);
  const lines = (await timeline.text()).split("\r\n");
  expect(lines.filter((line) => line.includes(",newsletter,"))).toHaveLength(3);
  expect(lines.filter((line) => line.includes(",consent,"))).toHaveLength(4);
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoPageOverflow(page);
});

test("without JavaScript the newsletter element posts and the newsletter page answers", async ({
  browser,
}) => {
  const { origin } = site();
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${origin}/`);
  const band = page.locator("section.newsletter");
  await band.getByLabel("E-pošta").fill("bez.skripte@example.com");
  for (const consent of await band.getByRole("checkbox").all()) await consent.check();
  await band.getByRole("button", { name: "Prijavi se" }).click();
  await expect(page).toHaveURL(`${origin}/newsletter`);
  await expect(page.getByRole("status")).toHaveText(
    "Hvala! Poslali smo vam e-poruku: prijavu potvrdite klikom na poveznicu u njoj.",
  );
  expect(
    await mailedLink("bez.skripte@example.com", "newsletterConfirm", "/potvrdi-email"),
  ).toMatch(/goalType=message/);
  await context.close();
});
