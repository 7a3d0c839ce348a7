import type { Page } from "@playwright/test";
import { expect, test } from "./fixture.ts";
import { linkIn, startSmtpServer, type TestSmtpServer } from "../api/smtp.ts";
import { ownSite } from "./own-site.ts";

/**
 * issue 9 journeys on a site of their own (the test process, an in-memory database) that
 * delivers its mail through a real SMTP server started here; the tests read what arrived.
 * Call at the top of a test file: it adds the beforeAll and afterAll hooks.
 */
export function useAccountSite() {
  const site = { origin: "", smtp: undefined as unknown as TestSmtpServer };
  // hooks run in the order they are added: the SMTP server first, then the site that uses it
  test.beforeAll(async () => {
    site.smtp = await startSmtpServer();
  });
  test.afterAll(async () => {
    await site.smtp?.close();
  });
  const own = ownSite(() => ({ SMTP_URL: site.smtp.url }));
  test.beforeAll(() => {
    site.origin = own().origin;
  });
  return site;
}

/** The register form's required consent (schemas/forms/register.schema.json x-consents). */
export const privacyConsent = /Pročitao\/la sam pravila zaštite privatnosti/;

let unique = 0;
export const newEmail = () => `e2e.${Date.now()}.${++unique}@example.com`;

export async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel("Adresa e-pošte").fill(email);
  await page.getByLabel("Lozinka", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Prijava", exact: true }).click();
}

/** Follows the verification link of the newest mail to `email` (it lands on the login page). */
export async function followVerification(
  page: Page,
  site: { origin: string; smtp: TestSmtpServer },
  email: string,
  isNew: (mail: TestSmtpServer["mails"][number]) => boolean = () => true,
) {
  const mail = await site.smtp.waitForMail(email, isNew);
  expect(mail.subject).toContain("Potvrdite adresu e-pošte");
  const link = linkIn(mail, "verificationToken");
  expect(link.pathname).toBe("/prijava");
  await page.goto(link.href);
  await expect(page.getByText("Adresa e-pošte je potvrđena")).toBeVisible();
  await expect(page).toHaveURL(`${site.origin}/prijava`);
}

/** Registers through the form (simple mode) and follows the link of the mail that arrived. */
export async function registerAndVerify(
  page: Page,
  site: { origin: string; smtp: TestSmtpServer },
  email: string,
  password: string,
) {
  const before = site.smtp.mails.length;
  await page.goto(`${site.origin}/registracija`);
  await expect(page.getByRole("heading", { name: "Registracija" })).toBeVisible();
  await page.getByLabel("Ime", { exact: true }).fill("Lucija");
  await page.getByLabel("Prezime").fill("Babić");
  await page.getByLabel("Adresa e-pošte").fill(email);
  await page.getByLabel("Lozinka", { exact: true }).fill(password);
  await page.getByLabel("Ponovite lozinku").fill(password);
  await page.getByLabel(privacyConsent).check();
  await page.getByRole("button", { name: "Registriraj se" }).click();
  await expect(page.getByText(`Poslali smo Vam poruku na ${email}`)).toBeVisible();
  await expect(page.getByText("Registracija je uspjela")).toBeVisible();
  // issue 23: one success message (the toast); the page's own notice asks to confirm the address
  await expect(page.getByRole("region", { name: "Obavijesti" }).locator("li")).toHaveCount(1);
  await expect(page.getByText(/Potvrdite adresu e-pošte/)).toHaveCount(0);
  await followVerification(page, site, email, (mail) => site.smtp.mails.indexOf(mail) >= before);
}
